import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import { JSON_API_MEDIA_TYPE, type JsonApiError } from '../src/api/schemas';

const ACCEPTED_REQUEST_MEDIA_TYPES = new Set([JSON_API_MEDIA_TYPE, 'application/json']);
const MAX_REPORTED_ISSUES = 20;

/** What a handler says about one problem; `id` and `status` are filled in. */
export interface ErrorInput {
  code: string;
  title: string;
  detail: string;
  pointer?: string;
  parameter?: string;
}

/** A JSON:API body with the right media type and `Cache-Control: no-store`. */
export function jsonApiResponse(
  c: Context,
  body: unknown,
  status: ContentfulStatusCode = 200,
  headers: Record<string, string> = {},
): Response {
  return c.body(JSON.stringify(body), status, {
    'Content-Type': JSON_API_MEDIA_TYPE,
    'Cache-Control': 'no-store',
    ...headers,
  });
}

/** A JSON:API answer before it is sent: what the creating handlers return. */
export interface JsonApiReply {
  status: ContentfulStatusCode;
  body: unknown;
  headers: Record<string, string>;
}

/** A JSON:API error document for `errors`, each given an id and the status. */
function jsonApiErrorDocument(
  status: ContentfulStatusCode,
  errors: readonly ErrorInput[],
): { errors: JsonApiError[] } {
  return {
    errors: errors.map(({ pointer, parameter, ...rest }) => ({
      id: randomUUID(),
      status: String(status),
      ...rest,
      ...(pointer !== undefined || parameter !== undefined
        ? {
            source: {
              ...(pointer !== undefined && { pointer }),
              ...(parameter !== undefined && { parameter }),
            },
          }
        : {}),
    })),
  };
}

/** A JSON:API error reply, not yet sent. */
export function jsonApiErrorReply(
  status: ContentfulStatusCode,
  errors: readonly ErrorInput[],
): JsonApiReply {
  return { status, body: jsonApiErrorDocument(status, errors), headers: {} };
}

/** A JSON:API error document response. */
export function jsonApiErrors(
  c: Context,
  status: ContentfulStatusCode,
  errors: readonly ErrorInput[],
  headers: Record<string, string> = {},
): Response {
  return jsonApiResponse(c, jsonApiErrorDocument(status, errors), status, headers);
}

/** RFC 6901 JSON pointer for a path such as `['data', 'attributes', 'first-name']`. */
export function jsonPointer(path: readonly PropertyKey[]): string {
  return path
    .map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`)
    .join('');
}

/** JSON:API errors for zod issues, in schema order, so the first one names the first bad field. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): ErrorInput[] {
  return issues.slice(0, MAX_REPORTED_ISSUES).map((issue) => {
    // Point at the unknown key itself rather than at the object holding it.
    const path =
      issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined
        ? [...issue.path, issue.keys[0]]
        : issue.path;
    return {
      code: issue.code,
      title: 'Invalid request body',
      detail: issue.message,
      pointer: jsonPointer(path),
    };
  });
}

/** Outcome of reading a JSON request body: the parsed value, or the error response to send. */
export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

const UTF8_CHARSETS = new Set(['utf-8', 'utf8']);

/** The value of one parameter (e.g. `charset`) of a media type, unquoted and lower-cased. */
export function mediaTypeParameter(contentType: string, name: string): string | undefined {
  for (const part of contentType.split(';').slice(1)) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim().toLowerCase() !== name) continue;
    return part
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
  }
  return undefined;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL, or a UTF-16 surrogate without its partner: text no store or screen should receive. */
function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** One step of a JSON path, linked to its parent so a deep walk never copies paths. */
interface PathStep {
  key: PropertyKey;
  parent: PathStep | undefined;
}

function pathOf(step: PathStep | undefined): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let current = step; current !== undefined; current = current.parent) {
    path.push(current.key);
  }
  return path.reverse();
}

/** Deepest nesting of arrays and objects a request body may have; a lead needs 5. */
const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `MAX_JSON_DEPTH`, counting brackets
 * outside strings. Read before parsing, so nothing (the parser, the hash of an idempotent request,
 * the schema) ever walks a deeper document.
 */
export function isTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** Keys that could reach an object's prototype wherever a body is merged or copied. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor']);

/** What is wrong at a place in a body, as `findUnsafePart` reports it. */
export type UnsafePart = { kind: 'text' | 'key'; path: PropertyKey[] };

/**
 * The first place, in document order, where a string (value or key) holds a NUL character or a
 * lone surrogate (for a bad key, the object holding it), or a key could reach a prototype
 * (`__proto__`, `constructor`; the path names the key); undefined when there is
 * none. Walks iteratively, so no nesting depth can exhaust the stack.
 */
export function findUnsafePart(value: unknown): UnsafePart | undefined {
  const pending: { value: unknown; at: PathStep | undefined }[] = [{ value, at: undefined }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value: current, at } = item;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return { kind: 'text', path: pathOf(at) };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index] as unknown, at: { key: index, parent: at } });
      }
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        if (isUnsafeText(key)) return { kind: 'text', path: pathOf(at) };
        if (PROTOTYPE_KEYS.has(key)) return { kind: 'key', path: pathOf({ key, parent: at }) };
      }
      for (const [key, child] of entries.reverse()) {
        pending.push({ value: child as unknown, at: { key, parent: at } });
      }
    }
  }
  return undefined;
}

function refused(c: Context, status: ContentfulStatusCode, error: ErrorInput): JsonBodyResult {
  return { ok: false, response: jsonApiErrors(c, status, [error]) };
}

/**
 * Reads a JSON (or JSON:API) request body. A wrong media type is 415; a `charset` other than
 * UTF-8, bytes that are not UTF-8, an empty body, nesting deeper than `MAX_JSON_DEPTH`, malformed
 * JSON, strings holding NUL characters or lone surrogates, and prototype keys are 400 with a
 * pointer.
 */
export async function readJsonBody(c: Context): Promise<JsonBodyResult> {
  const contentType = c.req.header('Content-Type') ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_REQUEST_MEDIA_TYPES.has(mediaType)) {
    return refused(c, 415, {
      code: 'unsupported_media_type',
      title: 'Unsupported media type',
      detail: `Send the body as ${JSON_API_MEDIA_TYPE}.`,
    });
  }
  const charset = mediaTypeParameter(contentType, 'charset');
  if (charset !== undefined && !UTF8_CHARSETS.has(charset)) {
    return refused(c, 400, {
      code: 'unsupported_charset',
      title: 'Unsupported character set',
      detail: 'Send the body as UTF-8 (charset=utf-8, or no charset).',
      pointer: '',
    });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await c.req.arrayBuffer());
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return refused(c, 400, {
      code: 'invalid_utf8',
      title: 'Invalid UTF-8',
      detail: 'The request body is not valid UTF-8.',
      pointer: '',
    });
  }
  if (text.trim() === '') {
    return refused(c, 400, {
      code: 'empty_body',
      title: 'Empty request body',
      detail: 'The request has no body.',
      pointer: '',
    });
  }
  if (isTooDeep(text)) {
    return refused(c, 400, {
      code: 'too_deep',
      title: 'Nested too deeply',
      detail: `Arrays and objects may be nested at most ${MAX_JSON_DEPTH} levels deep.`,
      pointer: '',
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return refused(c, 400, {
      code: 'malformed_json',
      title: 'Malformed JSON',
      detail: 'The request body is not valid JSON.',
      pointer: '',
    });
  }
  const unsafe = findUnsafePart(value);
  if (unsafe?.kind === 'text') {
    return refused(c, 400, {
      code: 'invalid_characters',
      title: 'Invalid characters',
      detail: 'Text must not contain NUL characters or unpaired surrogates.',
      pointer: jsonPointer(unsafe.path),
    });
  }
  if (unsafe?.kind === 'key') {
    return refused(c, 400, {
      code: 'forbidden_key',
      title: 'Forbidden key',
      detail: 'Keys named __proto__ or constructor are not accepted.',
      pointer: jsonPointer(unsafe.path),
    });
  }
  return { ok: true, value };
}

/** Checks `X-Client-Id` against the configured client; returns the 400 response when it is wrong. */
export function checkClientId(c: Context, clientId: string): Response | null {
  const given = c.req.header('X-Client-Id');
  if (given === undefined || given.trim() === '') {
    return jsonApiErrors(c, 400, [
      {
        code: 'missing_client_id',
        title: 'Missing client id',
        detail: 'Send the X-Client-Id header.',
      },
    ]);
  }
  if (given !== clientId) {
    return jsonApiErrors(c, 400, [
      {
        code: 'unknown_client_id',
        title: 'Unknown client id',
        detail: 'The X-Client-Id is not known.',
      },
    ]);
  }
  return null;
}
