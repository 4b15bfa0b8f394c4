import { ApiError, GenericRequestError, MainApiError, type ServerErrorDetail } from './api-errors';
import { camelizeKeys } from './camelize-keys';
import type { ResponseSchema } from '../schemas/content-readers';

const REQUEST_TIMEOUT_MS = 20_000;
const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

export interface HttpClientOptions {
  baseURL: string;
  /**
   * `json-api`: the main API's mode (spec §7) — JSON:API headers, camelCased responses and
   * failures reported as `MainApiError`. `plain`: everything else, failures as `ApiError`.
   */
  mode: 'json-api' | 'plain';
  headers?: Record<string, string>;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export interface HttpClient {
  /** `schema`: a zod schema, or a zod-free reader (`content-readers.ts`) on content routes. */
  get<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T>;
  getText(path: string, options?: RequestOptions): Promise<string>;
  post<T>(
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    options?: RequestOptions,
  ): Promise<T>;
  /** The URL a request for `path` goes to (e.g. for a `<link rel="preload">` of it). */
  urlOf(path: string): string;
}

/** A response with an error status (4xx or 5xx), with its body read as `read` reads it. */
class StatusError extends Error {
  constructor(
    readonly response: Response,
    readonly data: unknown,
  ) {
    super(`${response.status} ${response.statusText}`);
  }
}

interface SendOptions extends RequestOptions {
  method: 'GET' | 'POST';
  body?: string;
  responseType?: 'text';
}

/** Statuses whose responses have no body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** JSON media types: `application/json` and `application/…+json` (JSON:API's included). */
const JSON_MEDIA_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i;

/**
 * The body as data: JSON (by media type, or when the server names none) is parsed, falling back to
 * the text when it does not parse; any other body is text. Error responses are read the same way,
 * for their messages.
 */
async function read(response: Response, responseType?: 'text'): Promise<unknown> {
  if (NULL_BODY_STATUSES.has(response.status)) return undefined;
  const text = await response.text();
  if (responseType === 'text') return text;
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (mediaType !== '' && !JSON_MEDIA_TYPE.test(mediaType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `baseURL` and `path` joined with one slash between them (a base of '' keeps the path as is). */
function joinUrl(baseURL: string, path: string): string {
  if (baseURL === '' || baseURL === '/') return path;
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function withQuery(url: string, query: Record<string, string> | undefined): string {
  if (!query || Object.keys(query).length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;
}

/**
 * One client per backend, on the platform's `fetch`; retries belong to the remote cache
 * (`remote-cache.ts`), so the client never retries.
 */
export function createHttpClient({ baseURL, mode, headers = {} }: HttpClientOptions): HttpClient {
  const jsonApiHeaders: Record<string, string> =
    mode === 'json-api'
      ? { Accept: `${JSON_API_MEDIA_TYPE}, application/json`, 'Content-Type': JSON_API_MEDIA_TYPE }
      : {};
  const clientHeaders = { ...jsonApiHeaders, ...headers };

  async function send(path: string, options: SendOptions): Promise<unknown> {
    const deadline = withDeadline();
    const requestHeaders = new Headers(clientHeaders);
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      requestHeaders.set(name, value);
    }
    if (options.body !== undefined) {
      if (!requestHeaders.has('content-type'))
        requestHeaders.set('content-type', 'application/json');
      if (!requestHeaders.has('accept')) requestHeaders.set('accept', 'application/json');
    }
    try {
      const response = await fetch(withQuery(joinUrl(baseURL, path), options.query), {
        method: options.method,
        headers: requestHeaders,
        body: options.body,
        signal: deadline.signal,
      });
      const data = await read(response, options.responseType);
      if (response.status >= 400 && response.status < 600) throw new StatusError(response, data);
      return data;
    } catch (error) {
      throw toRequestError(error, baseURL + path, mode);
    } finally {
      deadline.clear();
    }
  }

  function parse<T>(path: string, schema: ResponseSchema<T>, raw: unknown): T {
    const result = schema.safeParse(mode === 'json-api' ? camelizeKeys(raw) : raw);
    if (!result.success) {
      throw new GenericRequestError('unreadable-response', baseURL + path, {
        cause: result.error,
      });
    }
    return result.data;
  }

  return {
    async get(path, schema, options = {}) {
      return parse(path, schema, await send(path, { ...options, method: 'GET' }));
    },
    async getText(path, options = {}) {
      const text = await send(path, { ...options, method: 'GET', responseType: 'text' });
      return typeof text === 'string' ? text : '';
    },
    async post(path, body, schema, options = {}) {
      const payload = JSON.stringify(body);
      return parse(path, schema, await send(path, { ...options, method: 'POST', body: payload }));
    },
    urlOf: (path) => joinUrl(baseURL, path),
  };
}

/** A signal that aborts with a `TimeoutError` after REQUEST_TIMEOUT_MS: no call hangs for ever. */
function withDeadline(): { signal: AbortSignal; clear: () => void } {
  const deadline = new AbortController();
  const timer = setTimeout(() => {
    deadline.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, REQUEST_TIMEOUT_MS);
  return {
    signal: deadline.signal,
    clear: () => clearTimeout(timer),
  };
}

function toRequestError(error: unknown, url: string, mode: HttpClientOptions['mode']): Error {
  if (!(error instanceof StatusError)) {
    return new GenericRequestError(failureReason(error), url, { cause: error });
  }
  const { status, statusText } = error.response;
  const data: unknown = error.data;
  if (mode === 'json-api') return new MainApiError(status, serverErrors(data));
  return new ApiError(url, status, statusText, messageFrom(data, statusText), data);
}

function failureReason(error: unknown): 'network' | 'timeout' | 'abort' {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof Error && cause.name === 'TimeoutError') return 'timeout';
  if (cause instanceof Error && cause.name === 'AbortError') return 'abort';
  return 'network';
}

function serverErrors(data: unknown): ServerErrorDetail[] {
  if (isRecord(data) && Array.isArray(data.errors)) {
    return data.errors.filter(isRecord).map((entry) => ({
      id: stringOrUndefined(entry.id),
      status: stringOrUndefined(entry.status),
      code: stringOrUndefined(entry.code),
      title: stringOrUndefined(entry.title),
      detail: stringOrUndefined(entry.detail),
    }));
  }
  return [];
}

/**
 * The message comes from the response's message, statusText or Message field (spec §8): the first
 * of them that holds text, else the status text.
 */
function messageFrom(data: unknown, statusText: string): string {
  if (isRecord(data)) {
    for (const candidate of [data.message, data.statusText, data.Message]) {
      if (typeof candidate === 'string' && candidate !== '') return candidate;
    }
  }
  return statusText;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
