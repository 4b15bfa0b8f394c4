import {
  MutationObserver,
  QueryClient,
  type DefaultError,
  type MutationOptions,
} from '@tanstack/react-query';
import { retryDelay, shouldRetry, STALE_TIME_MS } from './retry';

/**
 * The app's one query client, with spec §9's rules as its defaults; a call's own rule is in its
 * `queryOptions` (`src/api/queries/`). Mutations are never retried: a post is sent again only when
 * the visitor sends it again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Runs a post outside React, as a chart's actor does: one mutation with the call's
 * `mutationOptions`, answering its data or rejecting with its error.
 */
export function mutate<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, DefaultError, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}
