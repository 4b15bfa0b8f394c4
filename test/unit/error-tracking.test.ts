import { describe, expect, it } from 'vitest';
import { ApiError, GenericRequestError, MainApiError } from '../../src/api/http/api-errors';
import { trackApiError } from '../../src/monitoring/error-tracking';

/** A window with only what the tracker reads: the page's path and its data layer. */
function pageAt(pathname: string): Window {
  return { location: { pathname } } as unknown as Window;
}

describe('tracking API errors (spec §8: only the main API error is tracked)', () => {
  it('pushes a main API error with its first id and status, the page named without ids', () => {
    const page = pageAt('/help-and-support/confirmation/HS-7K3Q9P2M');
    trackApiError(
      new MainApiError(422, [{ id: 'err-1', detail: 'jo@example.com is taken' }]),
      page,
    );
    expect(page.dataLayer).toEqual([
      {
        event: 'apiError',
        pageName: '/help-and-support/confirmation/:id',
        errorId: 'err-1',
        status: 422,
        failureCount: 1,
      },
    ]);
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a generic request error', new GenericRequestError('timeout', '/v1/leads')],
    ['another API error', new ApiError('/x.json', 500, 'Server Error', 'Server Error', null)],
  ])('tracks nothing for %s', (_name, error) => {
    const page = pageAt('/help-and-support/complaints/gas-and-electricity/query');
    trackApiError(error, page);
    expect(page.dataLayer).toBeUndefined();
  });
});
