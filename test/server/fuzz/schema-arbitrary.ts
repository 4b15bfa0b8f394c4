/**
 * fast-check arbitraries read off the shared zod (mini) schemas: values of the schema's shape
 * (keys, types, literals, enums, patterns, lengths). Refinements across fields (a contact number's
 * type, a meter read's fuel rules) are not followed, so some of these values are refused: the
 * fuzzing wants both sides of the line.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';

/** Longest string drawn where a schema sets no maximum; longer ones come from the mutations. */
const DEFAULT_MAX_LENGTH = 60;

interface StringRules {
  patterns: RegExp[];
  minLength: number;
  maxLength: number | undefined;
}

function stringRules(schema: z.core.$ZodString): StringRules {
  const rules: StringRules = { patterns: [], minLength: 0, maxLength: undefined };
  if (schema instanceof z.core.$ZodStringFormat && schema._zod.def.pattern) {
    rules.patterns.push(schema._zod.def.pattern);
  }
  for (const check of schema._zod.def.checks ?? []) {
    if (check instanceof z.core.$ZodCheckRegex) rules.patterns.push(check._zod.def.pattern);
    if (check instanceof z.core.$ZodCheckMinLength) rules.minLength = check._zod.def.minimum;
    if (check instanceof z.core.$ZodCheckMaxLength) rules.maxLength = check._zod.def.maximum;
  }
  return rules;
}

/** One arbitrary a pattern: building one for a wide character class costs seconds. */
const matching = new Map<string, fc.Arbitrary<string>>();

function stringMatching(pattern: RegExp): fc.Arbitrary<string> {
  const known = matching.get(pattern.source);
  if (known !== undefined) return known;
  const made = fc.stringMatching(pattern);
  matching.set(pattern.source, made);
  return made;
}

function stringArbitrary(schema: z.core.$ZodString): fc.Arbitrary<string> {
  const { patterns, minLength, maxLength } = stringRules(schema);
  const [first, ...others] = patterns;
  const length = { minLength, maxLength: Math.min(maxLength ?? DEFAULT_MAX_LENGTH, 200) };
  const base = first === undefined ? fc.string(length) : stringMatching(first);
  return base.filter(
    (text) =>
      text.length >= minLength &&
      (maxLength === undefined || text.length <= maxLength) &&
      others.every((pattern) => pattern.test(text)),
  );
}

function arrayMaxLength(schema: z.core.$ZodArray): number {
  let maximum = 4;
  for (const check of schema._zod.def.checks ?? []) {
    if (check instanceof z.core.$ZodCheckMaxLength) maximum = Math.min(check._zod.def.maximum, 4);
  }
  return maximum;
}

function objectArbitrary(schema: z.core.$ZodObject): fc.Arbitrary<Record<string, unknown>> {
  const { shape, catchall } = schema._zod.def;
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    fields[key] = schemaArbitrary(field);
    if (!(field instanceof z.core.$ZodOptional)) requiredKeys.push(key);
  }
  const known = fc.record(fields, { requiredKeys });
  if (catchall === undefined || catchall instanceof z.core.$ZodNever) return known;
  const extra = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 20 }),
    schemaArbitrary(catchall),
    {
      maxKeys: 3,
    },
  );
  return fc.tuple(extra, known).map(([more, fixed]) => ({ ...more, ...fixed }));
}

/** Values of `schema`'s shape; any JSON value where the schema says nothing narrower. */
export function schemaArbitrary(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  if (schema instanceof z.core.$ZodObject) return objectArbitrary(schema);
  if (schema instanceof z.core.$ZodString) return stringArbitrary(schema);
  if (schema instanceof z.core.$ZodLiteral) return fc.constantFrom(...schema._zod.def.values);
  if (schema instanceof z.core.$ZodEnum) {
    return fc.constantFrom(...Object.values(schema._zod.def.entries));
  }
  if (schema instanceof z.core.$ZodBoolean) return fc.boolean();
  if (schema instanceof z.core.$ZodNull) return fc.constant(null);
  if (schema instanceof z.core.$ZodNullable) {
    return fc.option(schemaArbitrary(schema._zod.def.innerType), { nil: null, freq: 4 });
  }
  if (schema instanceof z.core.$ZodOptional) return schemaArbitrary(schema._zod.def.innerType);
  if (schema instanceof z.core.$ZodUnion) {
    return fc.oneof(...schema._zod.def.options.map((option) => schemaArbitrary(option)));
  }
  if (schema instanceof z.core.$ZodArray) {
    return fc.array(schemaArbitrary(schema._zod.def.element), {
      maxLength: arrayMaxLength(schema),
    });
  }
  if (schema instanceof z.core.$ZodNumber) return fc.integer();
  return fc.jsonValue({ maxDepth: 2 });
}
