import {
  QueryClientProvider,
  hashKey,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/api/queries/query-client';
import { STALE_TIME_MS } from '../../src/api/queries/retry';
import { ShownBeforeAppContext, useQueryAfterHydration } from '../../src/ui/shared/hydration';

/** A query whose calls the test settles by hand. */
function heldQuery(key = 'greeting') {
  const calls: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const queryFn = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  const options = queryOptions({ queryKey: [key], queryFn, retry: false });
  return {
    options,
    queryFn,
    latest: () => {
      const call = calls.at(-1);
      if (!call) throw new Error('No call has started.');
      return call;
    },
  };
}

function Show({ query }: { query: ReturnType<typeof heldQuery>['options'] }) {
  const { data, isPending, isError } = useQueryAfterHydration(query);
  if (isPending) return <p>Loading</p>;
  if (isError) return <p>Failed</p>;
  return <p>{data}</p>;
}

function withClient(queryClient: QueryClient, children: ReactNode, shown?: ReadonlySet<string>) {
  return (
    <QueryClientProvider client={queryClient}>
      <ShownBeforeAppContext value={shown ?? new Set()}>{children}</ShownBeforeAppContext>
    </QueryClientProvider>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useQueryAfterHydration', () => {
  it('shows the pending state, then the data, with one call for every screen that reads it', async () => {
    const { options, queryFn, latest } = heldQuery();
    render(
      withClient(
        createQueryClient(),
        <>
          <Show query={options} />
          <Show query={options} />
        </>,
      ),
    );
    expect(screen.getAllByText('Loading')).toHaveLength(2);
    act(() => latest().resolve('Hello'));
    expect(await screen.findAllByText('Hello')).toHaveLength(2);
    expect(queryFn).toHaveBeenCalledOnce();
  });

  it('shows the failure once the call gives up', async () => {
    const { options, latest } = heldQuery();
    render(withClient(createQueryClient(), <Show query={options} />));
    act(() => latest().reject(new Error('offline')));
    expect(await screen.findByText('Failed')).toBeTruthy();
  });

  it('keeps showing the data it has while a stale query is fetched again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { options, queryFn, latest } = heldQuery();
    const queryClient = createQueryClient();
    queryClient.setQueryData(options.queryKey, 'Old');
    vi.advanceTimersByTime(STALE_TIME_MS);
    render(withClient(queryClient, <Show query={options} />));
    expect(screen.getByText('Old')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledOnce();
    act(() => latest().resolve('New'));
    expect(await screen.findByText('New')).toBeTruthy();
  });

  it('renders the pending state on a server, whatever the client holds (as prerendered pages do)', () => {
    const { options, queryFn } = heldQuery();
    const queryClient = createQueryClient();
    queryClient.setQueryData(options.queryKey, 'Cached');
    expect(renderToString(withClient(queryClient, <Show query={options} />))).toBe(
      '<p>Loading</p>',
    );
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('hydrates with the data the page already shows, and with the pending state otherwise', () => {
    const shown = heldQuery('greeting');
    const cached = heldQuery('farewell');
    const queryClient = createQueryClient();
    queryClient.setQueryData(shown.options.queryKey, 'Shown before the app');
    queryClient.setQueryData(cached.options.queryKey, 'Only cached');
    const page = (
      <>
        <Show query={shown.options} />
        <Show query={cached.options} />
      </>
    );
    const shownBeforeApp = new Set([hashKey(shown.options.queryKey)]);
    expect(renderToString(withClient(queryClient, page, shownBeforeApp))).toBe(
      '<p>Shown before the app</p><p>Loading</p>',
    );
  });
});
