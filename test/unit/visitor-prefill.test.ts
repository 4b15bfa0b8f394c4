import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteCache } from '../../src/api/http/remote-cache';
import { visitorPrefill } from '../../src/session/visitor-prefill';

const details = {
  firstName: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  telephoneNumber: '07700 900123',
};

/** A cache whose reads answer with a signed-in customer's details, and the keys it was asked for. */
function remoteWithCustomer() {
  const remote = new RemoteCache();
  const read = vi.spyOn(remote, 'read').mockResolvedValue({ signedIn: true, details });
  return { remote, keys: () => read.mock.calls.map(([request]) => request.key) };
}

describe('visitorPrefill', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing of an anonymous visitor: no lookup, nothing to prefill', async () => {
    vi.stubGlobal('document', { cookie: 'OptanonConsent=groups%3DC0001%3A1' });
    const { remote, keys } = remoteWithCustomer();
    expect(await visitorPrefill(remote)).toEqual({ signedIn: false });
    expect(keys()).toEqual([]);
  });

  it("reads a signed-in visitor's prefill through the cache", async () => {
    vi.stubGlobal('document', { cookie: 'id_token=header.payload.signature' });
    const { remote, keys } = remoteWithCustomer();
    expect(await visitorPrefill(remote)).toEqual({ signedIn: true, details });
    expect(keys()).toEqual(['prefill/token/-']);
  });
});
