import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, lazy, type ReactNode } from 'react';
import { SiteMantineProvider } from './ui/site-mantine-provider';
import './ui/styles.css';

interface AppProps {
  /** The app's query client, which the router provides to the tree (`createAppRouter`). */
  queryClient: QueryClient;
  /** The router's element: `RouterServer` in the build, `RouterClient` or `RouterProvider` in the browser. */
  children: ReactNode;
}

/** TanStack Query's devtools: in development only, loaded lazily; a build has none of their code. */
const QueryDevtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-query-devtools').then(({ ReactQueryDevtools }) => ({
        default: ReactQueryDevtools,
      })),
    )
  : undefined;

/**
 * The app around the router's element. The build renders it (`entry-server.tsx`) and the browser
 * hydrates it (`main.tsx`): both must render the same tree.
 */
export function App({ queryClient, children }: AppProps) {
  return (
    <StrictMode>
      <SiteMantineProvider>
        {children}
        {QueryDevtools && (
          <Suspense fallback={null}>
            <QueryDevtools client={queryClient} />
          </Suspense>
        )}
      </SiteMantineProvider>
    </StrictMode>
  );
}
