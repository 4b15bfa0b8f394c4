import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RemoteCache, type RemoteRead } from '../../src/api/http/remote-cache';
import { RemoteCacheContext, useRemote } from '../../src/api/http/use-remote';

/** A read whose call the test settles by hand. */
function heldRead() {
  let settle: { resolve: (value: string) => void; reject: (error: Error) => void } | undefined;
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  const read: RemoteRead<string> = { key: 'greeting', load, retry: () => false };
  return {
    read,
    load,
    settle: () => {
      if (!settle) throw new Error('The call has not started.');
      return settle;
    },
  };
}

function Show({ read, enabled }: { read: RemoteRead<string>; enabled?: boolean }) {
  const { data, isPending, isError } = useRemote(read, enabled === undefined ? {} : { enabled });
  if (isPending) return <p>Loading</p>;
  if (isError) return <p>Failed</p>;
  return <p>{data}</p>;
}

function withCache(remote: RemoteCache, children: ReactNode) {
  return <RemoteCacheContext value={remote}>{children}</RemoteCacheContext>;
}

describe('useRemote', () => {
  it('shows the pending state, then the data, with one call for every screen that reads it', async () => {
    const { read, load, settle } = heldRead();
    render(
      withCache(
        new RemoteCache(),
        <>
          <Show read={read} />
          <Show read={read} />
        </>,
      ),
    );
    expect(screen.getAllByText('Loading')).toHaveLength(2);
    await act(async () => {
      settle().resolve('Hello');
      await Promise.resolve();
    });
    expect(screen.getAllByText('Hello')).toHaveLength(2);
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows the failure once the call gives up', async () => {
    const { read, settle } = heldRead();
    render(withCache(new RemoteCache(), <Show read={read} />));
    await act(async () => {
      settle().reject(new Error('offline'));
      await Promise.resolve();
    });
    expect(screen.getByText('Failed')).toBeTruthy();
  });

  it('makes no call while it is not enabled', () => {
    const { read, load } = heldRead();
    render(withCache(new RemoteCache(), <Show read={read} enabled={false} />));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('renders the pending state on a server, whatever the cache holds (as prerendered pages do)', () => {
    const remote = new RemoteCache();
    const { read, load } = heldRead();
    remote.set(read.key, 'Cached');
    expect(renderToString(withCache(remote, <Show read={read} />))).toBe('<p>Loading</p>');
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates with the data the page already shows, and with the pending state otherwise', () => {
    const { read, load } = heldRead();
    const other: RemoteRead<string> = { ...read, key: 'farewell' };
    const remote = new RemoteCache();
    remote.adoptFromPage(read.key, 'Shown before the app');
    remote.set(other.key, 'Only cached');
    const page = (
      <>
        <Show read={read} />
        <Show read={other} />
      </>
    );
    expect(renderToString(withCache(remote, page))).toBe(
      '<p>Shown before the app</p><p>Loading</p>',
    );
    expect(load).not.toHaveBeenCalled();
  });
});
