import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense, lazy } from 'react';
import type { createAppRouter } from './routes/router';
import { ShownBeforeAppContext } from './ui/shared/hydration';
import { SiteMantineProvider } from './ui/site-mantine-provider';
import './ui/styles.css';

type AppRouter = ReturnType<typeof createAppRouter>;

interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
  /** The query hashes of the data the page showed before the app ran (`before-app.ts`). */
  shownBeforeApp?: ReadonlySet<string>;
}

/** TanStack Query's devtools: in development only, loaded lazily; a build has none of their code. */
const QueryDevtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-query-devtools').then(({ ReactQueryDevtools }) => ({
        default: ReactQueryDevtools,
      })),
    )
  : undefined;

const nothingShown: ReadonlySet<string> = new Set();

/**
 * The app for one router and one query client. The browser renders it (`main.tsx`), and so does
 * the build, which prerenders the content routes with it (`entry-server.tsx`): both must render the
 * same tree for hydration to succeed.
 */
export function App({ queryClient, router, shownBeforeApp = nothingShown }: AppProps) {
  return (
    <StrictMode>
      <SiteMantineProvider>
        <QueryClientProvider client={queryClient}>
          <ShownBeforeAppContext value={shownBeforeApp}>
            <RouterProvider router={router} />
          </ShownBeforeAppContext>
          {QueryDevtools && (
            <Suspense fallback={null}>
              <QueryDevtools />
            </Suspense>
          )}
        </QueryClientProvider>
      </SiteMantineProvider>
    </StrictMode>
  );
}
