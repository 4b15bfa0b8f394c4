import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  ApiError,
  GenericRequestError,
  MAIN_API_ERROR_DESCRIPTION,
  MAIN_API_ERROR_TITLE,
  MainApiError,
  statusCodeFrom,
} from '../../src/api/http/api-errors';
import { createHttpClient } from '../../src/api/http/http-client';

const recorded: Request[] = [];

function answerWith(response: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      recorded.push(new Request(input, init));
      return Promise.resolve().then(response);
    }),
  );
}

function json(body: unknown, status = 200, contentType = 'application/vnd.api+json') {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  recorded.length = 0;
});

const customerSchema = z.object({ data: z.object({ firstName: z.string() }) });

describe('JSON:API mode', () => {
  const client = createHttpClient({ baseURL: 'http://api.test', mode: 'json-api' });

  it('sends the JSON:API headers and camelCases the response before parsing', async () => {
    answerWith(() => json({ data: { 'first-name': 'Ana' } }));
    await expect(client.post('/v1/leads', { a: 1 }, customerSchema)).resolves.toEqual({
      data: { firstName: 'Ana' },
    });
    const request = recorded[0];
    expect(request?.headers.get('accept')).toBe('application/vnd.api+json, application/json');
    expect(request?.headers.get('content-type')).toBe('application/vnd.api+json');
    expect(await request?.text()).toBe('{"a":1}');
  });

  it('reports an error status as MainApiError keeping the first server error id', async () => {
    answerWith(() =>
      json(
        {
          errors: [
            { id: 'err-1', status: '400', title: 'Invalid', detail: 'email is invalid' },
            { id: 'err-2', status: '400', title: 'Invalid' },
          ],
        },
        400,
      ),
    );
    const error = await client.get('/v1/customers', customerSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MainApiError);
    expect(error).toMatchObject({
      id: 'err-1',
      status: 400,
      title: MAIN_API_ERROR_TITLE,
      description: MAIN_API_ERROR_DESCRIPTION,
      message: 'Request failed with status code 400',
    });
    expect((error as MainApiError).details[0]).toMatchObject({ detail: 'email is invalid' });
    expect(MAIN_API_ERROR_TITLE).toBe("Your information hasn't gone through");
    expect(MAIN_API_ERROR_DESCRIPTION).toBe(
      "There's been a problem recording your details. Please try again.",
    );
  });

  it.each([
    [
      'an HTML error page',
      () =>
        new Response('<h1>Bad gateway</h1>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    ],
    [
      'JSON that does not parse',
      () =>
        new Response('{"errors": [', {
          status: 502,
          headers: { 'content-type': 'application/vnd.api+json' },
        }),
    ],
    ['a document without an errors list', () => json({ errors: 'none', message: 'down' }, 502)],
    ['no body', () => new Response(null, { status: 502 })],
  ])(
    'reports an error status with %s as MainApiError without server details',
    async (_, response) => {
      answerWith(response);
      const error = await client.get('/v1/customers', customerSchema).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MainApiError);
      expect(error).toMatchObject({
        id: undefined,
        status: 502,
        details: [],
        message: 'Request failed with status code 502',
      });
    },
  );
});

describe('plain mode', () => {
  const client = createHttpClient({ baseURL: 'http://content.test', mode: 'plain' });

  it('reads keys as they are', async () => {
    answerWith(() => json({ 'meta-description': 'x' }, 200, 'application/json'));
    await expect(
      client.get('/c.json', z.object({ 'meta-description': z.string() })),
    ).resolves.toEqual({ 'meta-description': 'x' });
  });

  it.each([
    [{ message: 'from message' }, 'from message'],
    [{ statusText: 'from statusText' }, 'from statusText'],
    [{ Message: 'from Message' }, 'from Message'],
    [{ message: '', statusText: null, Message: 'from Message' }, 'from Message'],
    [{}, 'Service Unavailable'],
  ])('reports %j as ApiError with the spec message', async (body, text) => {
    answerWith(
      () =>
        new Response(JSON.stringify(body), {
          status: 503,
          statusText: 'Service Unavailable',
          headers: { 'content-type': 'application/json' },
        }),
    );
    const error = await client.get('/c.json', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: `Fetching http://content.test/c.json returned response: Status: 503, Text: ${text}`,
      code: '503 Service Unavailable',
      statusCode: 503,
    });
  });

  it('reports a page read as text with the message of its JSON error answer', async () => {
    answerWith(() => json({ message: 'Page withdrawn' }, 503, 'application/json'));
    const error = await client.getText('/a.html').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message:
        'Fetching http://content.test/a.html returned response: Status: 503, Text: Page withdrawn',
    });
  });

  it('returns HTML as text', async () => {
    answerWith(() => new Response('<p>hi</p>', { headers: { 'content-type': 'text/html' } }));
    await expect(client.getText('/a.html')).resolves.toBe('<p>hi</p>');
  });

  it('reports a response that does not match the schema as a generic error', async () => {
    answerWith(() => json({ unexpected: true }, 200, 'application/json'));
    const error = await client
      .get('/c.json', z.object({ title: z.string() }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenericRequestError);
    expect(error).toMatchObject({ reason: 'unreadable-response' });
  });
});

describe('requests through ofetch', () => {
  it('joins the base URL and path with one slash and encodes the query', async () => {
    const client = createHttpClient({ baseURL: 'http://api.test/v1/', mode: 'plain' });
    answerWith(() => json([], 200, 'application/json'));
    await client.get('/addresses', z.array(z.unknown()), { query: { postcode: 'SW1A 1AA&x' } });
    expect(recorded[0]?.url).toBe('http://api.test/v1/addresses?postcode=SW1A+1AA%26x');
  });

  it('lets a call override a client header, and marks a plain JSON post', async () => {
    const client = createHttpClient({
      baseURL: 'http://api.test',
      mode: 'plain',
      headers: { 'Cache-Control': 'max-age=0', 'X-Client-Id': 'app' },
    });
    answerWith(() => json({ ok: true }, 201, 'application/json'));
    await client.post('/p', { a: 1 }, z.object({ ok: z.boolean() }), {
      headers: { 'cache-control': 'no-cache' },
    });
    const request = recorded[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('cache-control')).toBe('no-cache');
    expect(request?.headers.get('x-client-id')).toBe('app');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('accept')).toBe('application/json');
  });

  it('reads JSON without a content type, text otherwise, and nothing from a 204', async () => {
    const client = createHttpClient({ baseURL: 'http://content.test', mode: 'plain' });
    answerWith(() => new Response('{"a":1}', { headers: { 'content-type': '' } }));
    await expect(client.get('/j', z.object({ a: z.number() }))).resolves.toEqual({ a: 1 });
    answerWith(() => new Response('{"a":1}', { headers: { 'content-type': 'text/plain' } }));
    await expect(client.get('/t', z.string())).resolves.toBe('{"a":1}');
    answerWith(() => new Response(null, { status: 204 }));
    await expect(client.get('/n', z.undefined())).resolves.toBeUndefined();
    expect(recorded.at(-1)?.url).toMatch(/\/n$/);
  });
});

describe('failures without a response are generic errors', () => {
  const client = createHttpClient({ baseURL: 'http://down.test', mode: 'json-api' });

  it('network error', async () => {
    answerWith(() => Promise.reject(new TypeError('fetch failed')));
    const error = await client.get('/x', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenericRequestError);
    expect(error).not.toBeInstanceOf(MainApiError);
    expect(error).toMatchObject({ reason: 'network', message: 'Network Error' });
  });

  it('timeout', async () => {
    answerWith(() => Promise.reject(new DOMException('timed out', 'TimeoutError')));
    await expect(client.get('/x', z.unknown())).rejects.toMatchObject({
      reason: 'timeout',
      message: 'Request timed out',
    });
  });

  it('gives up after 20 seconds', async () => {
    vi.useFakeTimers();
    try {
      // Like fetch: never answers, and rejects with the signal's reason once it aborts.
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_input: RequestInfo | URL, init?: RequestInit) =>
            new Promise((_resolve, reject) => {
              init?.signal?.addEventListener('abort', () => {
                reject(init.signal?.reason as Error);
              });
            }),
        ),
      );
      let settled = false;
      const pending = client
        .get('/x', z.unknown())
        .catch((e: unknown) => e)
        .finally(() => {
          settled = true;
        });
      await vi.advanceTimersByTimeAsync(19_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ reason: 'timeout', message: 'Request timed out' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("holds a caller's signal and the deadline together: either ends the call", async () => {
    /** Like fetch: never answers, and rejects with the signal's reason once it aborts. */
    const hangs = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(init.signal?.reason as Error);
          });
        }),
    );
    vi.stubGlobal('fetch', hangs);
    const caller = new AbortController();
    const aborted = client.get('/x', z.unknown(), { signal: caller.signal });
    caller.abort();
    await expect(aborted).rejects.toMatchObject({ reason: 'abort', message: 'Request aborted' });

    const deadline = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(deadline.signal);
    const late = client.get('/x', z.unknown(), { signal: new AbortController().signal });
    expect(timeout).toHaveBeenCalledWith(20_000);
    deadline.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(late).rejects.toMatchObject({ reason: 'timeout', message: 'Request timed out' });
    timeout.mockRestore();
  });

  it('abort', async () => {
    answerWith(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(client.get('/x', z.unknown())).rejects.toMatchObject({
      reason: 'abort',
      message: 'Request aborted',
    });
  });

  it('never carries the raw exception text (spec §8 "HTTP client")', async () => {
    answerWith(() => Promise.reject(new TypeError('getaddrinfo ENOTFOUND secret.internal')));
    const error = await client.get('/x', z.unknown()).catch((e: unknown) => e);
    expect(String(error)).not.toContain('ENOTFOUND');
    expect((error as Error).message).toBe('Network Error');
  });

  it("reports any non-2xx status as 'Request failed with status code N'", async () => {
    for (const status of [400, 404, 429, 500, 502, 503]) {
      answerWith(() => new Response('<html>Bad gateway</html>', { status }));
      const error = await client.get('/x', z.unknown()).catch((e: unknown) => e);
      expect((error as Error).message).toBe(`Request failed with status code ${status}`);
    }
  });
});

describe('statusCodeFrom', () => {
  it('takes the first three characters of the code, else 500', () => {
    expect(statusCodeFrom('404 Not Found')).toBe(404);
    expect(statusCodeFrom('ECONNRESET')).toBe(500);
    expect(statusCodeFrom('')).toBe(500);
  });
});
