import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonApiErrorDocumentSchema } from '../../src/api/schemas';
import { readServerConfig } from '../../server/config';
import { countLeads } from '../../server/db';
import { clientAddress } from '../../server/rate-limit';
import { complaintLead } from './lead-examples';
import {
  createTestServer,
  jsonApiHeaders,
  postJsonApi,
  startTestServerOnPort,
  type TestServer,
} from './support';

/** Node server bindings as @hono/node-server passes them, for a client at `address`. */
function from(address: string): { incoming: { socket: { remoteAddress: string } } } {
  return { incoming: { socket: { remoteAddress: address } } };
}

function postLeadFrom(server: TestServer, address: string): Promise<Response> {
  return Promise.resolve(
    server.app.request(
      '/v1/leads',
      { method: 'POST', headers: jsonApiHeaders(), body: JSON.stringify(complaintLead()) },
      from(address),
    ),
  );
}

describe('POST rate limit per client', () => {
  let server: TestServer | undefined;
  afterEach(() => {
    vi.useRealTimers();
    server?.dispose();
    server = undefined;
  });

  it('defaults to 60 a minute', async () => {
    expect(readServerConfig({}).postRateLimit).toBe(60);
    server = createTestServer();
    for (let i = 0; i < 60; i += 1) {
      expect((await postJsonApi(server.app, '/v1/leads', '{}')).status).toBe(400);
    }
    const refused = await postJsonApi(server.app, '/v1/leads', '{}');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
  });

  it('answers 429 with Retry-After and a JSON:API error beyond POST_RATE_LIMIT, storing nothing', async () => {
    server = createTestServer({ POST_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i += 1) {
      expect((await postLeadFrom(server, '203.0.113.7')).status).toBe(201);
    }
    const refused = await postLeadFrom(server, '203.0.113.7');
    expect(refused.status).toBe(429);
    // Three a minute: the next one is allowed 20 seconds later.
    expect(refused.headers.get('Retry-After')).toBe('20');
    expect(refused.headers.get('Content-Type')).toBe('application/vnd.api+json');
    const error = jsonApiErrorDocumentSchema.parse(await refused.json()).errors[0];
    expect(error?.status).toBe('429');
    expect(error?.code).toBe('too_many_requests');
    expect(countLeads(server.db)).toBe(3);
  });

  it('counts every POST endpoint, leaves GETs alone and other clients unaffected', async () => {
    server = createTestServer({ POST_RATE_LIMIT: '2' });
    const app = server.app;
    const address = '198.51.100.20';
    const saveAddress = () =>
      app.request(
        '/v1/addresses',
        { method: 'POST', headers: jsonApiHeaders(), body: '{}' },
        from(address),
      );
    expect((await saveAddress()).status).toBe(400);
    const signIn = await app.request(
      '/identity/authorize',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'user=live-customer',
      },
      from(address),
    );
    expect(signIn.status).toBe(303);
    expect((await postLeadFrom(server, address)).status).toBe(429);
    expect((await saveAddress()).status).toBe(429);

    const lookup = await app.request('/v1/addresses?postcode=SW1A1AA', {}, from(address));
    expect(lookup.status).toBe(200);
    for (const method of ['HEAD', 'OPTIONS']) {
      const other = await app.request('/v1/addresses?postcode=SW1A1AA', { method }, from(address));
      expect(other.status).not.toBe(429);
    }
    expect((await postLeadFrom(server, address)).headers.get('Cache-Control')).toBe('no-store');
    expect((await postLeadFrom(server, '198.51.100.21')).status).toBe(201);
  });

  it('allows requests again as the minute refills the budget', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    server = createTestServer({ POST_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i += 1) await postLeadFrom(server, '203.0.113.9');
    expect((await postLeadFrom(server, '203.0.113.9')).status).toBe(429);
    vi.setSystemTime(new Date('2026-11-23T09:00:19Z'));
    const early = await postLeadFrom(server, '203.0.113.9');
    expect(early.status).toBe(429);
    expect(early.headers.get('Retry-After')).toBe('1');
    vi.setSystemTime(new Date('2026-11-23T09:00:20Z'));
    expect((await postLeadFrom(server, '203.0.113.9')).status).toBe(201);
    expect((await postLeadFrom(server, '203.0.113.9')).status).toBe(429);
    vi.setSystemTime(new Date('2026-11-23T09:05:00Z'));
    for (let i = 0; i < 3; i += 1) {
      expect((await postLeadFrom(server, '203.0.113.9')).status).toBe(201);
    }
  });

  it.each(['0', '-1', '1.5', 'lots'])('refuses POST_RATE_LIMIT=%s naming it', (value) => {
    expect(() => readServerConfig({ POST_RATE_LIMIT: value })).toThrow('POST_RATE_LIMIT');
  });

  it('reads the client address from the socket only', async () => {
    const app = new Hono().get('/', (c) => c.text(clientAddress(c) ?? 'none'));
    const forwarded = { headers: { 'X-Forwarded-For': '192.0.2.2' } };
    expect(await (await app.request('/', forwarded, from('192.0.2.1'))).text()).toBe('192.0.2.1');
    expect(await (await app.request('/', forwarded)).text()).toBe('none');
  });
});

describe('POST rate limit on a real socket', () => {
  it('limits a client by its socket address', async () => {
    const server = await startTestServerOnPort({
      POST_RATE_LIMIT: '2',
      TOKEN_SECRET: 'a-test-secret-of-some-length',
    });
    try {
      const post = () =>
        fetch(`${server.origin}/v1/leads`, {
          method: 'POST',
          headers: jsonApiHeaders(),
          body: JSON.stringify(complaintLead()),
        });
      expect((await post()).status).toBe(201);
      expect((await post()).status).toBe(201);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBe(30);
      expect((await fetch(`${server.origin}/v1/addresses?postcode=SW1A1AA`)).status).toBe(200);
    } finally {
      await server.dispose();
    }
  });
});
