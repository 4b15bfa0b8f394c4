import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './api/http/query-client';
import { trackPageViews } from './monitoring/page-tracking';
import { createAppRouter } from './routes/router';
import { theme } from './ui/theme';
import './ui/styles.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
trackPageViews(router);

export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
