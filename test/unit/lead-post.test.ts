/**
 * Which spec §8 alert a failed complaint or feedback lead post shows: the answers the leads API
 * (or the way to it) can give, through the real HTTP client, told as the charts' failure kinds.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadPostFailure, type LeadPostFailureKind } from '../../machines/journey-kernel';
import { postJourneyLead } from '../../src/journeys/lead-post';
import { complaintLead } from '../server/lead-examples';

afterEach(() => {
  vi.unstubAllGlobals();
});

const errorsDocument = (status: number) =>
  JSON.stringify({ errors: [{ id: `err-${status}`, status: String(status), title: 'Refused' }] });

function answer(status: number, body: string, contentType = 'application/vnd.api+json') {
  return () =>
    Promise.resolve(new Response(body, { status, headers: { 'content-type': contentType } }));
}

/** The kind of failure a post answered by `respond` rejects with. */
async function failureKindOf(respond: () => Promise<Response>): Promise<LeadPostFailureKind> {
  vi.stubGlobal('fetch', vi.fn(respond));
  const failure: unknown = await postJourneyLead(complaintLead(), 'key').catch(
    (error: unknown) => error,
  );
  if (!(failure instanceof LeadPostFailure)) throw new Error('expected a LeadPostFailure');
  return failure.kind;
}

describe('a failed lead post', () => {
  it.each<[string, () => Promise<Response>]>([
    ['500 without a body', answer(500, '', 'text/plain')],
    ['500 with a JSON:API errors document', answer(500, errorsDocument(500))],
    ['503 without a body', answer(503, '', 'text/plain')],
    ['503 with a JSON:API errors document', answer(503, errorsDocument(503))],
    ["a gateway's HTML 502", answer(502, '<h1>Bad Gateway</h1>', 'text/html')],
    ['a 4xx without an errors document', answer(404, '<h1>Not Found</h1>', 'text/html')],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'an aborted request',
      () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    ],
    ['an unreadable success', answer(201, '{"data": ')],
  ])('%s: the technical-problems alert', async (_name, respond) => {
    expect(await failureKindOf(respond)).toBe('technical');
  });

  it.each([400, 409, 422, 429])(
    '%i with a JSON:API errors document: the main API error',
    async (status) => {
      expect(await failureKindOf(answer(status, errorsDocument(status)))).toBe('notRecorded');
    },
  );

  it('keeps the refusal as its cause, with the first error id and its details', async () => {
    vi.stubGlobal('fetch', vi.fn(answer(422, errorsDocument(422))));
    const failure: unknown = await postJourneyLead(complaintLead(), 'key').catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      kind: 'notRecorded',
      cause: { name: 'MainApiError', id: 'err-422', status: 422, details: [{ id: 'err-422' }] },
    });
  });
});
