import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/api/queries/query-client';
import { visitorPrefill } from '../../src/session/visitor-prefill';

const details = {
  firstName: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  telephoneNumber: '',
};

const customer = {
  id: 'c-1',
  type: 'customers',
  attributes: { firstName: 'Ada', surname: 'Lovelace', email: 'ada@example.com' },
};

/** A query client whose fetches answer with a signed-in customer, and the keys it was asked for. */
function queryClientWithCustomer() {
  const queryClient = createQueryClient();
  const query = vi.spyOn(queryClient, 'query').mockResolvedValue([customer]);
  return { queryClient, keys: () => query.mock.calls.map(([options]) => options.queryKey) };
}

describe('visitorPrefill', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing of an anonymous visitor: no lookup, nothing to prefill', async () => {
    vi.stubGlobal('document', { cookie: 'OptanonConsent=groups%3DC0001%3A1' });
    const { queryClient, keys } = queryClientWithCustomer();
    expect(await visitorPrefill(queryClient)).toEqual({ signedIn: false });
    expect(keys()).toEqual([]);
  });

  it("reads a signed-in visitor's prefill through the query client", async () => {
    vi.stubGlobal('document', { cookie: 'access_token=header.payload.signature' });
    const { queryClient, keys } = queryClientWithCustomer();
    expect(await visitorPrefill(queryClient)).toEqual({ signedIn: true, details });
    expect(keys()).toEqual([['customers', 'header.payload.signature']]);
  });
});
