/**
 * The error types of spec §8. Every failure of a call reaches the UI as exactly one of these:
 * - `MainApiError` — the main (JSON:API) API answered with an error status;
 * - `ApiError` — any other backend answered with an error status;
 * - `GenericRequestError` — no answer at all (network error, timeout, abort) or an answer we could
 *   not read.
 */

export const MAIN_API_ERROR_TITLE = "Your information hasn't gone through";
export const MAIN_API_ERROR_DESCRIPTION =
  "There's been a problem recording your details. Please try again.";

export interface ServerErrorDetail {
  id?: string | undefined;
  status?: string | undefined;
  code?: string | undefined;
  title?: string | undefined;
  detail?: string | undefined;
  source?: { pointer?: string | undefined } | undefined;
}

export class MainApiError extends Error {
  override readonly name = 'MainApiError';
  readonly title = MAIN_API_ERROR_TITLE;
  readonly description = MAIN_API_ERROR_DESCRIPTION;
  /** The id of the first error the server returned, kept for support and analytics. */
  readonly id: string | undefined;
  readonly status: number;
  readonly details: readonly ServerErrorDetail[];
  failureCount = 1;

  constructor(status: number, details: readonly ServerErrorDetail[]) {
    // The generic status text of spec §8; the server's own texts stay in `details`.
    super(statusFailureMessage(status));
    this.status = status;
    this.details = details;
    this.id = details[0]?.id;
  }
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Status plus status text, e.g. `404 Not Found`. */
  readonly code: string;
  readonly statusCode: number;
  readonly data: unknown;

  constructor(url: string, status: number, statusText: string, message: string, data: unknown) {
    super(`Fetching ${url} returned response: Status: ${status}, Text: ${message}`);
    this.code = `${status} ${statusText}`.trim();
    this.statusCode = statusCodeFrom(this.code);
    this.data = data;
  }
}

/** The status code is the first three characters of the code, else 500 (spec §8). */
export function statusCodeFrom(code: string): number {
  const prefix = code.slice(0, 3);
  return /^\d{3}$/.test(prefix) ? Number(prefix) : 500;
}

export type GenericRequestFailure = 'network' | 'timeout' | 'abort' | 'unreadable-response';

/** The generic text of a failed status (spec §8 "HTTP client"). */
function statusFailureMessage(status: number): string {
  return `Request failed with status code ${status}`;
}

/**
 * Spec §8 "HTTP client": failures without a usable answer are reported with a fixed generic text,
 * never the underlying exception's (which can carry URLs, hosts or what was sent); the cause is kept.
 */
const genericMessages: Readonly<Record<GenericRequestFailure, string>> = {
  network: 'Network Error',
  timeout: 'Request timed out',
  abort: 'Request aborted',
  'unreadable-response': 'Unreadable response',
};

export class GenericRequestError extends Error {
  override readonly name = 'GenericRequestError';
  readonly reason: GenericRequestFailure;
  readonly url: string;

  constructor(reason: GenericRequestFailure, url: string, options?: { cause?: unknown }) {
    super(genericMessages[reason], options);
    this.reason = reason;
    this.url = url;
  }
}

/** True for errors a retry cannot fix: the server understood the request and refused it. */
export function isClientError(error: unknown): boolean {
  if (error instanceof MainApiError) return error.status >= 400 && error.status < 500;
  if (error instanceof ApiError) return error.statusCode >= 400 && error.statusCode < 500;
  return false;
}
