/**
 * The zod-free readers of the content routes' responses (`content-readers.ts`) accept and produce
 * exactly what the zod schemas shared with the server do: on each fixture, and on every variant
 * with one value removed, replaced by another type, emptied or given an unknown neighbour.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categoriesResponseSchema } from '../../src/api/schemas/categories';
import {
  categoriesResponseReader,
  headerConfigurationReader,
  meterReadConfigReader,
  outageNoticeReader,
  type ResponseSchema,
} from '../../src/api/schemas/content-readers';
import { headerConfigurationSchema } from '../../src/api/schemas/header-configuration';
import { meterReadConfigSchema } from '../../src/api/schemas/meter-read-config';
import { outageNoticeSchema } from '../../src/api/schemas/outage-notice';

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'server', 'fixtures', name), 'utf8'),
  );

type Json = unknown;
const REPLACEMENTS: Json[] = [null, 42, '', 'text', true, [], {}];

/** Every value of `value` (arrays: their first two items), with the path to it. */
function* paths(value: Json, path: (string | number)[] = []): Generator<(string | number)[]> {
  yield path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.slice(0, 2).entries()) yield* paths(item, [...path, index]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) yield* paths(item, [...path, key]);
  }
}

/** A copy of `value` with `change` applied to the parent of `path`'s last step. */
function variant(
  value: Json,
  path: (string | number)[],
  change: (parent: Record<string | number, Json>, key: string | number) => void,
): Json {
  const copy = structuredClone(value);
  if (path.length === 0) return copy;
  let parent = copy as Record<string | number, Json>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
  const last = path[path.length - 1];
  if (last !== undefined) change(parent, last);
  return copy;
}

function* variants(value: Json): Generator {
  yield value;
  for (const replacement of REPLACEMENTS) yield replacement;
  for (const path of paths(value)) {
    if (path.length === 0) continue;
    yield variant(value, path, (parent, key) => {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else Reflect.deleteProperty(parent, key);
    });
    for (const replacement of REPLACEMENTS) {
      yield variant(value, path, (parent, key) => {
        parent[key] = replacement;
      });
    }
    yield variant(value, path, (parent, key) => {
      const target = parent[key];
      if (typeof target === 'object' && target !== null && !Array.isArray(target)) {
        (target as Record<string, Json>).unknownField = 'kept out';
      }
    });
  }
}

interface ZodLike {
  safeParse(raw: unknown): { success: boolean; data?: unknown };
}

const cases: [string, ResponseSchema<unknown>, ZodLike, Json[]][] = [
  [
    'header configuration',
    headerConfigurationReader,
    headerConfigurationSchema,
    [fixture('header-configuration.json')],
  ],
  [
    'outage notice',
    outageNoticeReader,
    outageNoticeSchema,
    [fixture('outage-notice.json'), {}, { title: 'Only a title' }],
  ],
  ['categories', categoriesResponseReader, categoriesResponseSchema, [fixture('categories.json')]],
  [
    'meter-read configuration',
    meterReadConfigReader,
    meterReadConfigSchema,
    [fixture('meter-read-config.json')],
  ],
];

describe('content readers against their zod schemas', () => {
  it.each(cases)('%s: same acceptance and same output', (_, reader, schema, samples) => {
    let compared = 0;
    for (const sample of samples) {
      for (const input of variants(sample)) {
        const expected = schema.safeParse(structuredClone(input));
        const actual = reader.safeParse(structuredClone(input));
        expect(actual.success, JSON.stringify(input).slice(0, 300)).toBe(expected.success);
        if (expected.success && actual.success) expect(actual.data).toStrictEqual(expected.data);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('accepts each fixture', () => {
    for (const [name, reader, , [sample]] of cases) {
      expect(reader.safeParse(sample).success, name).toBe(true);
    }
  });
});
