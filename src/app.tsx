import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { createAppRouter } from './routes/router';
import './ui/styles.css';

type AppRouter = ReturnType<typeof createAppRouter>;

interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
}

/**
 * The app for one router and one query client. The browser renders it (`main.tsx`), and so does
 * the build, which prerenders the content routes with it (`entry-server.tsx`): both must render the
 * same tree for hydration to succeed.
 */
export function App({ queryClient, router }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
