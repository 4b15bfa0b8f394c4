import { describe, expect, it } from 'vitest';
import {
  addressCreateResponseSchema,
  addressListResponseSchema,
  jsonApiErrorDocumentSchema,
} from '../../src/api/schemas';
import { countAddresses, getAddress } from '../../server/db';
import { clientView, firstPointer, postJsonApi, testServerPerTest } from './support';

const manualAddress = {
  data: {
    type: 'addresses',
    attributes: {
      address: '3 Mill Lane, Leeds, LS1 4AP',
      'address-line-1': 'Mill Lane',
      'house-number': '3',
      postcode: 'ls14ap',
      'postal-town': 'Leeds',
      county: 'West Yorkshire',
      'is-manual': true,
    },
  },
};

describe('GET /v1/addresses', () => {
  const server = testServerPerTest();

  it('finds a postcode ignoring case and spaces; the client view parses', async () => {
    const responses = await Promise.all(
      ['SW1A%201AA', 'sw1a1aa', '%20Sw1A1aA%20'].map(async (postcode) =>
        server.app.request(`/v1/addresses?postcode=${postcode}`),
      ),
    );
    const lists = await Promise.all(
      responses.map(async (response) => {
        expect(response.status).toBe(200);
        expect(response.headers.get('Content-Type')).toBe('application/vnd.api+json');
        return addressListResponseSchema.parse(await clientView(response));
      }),
    );
    const first = lists[0];
    expect(first?.data.length).toBeGreaterThan(0);
    expect(first?.data[0]?.attributes).toMatchObject({ postcode: 'SW1A 1AA', isManual: false });
    expect(lists[1]).toEqual(first);
    expect(lists[2]).toEqual(first);
  });

  it('gives an empty list for an unknown postcode', async () => {
    const response = await server.app.request('/v1/addresses?postcode=ZZ99%209ZZ');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [] });
  });

  it.each(['', '?postcode=', '?postcode=hello', '?postcode=SW1A%201AA%20x', '?postcode=%E0%A4%A'])(
    'answers 400 with a JSON:API error for %s',
    async (query) => {
      const response = await server.app.request(`/v1/addresses${query}`);
      expect(response.status).toBe(400);
      const body = jsonApiErrorDocumentSchema.parse(await response.json());
      expect(body.errors[0]).toMatchObject({ status: '400', source: { parameter: 'postcode' } });
    },
  );
});

describe('POST /v1/addresses', () => {
  const server = testServerPerTest();

  it('saves a manual address: 201 with a man- id, stored and readable', async () => {
    const response = await postJsonApi(server.app, '/v1/addresses', manualAddress);
    expect(response.status).toBe(201);
    const body = await clientView(response);
    const created = addressCreateResponseSchema.parse(body);
    expect(created.data.id).toMatch(/^man-[a-z0-9]{12}$/);
    expect(body).toMatchObject({ data: { type: 'addresses' } });
    expect((body as { data: { attributes: unknown } }).data.attributes).toMatchObject({
      postcode: 'LS1 4AP',
      isManual: true,
      addressLine2: '',
      mpans: [],
      bgServiceArea: false,
    });
    expect(response.headers.get('Location')).toBe(`/v1/addresses/${created.data.id}`);

    const stored = getAddress(server.db, created.data.id);
    expect(stored?.body['postal-town']).toBe('Leeds');

    const readBack = await server.app.request(`/v1/addresses/${created.data.id}`);
    expect(addressCreateResponseSchema.parse(await clientView(readBack))).toEqual(created);
  });

  it.each([
    ['a wrong type', { data: { ...manualAddress.data, type: 'leads' } }, '/data/type'],
    [
      'a bad postcode',
      {
        data: {
          ...manualAddress.data,
          attributes: { ...manualAddress.data.attributes, postcode: '12345' },
        },
      },
      '/data/attributes/postcode',
    ],
    [
      'is-manual false',
      {
        data: {
          ...manualAddress.data,
          attributes: { ...manualAddress.data.attributes, 'is-manual': false },
        },
      },
      '/data/attributes/is-manual',
    ],
    [
      'an unknown attribute',
      {
        data: { ...manualAddress.data, attributes: { ...manualAddress.data.attributes, hack: 1 } },
      },
      '/data/attributes/hack',
    ],
    ['an array body', [manualAddress], ''],
  ])('rejects %s with 400 and stores nothing', async (_name, body, pointer) => {
    const response = await postJsonApi(server.app, '/v1/addresses', body);
    expect(response.status).toBe(400);
    expect(await firstPointer(response)).toBe(pointer);
    expect(countAddresses(server.db)).toBe(0);
  });

  it('rejects malformed JSON and a wrong media type, storing nothing', async () => {
    const malformed = await postJsonApi(server.app, '/v1/addresses', '{"data":');
    expect(malformed.status).toBe(400);
    const wrongType = await postJsonApi(server.app, '/v1/addresses', manualAddress, {
      'Content-Type': 'text/plain',
    });
    expect(wrongType.status).toBe(415);
    expect(countAddresses(server.db)).toBe(0);
  });

  it('answers 404 for an unknown address id', async () => {
    const response = await server.app.request('/v1/addresses/man-doesnotexist');
    expect(response.status).toBe(404);
    expect(jsonApiErrorDocumentSchema.parse(await response.json()).errors[0]?.status).toBe('404');
  });
});
