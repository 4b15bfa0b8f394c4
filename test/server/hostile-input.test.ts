import http from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { jsonApiErrorDocumentSchema } from '../../src/api/schemas';
import { MAX_BODY_BYTES } from '../../server/app';
import { countAddresses, countLeads } from '../../server/db';
import { findUnsafePart, isTooDeep, mediaTypeParameter } from '../../server/json-api';
import { complaintLead, manualAddress, withAttributes } from './lead-examples';
import { jsonApiHeaders, listeningServerPerSuite, postJsonApi, testServerPerTest } from './support';

async function firstError(response: Response) {
  return jsonApiErrorDocumentSchema.parse(await response.json()).errors[0];
}

describe('hostile request bodies are refused and never stored', () => {
  const server = testServerPerTest({}, ({ db }) => {
    expect(countLeads(db)).toBe(0);
    expect(countAddresses(db)).toBe(0);
  });

  it.each<[string, unknown, string]>([
    [
      'a NUL character in the query',
      withAttributes(complaintLead(), { query: 'My bill\u0000; DROP TABLE leads' }),
      '/data/attributes/query',
    ],
    [
      'a lone high surrogate in the first name',
      withAttributes(complaintLead(), { 'first-name': 'Ada\uD83D' }),
      '/data/attributes/first-name',
    ],
    [
      'a lone low surrogate in a nested value',
      withAttributes(complaintLead(), {
        'contact-number': { number: '07700 900123\uDE00', type: 'mobile' },
      }),
      '/data/attributes/contact-number/number',
    ],
    [
      'a NUL character in a key',
      withAttributes(complaintLead(), { 'additional-information': { 'case\u0000Type': null } }),
      '/data/attributes/additional-information',
    ],
  ])('refuses a lead with %s: 400 pointing at it', async (_name, body, pointer) => {
    const response = await postJsonApi(server.app, '/v1/leads', body);
    expect(response.status).toBe(400);
    const error = await firstError(response);
    expect(error?.code).toBe('invalid_characters');
    expect(error?.source?.pointer).toBe(pointer);
  });

  it('refuses escaped NULs and surrogates exactly as raw ones', async () => {
    const escaped = JSON.stringify(complaintLead()).replace(
      '"Lovelace"',
      '"Love\\u0000lace\\udfff"',
    );
    const response = await postJsonApi(server.app, '/v1/leads', escaped);
    expect(response.status).toBe(400);
    expect((await firstError(response))?.source?.pointer).toBe('/data/attributes/surname');
  });

  it('refuses a manual address with a NUL character', async () => {
    const body = structuredClone(manualAddress);
    body.data.attributes['postal-town'] = 'Leeds\u0000';
    const response = await postJsonApi(server.app, '/v1/addresses', body);
    expect(response.status).toBe(400);
    expect((await firstError(response))?.source?.pointer).toBe('/data/attributes/postal-town');
  });

  it.each(['iso-8859-1', 'utf-16', '"windows-1252"', 'us-ascii'])(
    'refuses charset=%s with 400 and a pointer',
    async (charset) => {
      const response = await postJsonApi(server.app, '/v1/leads', complaintLead(), {
        ...jsonApiHeaders(),
        'Content-Type': `application/vnd.api+json; charset=${charset}`,
      });
      expect(response.status).toBe(400);
      const error = await firstError(response);
      expect(error?.code).toBe('unsupported_charset');
      expect(error?.source?.pointer).toBe('');
    },
  );

  it('refuses bytes that are not UTF-8', async () => {
    const json = new TextEncoder().encode(JSON.stringify(complaintLead()));
    const latin1 = new Uint8Array([...json.slice(0, -3), 0xe9, ...json.slice(-3)]);
    const response = await server.app.request('/v1/leads', {
      method: 'POST',
      headers: jsonApiHeaders(),
      body: latin1,
    });
    expect(response.status).toBe(400);
    expect((await firstError(response))?.code).toBe('invalid_utf8');
  });

  it('answers 400, not 500, for deeply nested arrays in a field', async () => {
    const depth = 100_000;
    const body = JSON.stringify(complaintLead()).replace(
      '"Lovelace"',
      `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    );
    const response = await postJsonApi(server.app, '/v1/leads', body);
    expect(response.status).toBe(400);
  });
});

describe('deep JSON under an Idempotency-Key', () => {
  const server = testServerPerTest({}, ({ db }) => {
    expect(countLeads(db)).toBe(0);
    expect(countAddresses(db)).toBe(0);
  });

  it.each(['/v1/leads', '/v1/addresses'])(
    '%s answers a body nested 10,000 levels deep with 400 too_deep, not 500',
    async (url) => {
      const depth = 10_000;
      const body = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      const response = await postJsonApi(server.app, url, body, {
        ...jsonApiHeaders(),
        'Idempotency-Key': 'deep-body',
      });
      expect(response.status).toBe(400);
      const error = await firstError(response);
      expect(error?.code).toBe('too_deep');
      expect(error?.source?.pointer).toBe('');
    },
  );

  it('counts only brackets outside strings', async () => {
    const brackets = '[{'.repeat(5000);
    const response = await postJsonApi(
      server.app,
      '/v1/leads',
      withAttributes(complaintLead(), { query: `Brackets: ${brackets}` }),
      { ...jsonApiHeaders(), 'Idempotency-Key': 'brackets-in-text' },
    );
    expect(response.status).toBe(201);
    expect(countLeads(server.db)).toBe(1);
    server.db.exec('DELETE FROM leads');
  });
});

describe('control characters, text-direction overrides and prototype keys', () => {
  const server = testServerPerTest({}, ({ db }) => {
    expect(countLeads(db)).toBe(0);
    expect(countAddresses(db)).toBe(0);
  });

  it.each<[string, string, string]>([
    ['a tab in the first name', 'first-name', 'Ada\\tB'],
    ['an escape character in the surname', 'surname', '\\u001b[31mLovelace'],
    ['a trailing newline in the surname', 'surname', 'Lovelace\\n'],
    ['a right-to-left override in the first name', 'first-name', 'Ada\u202Eevol'],
    ['a first-strong isolate in the surname', 'surname', 'Love\u2068lace\u2069'],
  ])('refuses a lead with %s: 400 pointing at it', async (_name, field, escaped) => {
    const body = JSON.stringify(complaintLead()).replace(
      `"${field}":"${field === 'first-name' ? 'Ada' : 'Lovelace'}"`,
      `"${field}":"${escaped}"`,
    );
    const response = await postJsonApi(server.app, '/v1/leads', body);
    expect(response.status).toBe(400);
    expect((await firstError(response))?.source?.pointer).toBe(`/data/attributes/${field}`);
  });

  it.each<[string, string, string]>([
    ['only right-to-left overrides', 'address', '\u202E\u202E\u202E'],
    ['a left-to-right embedding', 'address-line-1', 'Mill\u202ALane'],
    ['a carriage return', 'postal-town', 'Le\\reds'],
    ['a pop-directional isolate', 'county', 'West Yorkshire\u2069'],
  ])('refuses a manual address with %s: 400 pointing at it', async (_name, field, escaped) => {
    const body = JSON.stringify({
      data: {
        ...manualAddress.data,
        attributes: { ...manualAddress.data.attributes, [field]: 'x' },
      },
    }).replace(`"${field}":"x"`, `"${field}":"${escaped}"`);
    const response = await postJsonApi(server.app, '/v1/addresses', body);
    expect(response.status).toBe(400);
    expect((await firstError(response))?.source?.pointer).toBe(`/data/attributes/${field}`);
  });

  it.each<[string, string, string]>([
    [
      '__proto__ in additional-information',
      '"additional-information":{',
      '/data/attributes/additional-information/__proto__',
    ],
    ['constructor in attributes', '"attributes":{', '/data/attributes/constructor'],
    ['__proto__ at the top level', '{"data"', '/__proto__'],
  ])('refuses a lead with %s: 400 pointing at the key', async (_name, at, pointer) => {
    const key = pointer.split('/').at(-1) ?? '';
    const inserted = at.startsWith('{')
      ? `{"${key}":{"isAdmin":true},${at.slice(1)}`
      : `${at}"${key}":{"isAdmin":true},`;
    const body = JSON.stringify(complaintLead()).replace(at, inserted);
    expect(body).toContain(`"${key}":`);
    const response = await postJsonApi(server.app, '/v1/leads', body);
    expect(response.status).toBe(400);
    const error = await firstError(response);
    expect(error?.code).toBe('forbidden_key');
    expect(error?.source?.pointer).toBe(pointer);
  });

  it('refuses constructor nested in a manual address', async () => {
    const body = JSON.stringify(manualAddress).replace(
      '"attributes":{',
      '"attributes":{"constructor":{"prototype":{"polluted":true}},',
    );
    const response = await postJsonApi(server.app, '/v1/addresses', body);
    expect(response.status).toBe(400);
    expect((await firstError(response))?.source?.pointer).toBe('/data/attributes/constructor');
  });
});

describe('clean bodies still go through', () => {
  const server = testServerPerTest();

  it.each(['utf-8', 'UTF-8', '"utf-8"', 'utf8'])('accepts charset=%s', async (charset) => {
    const response = await postJsonApi(server.app, '/v1/leads', complaintLead(), {
      ...jsonApiHeaders(),
      'Content-Type': `application/vnd.api+json; charset=${charset}`,
    });
    expect(response.status).toBe(201);
  });

  it('accepts emoji (paired surrogates) and accented text', async () => {
    const response = await postJsonApi(
      server.app,
      '/v1/leads',
      withAttributes(complaintLead(), { query: 'Zoë paid twice 😞 — please refund.' }),
    );
    expect(response.status).toBe(201);
    expect(countLeads(server.db)).toBe(1);
  });
});

describe('json-api helpers', () => {
  it('reads media type parameters', () => {
    expect(mediaTypeParameter('application/json; Charset="UTF-8"', 'charset')).toBe('utf-8');
    expect(mediaTypeParameter('application/json;foo=bar', 'charset')).toBeUndefined();
    expect(mediaTypeParameter('application/json', 'charset')).toBeUndefined();
  });

  it('finds the first unsafe string or prototype key in document order', () => {
    expect(findUnsafePart({ a: ['ok', { b: 'x\u0000' }], c: '\uD800' })).toEqual({
      kind: 'text',
      path: ['a', 1, 'b'],
    });
    expect(findUnsafePart(JSON.parse('{"a":[{"constructor":1}],"b":{"__proto__":2}}'))).toEqual({
      kind: 'key',
      path: ['a', 0, 'constructor'],
    });
    expect(findUnsafePart({ a: ['ok', 'é', '😀'], b: 1, c: null, d: true })).toBeUndefined();
  });

  it('measures nesting outside strings, escaped quotes included', () => {
    expect(isTooDeep(`${'['.repeat(32)}${']'.repeat(32)}`)).toBe(false);
    expect(isTooDeep(`${'['.repeat(33)}${']'.repeat(33)}`)).toBe(true);
    expect(isTooDeep(`["\\"${'['.repeat(40)}"]`)).toBe(false);
    expect(isTooDeep(`["\\\\"${'['.repeat(40)}`)).toBe(true);
  });
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  socket: Socket;
}

/** One request through `agent`; resolves with the response once its body has been read. */
function send(
  agent: http.Agent,
  origin: string,
  options: { method: string; path: string; headers?: http.OutgoingHttpHeaders; body?: string },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(options.path, origin),
      { method: options.method, headers: options.headers, agent },
      (response) => {
        const socket = response.socket;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            socket,
          });
        });
      },
    );
    // The server may stop reading a refused upload; the response has been received by then.
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('413 on a keep-alive connection (real socket)', () => {
  const server = listeningServerPerSuite({ TOKEN_SECRET: 'a-test-secret-of-some-length' });

  it('closes the connection openly with Connection: close, and the next request gets a fresh one', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const warmUp = await send(agent, server.origin, {
        method: 'GET',
        path: '/v1/addresses?postcode=SW1A1AA',
      });
      expect(warmUp.status).toBe(200);
      expect(warmUp.headers.connection).toBe('keep-alive');

      const huge = JSON.stringify(
        withAttributes(complaintLead(), { query: 'x'.repeat(MAX_BODY_BYTES) }),
      );
      const refused = await send(agent, server.origin, {
        method: 'POST',
        path: '/v1/leads',
        headers: { ...jsonApiHeaders(), 'Content-Length': Buffer.byteLength(huge) },
        body: huge,
      });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(jsonApiErrorDocumentSchema.parse(JSON.parse(refused.body)).errors[0]?.code).toBe(
        'payload_too_large',
      );
      expect(refused.socket).toBe(warmUp.socket);
      await new Promise<void>((resolve) => {
        if (refused.socket.destroyed) resolve();
        else refused.socket.once('close', () => resolve());
      });

      const next = await send(agent, server.origin, {
        method: 'GET',
        path: '/v1/addresses?postcode=SW1A1AA',
      });
      expect(next.status).toBe(200);
      expect(next.socket).not.toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });
});
