import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  jsonApiErrorDocumentSchema,
  leadResponseSchema,
  type LeadRequest,
} from '../../src/api/schemas';
import { MAX_BODY_BYTES } from '../../server/app';
import { countLeads, getLead } from '../../server/db';
import {
  complaintLead,
  feedbackLead,
  manualAddress,
  meterReadLead,
  payAsYouGoLead,
  withAdditionalInformation,
  withAttributes,
} from './lead-examples';
import {
  clientView,
  firstPointer,
  jsonApiHeaders,
  postJsonApi,
  testServerPerTest,
} from './support';

const FIXTURE_ADDRESS_ID = 'addr-sw1a1aa-1';

describe('POST /v1/leads', () => {
  const server = testServerPerTest();

  it.each<[string, () => LeadRequest]>([
    ['complaint', () => complaintLead(FIXTURE_ADDRESS_ID)],
    ['pay-as-you-go enquiry', () => payAsYouGoLead(FIXTURE_ADDRESS_ID)],
    ['feedback', () => feedbackLead(FIXTURE_ADDRESS_ID)],
    ['meter read', () => meterReadLead()],
  ])('accepts and stores a %s lead, answering 201 with a reference id', async (_name, build) => {
    const lead = build();
    const response = await postJsonApi(server.app, '/v1/leads', lead);
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Type')).toBe('application/vnd.api+json');
    const raw: unknown = await response.clone().json();
    const parsed = leadResponseSchema.parse(await clientView(response));
    expect(parsed.data.id).toMatch(/^HS-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(parsed.data).toMatchObject({
      type: 'leads',
      attributes: { topic: lead.data.attributes.topic },
    });
    expect(raw).toMatchObject({ data: { attributes: lead.data.attributes } });

    const stored = getLead(server.db, parsed.data.id);
    expect(stored?.topic).toBe(lead.data.attributes.topic);
    expect(stored?.body).toEqual(lead.data);
    expect(parsed.data).toMatchObject({ attributes: { createdAt: stored?.createdAt } });
    expect(countLeads(server.db)).toBe(1);
  });

  it('accepts a lead related to a manual address saved before', async () => {
    const saved = await postJsonApi(server.app, '/v1/addresses', manualAddress);
    const { data } = (await saved.json()) as { data: { id: string } };
    const response = await postJsonApi(server.app, '/v1/leads', complaintLead(data.id));
    expect(response.status).toBe(201);
  });

  it('gives each lead its own reference', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const response = await postJsonApi(server.app, '/v1/leads', feedbackLead());
      ids.add(((await response.json()) as { data: { id: string } }).data.id);
    }
    expect(ids.size).toBe(5);
    expect(countLeads(server.db)).toBe(5);
  });

  describe('bad input stores nothing', () => {
    let before: number;
    beforeEach(() => {
      before = countLeads(server.db);
    });
    afterEach(() => {
      expect(countLeads(server.db)).toBe(before);
    });

    it('requires X-Client-Id (400), and the configured one', async () => {
      const withoutClientId = jsonApiHeaders();
      delete withoutClientId['X-Client-Id'];
      const missing = await postJsonApi(server.app, '/v1/leads', complaintLead(), withoutClientId);
      expect(missing.status).toBe(400);
      expect(jsonApiErrorDocumentSchema.parse(await missing.json()).errors[0]?.code).toBe(
        'missing_client_id',
      );
      const wrong = await postJsonApi(
        server.app,
        '/v1/leads',
        complaintLead(),
        jsonApiHeaders('x'),
      );
      expect(wrong.status).toBe(400);
    });

    it('accepts only JSON media types (415 otherwise, with an errors body)', async () => {
      const response = await postJsonApi(server.app, '/v1/leads', complaintLead(), {
        ...jsonApiHeaders(),
        'Content-Type': 'application/x-www-form-urlencoded',
      });
      expect(response.status).toBe(415);
      expect(jsonApiErrorDocumentSchema.parse(await response.json()).errors[0]?.status).toBe('415');
      const plainJson = await postJsonApi(server.app, '/v1/leads', '{', {
        ...jsonApiHeaders(),
        'Content-Type': 'application/json; charset=utf-8',
      });
      expect(plainJson.status).toBe(400);
    });

    it.each(['{"data": {', '', 'null', '"lead"', '[]', '42', '{"data": null}'])(
      'answers 400 for the body %j',
      async (body) => {
        const response = await postJsonApi(server.app, '/v1/leads', body);
        expect(response.status).toBe(400);
        expect(jsonApiErrorDocumentSchema.safeParse(await response.json()).success).toBe(true);
      },
    );

    it.each<[string, unknown, string]>([
      [
        'an unknown topic',
        withAttributes(complaintLead(), { topic: 'sales' }),
        '/data/attributes/topic',
      ],
      ['a wrong resource type', { data: { ...complaintLead().data, type: 'lead' } }, '/data/type'],
      [
        'a number as first name',
        withAttributes(complaintLead(), { 'first-name': 42 }),
        '/data/attributes/first-name',
      ],
      ['a bad email', withAttributes(feedbackLead(), { email: 'nope' }), '/data/attributes/email'],
      [
        'a 07 number typed home',
        withAttributes(complaintLead(), {
          'contact-number': { number: '07700900123', type: 'home' },
        }),
        '/data/attributes/contact-number/type',
      ],
      [
        'an over-long query',
        withAttributes(complaintLead(), { query: 'x'.repeat(30001) }),
        '/data/attributes/query',
      ],
      [
        'a complaint without its additional-information',
        withAttributes(complaintLead(), { 'additional-information': null }),
        '/data/attributes/additional-information',
      ],
      [
        'a 7-digit reading',
        withAdditionalInformation(meterReadLead(), { GasReading: '1234567' }),
        '/data/attributes/additional-information/GasReading',
      ],
      [
        'a bad account number',
        withAdditionalInformation(meterReadLead(), { ElecAccountNumber: 'Z1' }),
        '/data/attributes/additional-information/ElecAccountNumber',
      ],
      [
        'an unknown attribute',
        withAttributes(feedbackLead(), { 'is-admin': true }),
        '/data/attributes/is-admin',
      ],
      [
        'an unknown address',
        complaintLead('addr-does-not-exist'),
        '/data/relationships/address/data/id',
      ],
    ])('rejects %s with 400 pointing at the field', async (_name, body, pointer) => {
      const response = await postJsonApi(server.app, '/v1/leads', body);
      expect(response.status).toBe(400);
      expect(await firstPointer(response)).toBe(pointer);
    });

    it(`answers 413 with an errors body above ${MAX_BODY_BYTES} bytes`, async () => {
      const huge = withAttributes(complaintLead(), { query: 'x'.repeat(MAX_BODY_BYTES) });
      const response = await postJsonApi(server.app, '/v1/leads', huge);
      expect(response.status).toBe(413);
      expect(jsonApiErrorDocumentSchema.parse(await response.json()).errors[0]?.code).toBe(
        'payload_too_large',
      );
    });

    it('answers 413 for a streamed body without Content-Length', async () => {
      const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 8) {
            controller.close();
            return;
          }
          sent += 1;
          controller.enqueue(chunk);
        },
      });
      const response = await server.app.request('/v1/leads', {
        method: 'POST',
        headers: { ...jsonApiHeaders(), 'Transfer-Encoding': 'chunked' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
    });
  });

  it('has no GET (404 JSON:API, not a crash)', async () => {
    const response = await server.app.request('/v1/leads');
    expect(response.status).toBe(404);
    expect(jsonApiErrorDocumentSchema.safeParse(await response.json()).success).toBe(true);
  });
});
