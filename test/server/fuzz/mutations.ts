/**
 * Hostile variants of a request body: a valid-shaped value with one part replaced (wrong types,
 * huge values, text from every Unicode plane, lone surrogates, control and text-direction
 * characters), nested deeply, given prototype or duplicate keys, or sent as broken JSON or bytes
 * that are not UTF-8. Written as JSON text (or bytes), so that what `JSON.stringify` cannot make —
 * duplicate keys, an own `__proto__`, 20,000 levels of nesting — is sent too.
 */
import fc from 'fast-check';

/** JSON text placed as it is. */
class RawJson {
  constructor(readonly text: string) {}
}

/** An object written with raw `"key":value` entries before its own. */
class WithEntries {
  constructor(
    readonly object: Record<string, unknown>,
    readonly entries: string[],
  ) {}
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isArray(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

/** JSON text of a value that may hold `RawJson` and `WithEntries` parts. */
function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  const member = ([key, child]: [string, unknown]) => `${JSON.stringify(key)}:${toJsonText(child)}`;
  if (value instanceof WithEntries) {
    return `{${[...value.entries, ...Object.entries(value.object).map(member)].join(',')}}`;
  }
  if (isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (isRecord(value)) return `{${Object.entries(value).map(member).join(',')}}`;
  return JSON.stringify(value);
}

type Path = (string | number)[];

/** Every place in a value: its root, each member and each element, parents before children. */
function placesOf(value: unknown, at: Path = []): Path[] {
  const places = [at];
  if (isArray(value)) {
    value.forEach((child, index) => places.push(...placesOf(child, [...at, index])));
  } else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) places.push(...placesOf(child, [...at, key]));
  }
  return places;
}

/** `value` with the part at `path` replaced by `replace(part)`, copying only along the path. */
function replaceAt(value: unknown, path: Path, replace: (part: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replace(value);
  if (isArray(value) && typeof head === 'number') {
    return value.map((child, index) => (index === head ? replaceAt(child, rest, replace) : child));
  }
  if (isRecord(value) && typeof head === 'string') {
    return { ...value, [head]: replaceAt(value[head], rest, replace) };
  }
  return value;
}

/** One code point of the kind that breaks naive handling. */
const hostileCharacter = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068'),
  fc.constantFrom('\u2069', '\u0085', '\u2028', '\u2029', '\ufeff', '\u00a0', '\u200b', '\u007f'),
);

/** Text from every Unicode plane, lone surrogates, controls and direction marks included. */
export const hostileText = fc.string({ unit: hostileCharacter, maxLength: 40 });

/** Values far larger than any field takes: long text, long arrays, wide objects. */
const hugeValue = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1_000, max: 120_000 }), fc.constantFrom('a', 'é', '😀', ' ', '\\'))
    .map(([length, unit]) => unit.repeat(length)),
  fc.integer({ min: 1_000, max: 20_000 }).map((length) => Array.from({ length }, (_, i) => i)),
  fc
    .integer({ min: 1_000, max: 5_000 })
    .map((length) => Object.fromEntries(Array.from({ length }, (_, i) => [`k${i}`, i]))),
);

/** A replacement for one part of a body. */
const replacement: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0.1, Number.MIN_VALUE), weight: 1 },
  { arbitrary: hugeValue, weight: 1 },
);

/** Nests a part `depth` levels deep, in arrays or single-key objects. */
const deepNesting = fc.tuple(fc.integer({ min: 2, max: 20_000 }), fc.boolean()).map(
  ([depth, inArrays]) =>
    (part: unknown) =>
      new RawJson(
        inArrays
          ? `${'['.repeat(depth)}${toJsonText(part)}${']'.repeat(depth)}`
          : `${'{"a":'.repeat(depth)}${toJsonText(part)}${'}'.repeat(depth)}`,
      ),
);

/** Adds a prototype key, or repeats one of the object's own keys with another value. */
const extraKey = fc
  .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'duplicate'), replacement)
  .map(([kind, value]) => (part: unknown) => {
    if (!isRecord(part)) return part;
    const key = kind === 'duplicate' ? (Object.keys(part)[0] ?? 'data') : kind;
    return new WithEntries(part, [`${JSON.stringify(key)}:${toJsonText(value)}`]);
  });

const inserted = fc
  .tuple(
    hostileText.filter((text) => text.length > 0),
    fc.nat(),
  )
  .map(([text, at]) => (part: unknown) => {
    if (typeof part !== 'string') return part;
    const index = at % (part.length + 1);
    return `${part.slice(0, index)}${text}${part.slice(index)}`;
  });

/** Drops an object's first key. */
const removed = fc.constant((part: unknown) =>
  isRecord(part) ? Object.fromEntries(Object.entries(part).slice(1)) : part,
);

/** A change to one part of a body. */
const partChange: fc.Arbitrary<(part: unknown) => unknown> = fc.oneof(
  replacement.map((value) => () => value),
  deepNesting,
  extraKey,
  inserted,
  removed,
);

/** A request body as sent: JSON text, or bytes. */
export type Body = string | Uint8Array<ArrayBuffer>;

/** Broken JSON or broken UTF-8 made from a body's text. */
const brokenBody = fc.oneof(
  fc.nat().map(
    (cut) =>
      (text: string): Body =>
        text.slice(0, cut % (text.length + 1)),
  ),
  fc
    .tuple(fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 8 }))
    .map(([at, bytes]) => (text: string): Body => {
      const encoded = new TextEncoder().encode(text);
      const index = at % (encoded.length + 1);
      return new Uint8Array([...encoded.slice(0, index), ...bytes, ...encoded.slice(index)]);
    }),
  hostileText.map((junk) => (): Body => junk),
);

/**
 * Bodies made from `valid`: a quarter as they are, most with one part changed, a few broken as a
 * whole. The part is picked among all places of the value, the root included.
 */
export function mutatedBodies(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  const changed = fc.tuple(valid, fc.nat(), partChange).map(([value, pick, change]) => {
    const places = placesOf(value);
    const path = places[pick % places.length] ?? [];
    return toJsonText(replaceAt(value, path, change));
  });
  return fc.oneof(
    { arbitrary: valid.map(toJsonText), weight: 1 },
    { arbitrary: changed, weight: 3 },
    {
      arbitrary: fc
        .tuple(valid, brokenBody)
        .map(([value, breakText]) => breakText(toJsonText(value))),
      weight: 1,
    },
  );
}
