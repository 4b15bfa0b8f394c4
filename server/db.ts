import fs from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import Database from 'better-sqlite3';
import * as z from 'zod/mini';
import {
  addressCreateAttributesSchema,
  leadRequestSchema,
  type AddressCreateAttributes,
  type LeadRequest,
} from '../src/api/schemas';

export type HelpDatabase = Database.Database;

/** A lead as stored: the validated request `data` (attributes and relationships). */
export interface StoredLead {
  id: string;
  topic: string;
  body: LeadRequest['data'];
  createdAt: string;
}

/** A manual address as stored: its validated wire attributes. */
export interface StoredAddress {
  id: string;
  body: AddressCreateAttributes;
  createdAt: string;
}

// No 0/O, 1/I/L: reference numbers are read out over the phone.
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const ADDRESS_ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function randomString(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet.charAt(randomInt(alphabet.length));
  return out;
}

/** A new lead reference: `HS-` and 8 unambiguous upper-case characters. */
export function newLeadId(): string {
  return `HS-${randomString(REFERENCE_ALPHABET, 8)}`;
}

/** A new manual address id: `man-` and 12 random characters. */
export function newManualAddressId(): string {
  return `man-${randomString(ADDRESS_ID_ALPHABET, 12)}`;
}

/** The store's file in a data directory. */
export const DATABASE_FILE = 'help-and-support.sqlite';

/** A reason the store cannot be used, in words an operator can act on; the server does not start. */
class StorageError extends Error {
  override name = 'StorageError';
}

const FILE_SYSTEM_CAUSES: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space is left on the device',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EEXIST: 'it exists and is not a directory',
  ENOENT: 'a part of the path does not exist',
};

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const words = code === undefined ? undefined : FILE_SYSTEM_CAUSES[code];
  return words === undefined ? error.message : `${words} (${code})`;
}

/** The nearest part of `target`'s path that exists: where creating the rest starts. */
function existingAncestor(target: string): string {
  let current = path.resolve(target);
  while (!fs.existsSync(current) && path.dirname(current) !== current) {
    current = path.dirname(current);
  }
  return current;
}

/** Creates the data directory if needed and checks the server can write files in it. */
function prepareDataDir(dataDir: string): void {
  const directory = path.resolve(dataDir);
  const remedy = 'Set DATA_DIR to a directory the server can create and write, or fix this one.';
  try {
    fs.mkdirSync(directory, { recursive: true });
  } catch (error) {
    const ancestor = existingAncestor(directory);
    const where = fs.statSync(ancestor).isDirectory()
      ? `creating it under ${ancestor}: ${causeOf(error)}`
      : `${ancestor} is a file, not a directory`;
    throw new StorageError(
      `Cannot create the data directory ${directory} (DATA_DIR): ${where}. ${remedy}`,
    );
  }
  // SQLite writes its -wal and -shm files beside the store: the directory itself must be writable.
  const probe = path.join(directory, `.write-check-${process.pid}`);
  try {
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw new StorageError(
      `The data directory ${directory} (DATA_DIR) is not writable: ${causeOf(error)}. ${remedy}`,
    );
  }
}

/** Refuses a store SQLite cannot read or whose pages `PRAGMA quick_check` finds damaged. */
function checkIntact(db: HelpDatabase, file: string): void {
  let problem: string | undefined;
  try {
    // 'ok', or the problems found, one a line, under a '*** in database main ***' heading.
    const answer: unknown = db.pragma('quick_check', { simple: true });
    const problems = String(answer)
      .split('\n')
      .filter((line) => !line.startsWith('***'));
    problem = answer === 'ok' ? undefined : problems[0];
  } catch (error) {
    problem = causeOf(error);
  }
  if (problem === undefined) return;
  db.close();
  throw new StorageError(
    `The store ${file} is damaged (PRAGMA quick_check: ${problem}). ` +
      'Restore it from a backup, or move it aside (with any -wal and -shm file beside it) ' +
      'to start with an empty store.',
  );
}

/**
 * Opens (creating if needed) `${dataDir}/help-and-support.sqlite` in WAL mode, checks it and
 * migrates it. An empty file is a new store. Throws a `StorageError` naming the path, the cause
 * and what to do when the directory cannot be used or the store is damaged.
 */
export function openDatabase(dataDir: string): HelpDatabase {
  prepareDataDir(dataDir);
  const file = path.resolve(dataDir, DATABASE_FILE);
  let db: HelpDatabase;
  try {
    db = new Database(file);
  } catch (error) {
    throw new StorageError(`Cannot open the store ${file}: ${causeOf(error)}.`);
  }
  checkIntact(db, file);
  db.pragma('journal_mode = WAL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS leads (
      id TEXT PRIMARY KEY,
      topic TEXT NOT NULL,
      body TEXT NOT NULL CHECK (json_valid(body)),
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS addresses (
      id TEXT PRIMARY KEY,
      body TEXT NOT NULL CHECK (json_valid(body)),
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS idempotency_keys (
      scope TEXT NOT NULL,
      key TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      status INTEGER NOT NULL,
      headers TEXT NOT NULL CHECK (json_valid(headers)),
      body TEXT NOT NULL CHECK (json_valid(body)),
      created_at TEXT NOT NULL,
      PRIMARY KEY (scope, key)
    );
    CREATE INDEX IF NOT EXISTS idempotency_keys_created_at ON idempotency_keys (created_at);
  `);
  return db;
}

interface Row {
  id: string;
  body: string;
  created_at: string;
}

const MAX_ID_ATTEMPTS = 5;

function insertWithFreshId(
  db: HelpDatabase,
  sql: string,
  newId: () => string,
  values: (id: string) => unknown[],
): string {
  const statement = db.prepare(sql);
  for (let attempt = 1; ; attempt += 1) {
    const id = newId();
    try {
      statement.run(...values(id));
      return id;
    } catch (error) {
      const collided =
        error instanceof Database.SqliteError && error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
      if (!collided || attempt >= MAX_ID_ATTEMPTS) throw error;
    }
  }
}

/** Stores a validated lead under a new reference id and returns it as stored. */
export function insertLead(db: HelpDatabase, lead: LeadRequest['data']): StoredLead {
  const createdAt = new Date().toISOString();
  const topic = lead.attributes.topic;
  const id = insertWithFreshId(
    db,
    'INSERT INTO leads (id, topic, body, created_at) VALUES (?, ?, ?, ?)',
    newLeadId,
    (leadId) => [leadId, topic, JSON.stringify(lead), createdAt],
  );
  return { id, topic, body: lead, createdAt };
}

/** The stored lead with this id, if any. */
export function getLead(db: HelpDatabase, id: string): StoredLead | undefined {
  const row = db
    .prepare<[string], Row & { topic: string }>(
      'SELECT id, topic, body, created_at FROM leads WHERE id = ?',
    )
    .get(id);
  if (!row) return undefined;
  return {
    id: row.id,
    topic: row.topic,
    body: leadRequestSchema.shape.data.parse(JSON.parse(row.body)),
    createdAt: row.created_at,
  };
}

/** How many leads are stored. */
export function countLeads(db: HelpDatabase): number {
  const row = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM leads').get();
  return row?.n ?? 0;
}

/** Stores a validated manual address under a new `man-` id. */
export function insertAddress(
  db: HelpDatabase,
  attributes: AddressCreateAttributes,
): StoredAddress {
  const createdAt = new Date().toISOString();
  const id = insertWithFreshId(
    db,
    'INSERT INTO addresses (id, body, created_at) VALUES (?, ?, ?)',
    newManualAddressId,
    (addressId) => [addressId, JSON.stringify(attributes), createdAt],
  );
  return { id, body: attributes, createdAt };
}

/** The stored manual address with this id, if any. */
export function getAddress(db: HelpDatabase, id: string): StoredAddress | undefined {
  const row = db
    .prepare<[string], Row>('SELECT id, body, created_at FROM addresses WHERE id = ?')
    .get(id);
  if (!row) return undefined;
  return {
    id: row.id,
    body: addressCreateAttributesSchema.parse(JSON.parse(row.body)),
    createdAt: row.created_at,
  };
}

/** How many manual addresses are stored. */
export function countAddresses(db: HelpDatabase): number {
  const row = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM addresses').get();
  return row?.n ?? 0;
}

/** The answer remembered for an idempotency key: what the first request was answered. */
export interface IdempotentReply {
  status: 200 | 201;
  headers: Record<string, string>;
  body: unknown;
}

/** A remembered answer and the hash of the request body that produced it. */
export interface StoredIdempotentReply {
  requestHash: string;
  reply: IdempotentReply;
}

const storedReplySchema = z.object({
  request_hash: z.string(),
  status: z.literal([200, 201]),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
});

/** The answer stored for `key` in `scope` (e.g. `POST /v1/leads`) since `notBefore`, if any. */
export function findIdempotentReply(
  db: HelpDatabase,
  scope: string,
  key: string,
  notBefore: Date,
): StoredIdempotentReply | undefined {
  const row = db
    .prepare<
      [string, string, string],
      Record<'request_hash' | 'headers' | 'body', string> & { status: number }
    >(
      `SELECT request_hash, status, headers, body FROM idempotency_keys
       WHERE scope = ? AND key = ? AND created_at >= ?`,
    )
    .get(scope, key, notBefore.toISOString());
  if (!row) return undefined;
  const stored = storedReplySchema.parse({
    ...row,
    headers: JSON.parse(row.headers) as unknown,
    body: JSON.parse(row.body) as unknown,
  });
  return {
    requestHash: stored.request_hash,
    reply: { status: stored.status, headers: stored.headers, body: stored.body },
  };
}

/** Remembers the answer for `key` in `scope`, replacing an expired one; forgets keys older than `notBefore`. */
export function storeIdempotentReply(
  db: HelpDatabase,
  scope: string,
  key: string,
  requestHash: string,
  reply: IdempotentReply,
  notBefore: Date,
): void {
  db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(notBefore.toISOString());
  db.prepare(
    `INSERT OR REPLACE INTO idempotency_keys (scope, key, request_hash, status, headers, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    scope,
    key,
    requestHash,
    reply.status,
    JSON.stringify(reply.headers),
    JSON.stringify(reply.body),
    new Date().toISOString(),
  );
}

/** How many idempotency keys are remembered. */
export function countIdempotencyKeys(db: HelpDatabase): number {
  const row = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM idempotency_keys').get();
  return row?.n ?? 0;
}
