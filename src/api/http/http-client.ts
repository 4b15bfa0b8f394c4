import { FetchError, ofetch, type FetchOptions } from 'ofetch';
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
  signal?: AbortSignal;
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
}

/** One ofetch client per backend; retries belong to TanStack Query, so ofetch never retries. */
export function createHttpClient({ baseURL, mode, headers = {} }: HttpClientOptions): HttpClient {
  const jsonApiHeaders: Record<string, string> =
    mode === 'json-api'
      ? { Accept: `${JSON_API_MEDIA_TYPE}, application/json`, 'Content-Type': JSON_API_MEDIA_TYPE }
      : {};
  const fetcher = ofetch.create({
    baseURL,
    retry: 0,
    headers: { ...jsonApiHeaders, ...headers },
  });

  async function send(path: string, fetchOptions: FetchOptions<'json' | 'text'>): Promise<unknown> {
    const deadline = withDeadline(fetchOptions.signal ?? undefined);
    try {
      return await fetcher(path, { ...fetchOptions, signal: deadline.signal });
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
  };
}

/**
 * A signal that aborts with a `TimeoutError` after REQUEST_TIMEOUT_MS, or when the caller's signal
 * aborts. ofetch's own `timeout` applies only to calls without a signal, and TanStack Query passes
 * one to every query, so a stalled configuration or deals call would otherwise hang for ever.
 */
function withDeadline(caller: AbortSignal | undefined): { signal: AbortSignal; clear: () => void } {
  const deadline = new AbortController();
  const timer = setTimeout(() => {
    deadline.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, REQUEST_TIMEOUT_MS);
  return {
    signal: caller ? AbortSignal.any([caller, deadline.signal]) : deadline.signal,
    clear: () => clearTimeout(timer),
  };
}

function toRequestError(error: unknown, url: string, mode: HttpClientOptions['mode']): Error {
  if (!(error instanceof FetchError) || !error.response) {
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

/** The message comes from the response's message, statusText or Message field (spec §8). */
function messageFrom(data: unknown, statusText: string): string {
  if (isRecord(data)) {
    const candidate = data.message ?? data.statusText ?? data.Message;
    if (typeof candidate === 'string' && candidate !== '') return candidate;
  }
  return statusText;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
