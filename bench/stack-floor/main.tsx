/**
 * The named stack's floor (docs/performance.md): the least a page of this stack downloads. A content
 * page (`/`) and a journey step (`/journey-step`), each a route whose component is loaded lazily.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createFloorRouter } from './routes';
import '@mantine/core/styles.css';

const router = createFloorRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>
  </StrictMode>,
);
