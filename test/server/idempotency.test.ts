import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonApiErrorDocumentSchema, leadResponseSchema } from '../../src/api/schemas';
import {
  countAddresses,
  countIdempotencyKeys,
  countLeads,
  getLead,
  openDatabase,
} from '../../server/db';
import { canonicalJson, requestHash } from '../../server/idempotency';
import { complaintLead, feedbackLead, manualAddress, withAttributes } from './lead-examples';
import {
  clientView,
  jsonApiHeaders,
  listeningServerPerSuite,
  postJsonApi,
  testServerPerTest,
} from './support';

function withKey(key: string): Record<string, string> {
  return { ...jsonApiHeaders(), 'Idempotency-Key': key };
}

async function leadId(response: Response): Promise<string> {
  return leadResponseSchema.parse(await clientView(response)).data.id;
}

describe('Idempotency-Key on POST /v1/leads', () => {
  const server = testServerPerTest();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a repeat with the original response: same id, no new row', async () => {
    const key = 'a1b2c3d4-0000-4000-8000-000000000001';
    const first = await postJsonApi(server.app, '/v1/leads', complaintLead(), withKey(key));
    const repeat = await postJsonApi(server.app, '/v1/leads', complaintLead(), withKey(key));
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(repeat.headers.get('Content-Type')).toBe('application/vnd.api+json');
    expect(repeat.headers.get('Cache-Control')).toBe('no-store');
    const firstBody: unknown = await first.json();
    expect(await repeat.json()).toEqual(firstBody);
    expect(countLeads(server.db)).toBe(1);
    const id = leadResponseSchema.parse(firstBody).data.id;
    expect(getLead(server.db, id)?.body).toEqual(complaintLead().data);
  });

  it('treats the same document with other key order and spacing as the same body', async () => {
    const key = 'order-does-not-matter';
    const first = await postJsonApi(server.app, '/v1/leads', feedbackLead(), withKey(key));
    const lead = feedbackLead().data;
    const reversedAttributes = Object.fromEntries(Object.entries(lead.attributes).reverse());
    const shuffled = `{
      "data": {
        "relationships": ${JSON.stringify(lead.relationships)},
        "attributes": ${JSON.stringify(reversedAttributes, null, 2)},
        "type": "leads"
      }
    }`;
    expect(shuffled).not.toBe(JSON.stringify(feedbackLead()));
    const repeat = await postJsonApi(server.app, '/v1/leads', shuffled, withKey(key));
    expect(repeat.status).toBe(201);
    expect(await leadId(repeat)).toBe(await leadId(first));
    expect(countLeads(server.db)).toBe(1);
  });

  it('answers 422 naming Idempotency-Key when the key comes back with another body', async () => {
    const key = 'same-key-other-body';
    const first = await postJsonApi(server.app, '/v1/leads', complaintLead(), withKey(key));
    expect(first.status).toBe(201);
    const changed = withAttributes(complaintLead(), { query: 'Something else entirely.' });
    const response = await postJsonApi(server.app, '/v1/leads', changed, withKey(key));
    expect(response.status).toBe(422);
    const error = jsonApiErrorDocumentSchema.parse(await response.json()).errors[0];
    expect(error?.status).toBe('422');
    expect(error?.code).toBe('idempotency_key_reused');
    expect(error?.source?.parameter).toBe('Idempotency-Key');
    expect(countLeads(server.db)).toBe(1);
  });

  it('stores one lead per key, and one per request without a key (as before)', async () => {
    await postJsonApi(server.app, '/v1/leads', complaintLead(), withKey('key-one'));
    await postJsonApi(server.app, '/v1/leads', complaintLead(), withKey('key-two'));
    expect(countLeads(server.db)).toBe(2);
    const a = await postJsonApi(server.app, '/v1/leads', complaintLead());
    const b = await postJsonApi(server.app, '/v1/leads', complaintLead());
    expect(await leadId(a)).not.toBe(await leadId(b));
    expect(countLeads(server.db)).toBe(4);
    expect(countIdempotencyKeys(server.db)).toBe(2);
  });

  it('does not remember a refusal: the corrected body can use the same key', async () => {
    const key = 'fix-and-resend';
    const invalid = withAttributes(complaintLead(), { email: 'not-an-email' });
    const refused = await postJsonApi(server.app, '/v1/leads', invalid, withKey(key));
    expect(refused.status).toBe(400);
    const accepted = await postJsonApi(server.app, '/v1/leads', complaintLead(), withKey(key));
    expect(accepted.status).toBe(201);
    expect(countLeads(server.db)).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'two keys, joined'],
    ['with a non-ASCII character', 'clé'],
  ])('refuses a key that is %s with 400 naming the header', async (_name, key) => {
    const response = await postJsonApi(server.app, '/v1/leads', complaintLead(), withKey(key));
    expect(response.status).toBe(400);
    const error = jsonApiErrorDocumentSchema.parse(await response.json()).errors[0];
    expect(error?.code).toBe('invalid_idempotency_key');
    expect(error?.source?.parameter).toBe('Idempotency-Key');
    expect(countLeads(server.db)).toBe(0);
  });

  it('forgets a key after 24 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    const key = 'remembered-for-a-day';
    const first = await postJsonApi(server.app, '/v1/leads', complaintLead(), withKey(key));
    vi.setSystemTime(new Date('2026-11-24T08:59:00Z'));
    const withinADay = await postJsonApi(server.app, '/v1/leads', complaintLead(), withKey(key));
    expect(await leadId(withinADay)).toBe(await leadId(first));
    vi.setSystemTime(new Date('2026-11-24T09:01:00Z'));
    const later = await postJsonApi(server.app, '/v1/leads', complaintLead(), withKey(key));
    expect(later.status).toBe(201);
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    expect(countLeads(server.db)).toBe(2);
    expect(countIdempotencyKeys(server.db)).toBe(1);
  });

  it('keeps the keys of leads and addresses apart', async () => {
    const key = 'shared-by-two-endpoints';
    const lead = await postJsonApi(server.app, '/v1/leads', complaintLead(), withKey(key));
    const address = await postJsonApi(server.app, '/v1/addresses', manualAddress, withKey(key));
    expect(lead.status).toBe(201);
    expect(address.status).toBe(201);
  });
});

describe('Idempotency-Key on POST /v1/addresses', () => {
  const server = testServerPerTest();

  it('answers a repeat with the same address id and Location; another body is 422', async () => {
    const key = 'address-key';
    const first = await postJsonApi(server.app, '/v1/addresses', manualAddress, withKey(key));
    const repeat = await postJsonApi(server.app, '/v1/addresses', manualAddress, withKey(key));
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('Location')).toBe(first.headers.get('Location'));
    expect(await repeat.json()).toEqual(await first.json());
    expect(countAddresses(server.db)).toBe(1);

    const other = structuredClone(manualAddress);
    other.data.attributes.address = '5 Mill Lane, Leeds, LS1 4AP';
    const conflict = await postJsonApi(server.app, '/v1/addresses', other, withKey(key));
    expect(conflict.status).toBe(422);
    expect(
      jsonApiErrorDocumentSchema.parse(await conflict.json()).errors[0]?.source?.parameter,
    ).toBe('Idempotency-Key');
    expect(countAddresses(server.db)).toBe(1);
  });
});

describe('concurrent repeats over real connections', () => {
  const server = listeningServerPerSuite({ TOKEN_SECRET: 'a-test-secret-of-some-length' });

  it('stores one lead for 20 simultaneous posts with one key, each answered with its id', async () => {
    const body = JSON.stringify(complaintLead('addr-sw1a1aa-1'));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${server.origin}/v1/leads`, {
          method: 'POST',
          headers: withKey('double-click-and-retry'),
          body,
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const ids = new Set(await Promise.all(responses.map(leadId)));
    expect(ids.size).toBe(1);
    const db = openDatabase(server.dataDir);
    try {
      expect(countLeads(db)).toBe(1);
    } finally {
      db.close();
    }
  });
});

describe('canonical request hash', () => {
  it('sorts object keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,1]},"b":1}',
    );
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }));
    expect(requestHash({ a: [1, 2] })).not.toBe(requestHash({ a: [2, 1] }));
  });
});
