import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { RemoteCache } from './api/http/remote-cache';
import { RemoteCacheContext } from './api/http/use-remote';
import type { createAppRouter } from './routes/router';
import { SiteMantineProvider } from './ui/site-mantine-provider';
import './ui/styles.css';

type AppRouter = ReturnType<typeof createAppRouter>;

interface AppProps {
  remote: RemoteCache;
  router: AppRouter;
}

/**
 * The app for one router and one remote-data cache. The browser renders it (`main.tsx`), and so does
 * the build, which prerenders the content routes with it (`entry-server.tsx`): both must render the
 * same tree for hydration to succeed.
 */
export function App({ remote, router }: AppProps) {
  return (
    <StrictMode>
      <SiteMantineProvider>
        <RemoteCacheContext value={remote}>
          <RouterProvider router={router} />
        </RemoteCacheContext>
      </SiteMantineProvider>
    </StrictMode>
  );
}
