import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import type { JsonApiError } from '../src/api/schemas';

/** Media type of main-API responses (and the preferred request type). */
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

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

/** A JSON:API error document response. */
export function jsonApiErrors(
  c: Context,
  status: ContentfulStatusCode,
  errors: readonly ErrorInput[],
  headers: Record<string, string> = {},
): Response {
  const body: { errors: JsonApiError[] } = {
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
  return jsonApiResponse(c, body, status, headers);
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

/** Reads a JSON (or JSON:API) request body; wrong media type is 415, empty or malformed JSON is 400. */
export async function readJsonBody(c: Context): Promise<JsonBodyResult> {
  const contentType = c.req.header('Content-Type') ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_REQUEST_MEDIA_TYPES.has(mediaType)) {
    return {
      ok: false,
      response: jsonApiErrors(c, 415, [
        {
          code: 'unsupported_media_type',
          title: 'Unsupported media type',
          detail: `Send the body as ${JSON_API_MEDIA_TYPE}.`,
        },
      ]),
    };
  }
  const text = await c.req.text();
  if (text.trim() === '') {
    return {
      ok: false,
      response: jsonApiErrors(c, 400, [
        {
          code: 'empty_body',
          title: 'Empty request body',
          detail: 'The request has no body.',
          pointer: '',
        },
      ]),
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      response: jsonApiErrors(c, 400, [
        {
          code: 'malformed_json',
          title: 'Malformed JSON',
          detail: 'The request body is not valid JSON.',
          pointer: '',
        },
      ]),
    };
  }
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
