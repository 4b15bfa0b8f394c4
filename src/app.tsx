import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './api/http/query-client';
import { trackPageViews } from './monitoring/page-tracking';
import { scheduleMonitoring } from './monitoring/schedule-monitoring';
import { createAppRouter } from './routes/router';
import { applyMotionCssVariables } from './ui/motion';
import { applyPaletteCssVariables } from './ui/palette';
import './ui/styles.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
trackPageViews(router);
// Consent gating, RUM and the chat beacon load at idle time after load, never in this chunk.
scheduleMonitoring();
applyPaletteCssVariables(document.documentElement);
applyMotionCssVariables(document.documentElement);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
