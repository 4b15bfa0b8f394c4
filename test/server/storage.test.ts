import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countLeads, DATABASE_FILE, insertLead, openDatabase } from '../../server/db';
import { startReferenceServer } from '../../server/start';
import { complaintLead } from './lead-examples';
import { makeDist } from './support';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-storage-test-'));
});
afterEach(() => {
  fs.chmodSync(root, 0o755);
  fs.rmSync(root, { recursive: true, force: true });
});

/** A store of `leads` leads in `dataDir`, closed (its WAL folded into the file). */
function writeStore(dataDir: string, leads: number): string {
  const db = openDatabase(dataDir);
  for (let i = 0; i < leads; i += 1) insertLead(db, complaintLead().data);
  db.close();
  return path.join(dataDir, DATABASE_FILE);
}

/** Overwrites every page after the first (which holds the header and the schema) with noise. */
function damagePages(file: string): void {
  const pageSize = fs.readFileSync(file).readUInt16BE(16);
  const size = fs.statSync(file).size;
  expect(size).toBeGreaterThan(pageSize * 3);
  const handle = fs.openSync(file, 'r+');
  try {
    const noise = Buffer.alloc(size - pageSize, 0xa5);
    fs.writeSync(handle, noise, 0, noise.length, pageSize);
  } finally {
    fs.closeSync(handle);
  }
}

describe('a damaged store', () => {
  it('is refused at start with the file, the cause and what to do', () => {
    const dataDir = path.join(root, 'data');
    const file = writeStore(dataDir, 200);
    damagePages(file);
    expect(fs.readFileSync(file).subarray(0, 16).toString()).toBe('SQLite format 3\0');

    expect(() => openDatabase(dataDir)).toThrow(
      new RegExp(
        `^The store ${file} is damaged \\(PRAGMA quick_check: .+\\)\\. ` +
          'Restore it from a backup, or move it aside',
      ),
    );
  });

  it('keeps the server from starting', async () => {
    const dataDir = path.join(root, 'data');
    damagePages(writeStore(dataDir, 200));
    await expect(
      startReferenceServer({ env: { DATA_DIR: dataDir }, port: 0, distDir: makeDist(root) }),
    ).rejects.toThrow(/is damaged/);
  });

  it('is not confused with an empty file, which is a new store', () => {
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, DATABASE_FILE), '');
    const db = openDatabase(dataDir);
    try {
      insertLead(db, complaintLead().data);
      expect(countLeads(db)).toBe(1);
    } finally {
      db.close();
    }
  });

  it('still opens when intact, with what it holds', () => {
    const dataDir = path.join(root, 'data');
    writeStore(dataDir, 3);
    const db = openDatabase(dataDir);
    try {
      expect(countLeads(db)).toBe(3);
    } finally {
      db.close();
    }
  });
});

/**
 * A directory this process cannot write: a read-only one of ours, unless the process may write
 * anywhere (root), then sysfs, which no one writes files into.
 */
function unwritableDirectory(): string {
  const readOnly = path.join(root, 'read-only');
  fs.mkdirSync(readOnly, { mode: 0o555 });
  try {
    fs.writeFileSync(path.join(readOnly, 'probe'), '');
  } catch {
    return readOnly;
  }
  return '/sys/kernel';
}

describe('a data directory that cannot be used', () => {
  it('says which directory is not writable, and why', () => {
    const dataDir = unwritableDirectory();
    expect(() => openDatabase(dataDir)).toThrow(
      new RegExp(
        `^The data directory ${dataDir} \\(DATA_DIR\\) is not writable: ` +
          '(permission denied|operation not permitted|the file system is read-only) \\(E[A-Z]+\\)\\. ' +
          'Set DATA_DIR to a directory',
      ),
    );
  });

  it('names the file in the way when a parent of DATA_DIR is a file', () => {
    const blocker = path.join(root, 'not-a-directory');
    fs.writeFileSync(blocker, '');
    const dataDir = path.join(blocker, 'nested', 'data');
    expect(() => openDatabase(dataDir)).toThrow(
      `Cannot create the data directory ${dataDir} (DATA_DIR): ${blocker} is a file, not a directory.`,
    );
  });

  it('names the directory it could not create under, and why', () => {
    const parent = unwritableDirectory();
    const dataDir = path.join(parent, 'missing', 'data');
    expect(() => openDatabase(dataDir)).toThrow(
      new RegExp(
        `^Cannot create the data directory ${dataDir} \\(DATA_DIR\\): creating it under ${parent}: ` +
          '(permission denied|operation not permitted|the file system is read-only) \\(E[A-Z]+\\)\\.',
      ),
    );
  });
});
