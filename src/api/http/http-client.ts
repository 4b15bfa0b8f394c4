import { FetchError, ofetch } from 'ofetch';
import * as z from 'zod/mini';
import { ApiError, GenericRequestError, MainApiError, type ServerErrorDetail } from './api-errors';
import { isRecord } from '../../../machines/is-record';
import { JSON_API_MEDIA_TYPE } from '../schemas/json-api-errors';
import { camelizeKeys } from './camelize-keys';

/** Every call gives up after 20 s ('Request timed out'). */
const REQUEST_TIMEOUT_MS = 20_000;

export interface HttpClientOptions {
  baseURL: string;
  /**
   * `json-api`: the main API's mode (spec §7) — JSON:API headers, camelCased responses and
   * failures reported as `MainApiError`. `plain`: everything else, failures as `ApiError`.
   */
  mode: 'json-api' | 'plain';
  headers?: Record<string, string>;
}

interface RequestOptions {
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** The caller's signal (TanStack Query's, for a cancelled query); the deadline holds as well. */
  signal?: AbortSignal | undefined;
}

interface SendOptions extends RequestOptions {
  method?: 'POST';
  body?: Record<string, unknown>;
  responseType?: 'text';
}

/** The zod schema a response is parsed with (the same objects the server validates with). */
type ResponseSchema<T> = z.core.$ZodType<T>;

export interface HttpClient {
  get<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T>;
  getText(path: string, options?: RequestOptions): Promise<string>;
  post<T>(
    path: string,
    body: Record<string, unknown>,
    schema: ResponseSchema<T>,
    options?: RequestOptions,
  ): Promise<T>;
}

/** `baseURL` and `path` joined with one slash between them (a base of '' keeps the path as is). */
function joinUrl(baseURL: string, path: string): string {
  if (baseURL === '' || baseURL === '/') return path;
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * One client per backend: one `ofetch.create` with the backend's base URL and headers, the 20 s
 * deadline and no retries (TanStack Query decides those, `src/api/queries/query-client.ts`). Every
 * response is parsed with the call's zod schema, and every failure is one of spec §8's errors.
 */
export function createHttpClient({ baseURL, mode, headers = {} }: HttpClientOptions): HttpClient {
  const jsonApiHeaders: Record<string, string> =
    mode === 'json-api'
      ? { Accept: `${JSON_API_MEDIA_TYPE}, application/json`, 'Content-Type': JSON_API_MEDIA_TYPE }
      : {};
  const request = ofetch.create({
    baseURL,
    headers: { ...jsonApiHeaders, ...headers },
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
  });

  async function send(path: string, { signal, ...options }: SendOptions): Promise<unknown> {
    try {
      const data: unknown = await request(path, { ...options, signal: withDeadline(signal) });
      return data;
    } catch (error) {
      throw toRequestError(error, joinUrl(baseURL, path), mode);
    }
  }

  function parse<T>(path: string, schema: ResponseSchema<T>, raw: unknown): T {
    const result = z.safeParse(schema, mode === 'json-api' ? camelizeKeys(raw) : raw);
    if (!result.success) {
      throw new GenericRequestError('unreadable-response', joinUrl(baseURL, path), {
        cause: result.error,
      });
    }
    return result.data;
  }

  return {
    async get(path, schema, options = {}) {
      return parse(path, schema, await send(path, options));
    },
    async getText(path, options = {}) {
      const text = await send(path, { ...options, responseType: 'text' });
      return typeof text === 'string' ? text : '';
    },
    async post(path, body, schema, options = {}) {
      return parse(path, schema, await send(path, { ...options, method: 'POST', body }));
    },
  };
}

/**
 * ofetch's `timeout` holds only for a call without a signal of its own: a caller's signal is
 * combined here with the same deadline, so either ends the call.
 */
function withDeadline(signal: AbortSignal | undefined): AbortSignal | undefined {
  return signal && AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
}

/** The one error mapper: an ofetch failure as the spec §8 error it is. */
function toRequestError(error: unknown, url: string, mode: HttpClientOptions['mode']): Error {
  const response = error instanceof FetchError ? error.response : undefined;
  if (!(error instanceof FetchError) || response === undefined) {
    return new GenericRequestError(failureReason(error), url, { cause: error });
  }
  const { status, statusText } = response;
  const data = jsonOf(error.data);
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

/** An error's body as JSON when a call read as text (`getText`) was answered with JSON. */
function jsonOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
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

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
