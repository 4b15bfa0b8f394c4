import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sign } from 'hono/jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readServerConfig } from '../../server/config';
import {
  countLeads,
  getLead,
  insertLead,
  newLeadId,
  newManualAddressId,
  openDatabase,
} from '../../server/db';
import { escapeHtml, renderPage } from '../../server/html';
import { jsonPointer } from '../../server/json-api';
import { issueToken, verifyToken } from '../../server/tokens';
import { meterReadLead } from './lead-examples';

describe('readServerConfig', () => {
  it('has the documented defaults', () => {
    expect(readServerConfig({})).toEqual({
      port: 3000,
      dataDir: '.data',
      providerId: 'brightwell',
      clientId: 'help-and-support-web',
      tokenSecret: expect.any(String) as string,
      tokenSecretIsRandom: true,
      postRateLimit: 60,
      meterReadWeek: true,
      outageNotice: true,
      chatBeaconOrigin: 'https://beacon.example-chat.com',
    });
  });

  it('reads every variable', () => {
    const config = readServerConfig({
      PORT: '3999',
      DATA_DIR: '/tmp/x',
      PROVIDER_ID: 'acme',
      CLIENT_ID: 'web',
      TOKEN_SECRET: 'sixteen-chars-long!',
      METER_READ_WEEK: 'false',
      OUTAGE_NOTICE: 'off',
    });
    expect(config).toMatchObject({
      port: 3999,
      dataDir: '/tmp/x',
      providerId: 'acme',
      clientId: 'web',
      tokenSecret: 'sixteen-chars-long!',
      tokenSecretIsRandom: false,
      meterReadWeek: false,
      outageNotice: false,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PROVIDER_ID', '../x'],
    ['METER_READ_WEEK', 'yes'],
    ['OUTAGE_NOTICE', 'true'],
    ['TOKEN_SECRET', 'short'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => readServerConfig({ [name]: value })).toThrow(name);
  });
});

describe('tokens', () => {
  const secret = 'a-test-secret-of-some-length';
  afterEach(() => {
    vi.useRealTimers();
  });

  it('round-trips claims for the right type and secret only', async () => {
    const issuedAt = 1_700_000_000_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(issuedAt);
    const token = await issueToken(secret, 'live-customer', 'id', issuedAt);
    expect(await verifyToken(secret, token, 'id')).toEqual({
      sub: 'live-customer',
      token_use: 'id',
      iat: 1_700_000_000,
      nbf: 1_700_000_000,
      exp: 1_700_003_600,
    });
    expect(await verifyToken(secret, token, 'access')).toBeNull();
    expect(await verifyToken(`${secret}x`, token, 'id')).toBeNull();
  });

  it.each(['', '.', 'a.b.c', 'abc', `${'x'.repeat(40)}.${'y'.repeat(43)}`])(
    'rejects the malformed token %j without throwing',
    async (token) => {
      expect(await verifyToken(secret, token, 'id')).toBeNull();
    },
  );

  it('rejects a correctly signed payload that is not claims', async () => {
    expect(await verifyToken(secret, await sign({ sub: 1 }, secret, 'HS256'), 'id')).toBeNull();
    const payload = Buffer.from('{"sub":"x","token_use":"id"}').toString('base64url');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(await verifyToken(secret, unsigned, 'id')).toBeNull();
  });
});

describe('html helpers', () => {
  it('escapes all five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('renders a page with an escaped title and the stylesheet, no inline style or script', () => {
    const html = renderPage('<Sign in>', '<p>Hi</p>');
    expect(html).toContain('<title>&lt;Sign in&gt;</title>');
    expect(html).toContain('<p>Hi</p>');
    expect(html).not.toMatch(/<script|<style|style=/);
  });

  it('builds RFC 6901 pointers', () => {
    expect(jsonPointer(['data', 'attributes', 'a/b', 'c~d', 0])).toBe(
      '/data/attributes/a~1b/c~0d/0',
    );
  });
});

describe('database', () => {
  it('creates reference ids from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(newLeadId()).toMatch(/^HS-[A-HJKMNP-Z2-9]{8}$/);
      expect(newManualAddressId()).toMatch(/^man-[a-km-z2-9]{12}$/);
    }
  });

  it('creates the data directory, uses WAL and keeps leads across reopening', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-db-test-'));
    const dataDir = path.join(root, 'nested', 'data');
    try {
      const db = openDatabase(dataDir);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const lead = meterReadLead().data;
      const stored = insertLead(db, lead);
      db.close();

      const reopened = openDatabase(dataDir);
      expect(countLeads(reopened)).toBe(1);
      expect(getLead(reopened, stored.id)).toEqual(stored);
      expect(getLead(reopened, 'HS-NOPE')).toBeUndefined();
      reopened.close();
      expect(fs.existsSync(path.join(dataDir, 'help-and-support.sqlite'))).toBe(true);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
