import { LoadingSpinner } from '../../shared/loading-spinner';

/**
 * Where a journey's step goes until its chart has accepted the URL in the browser: the step's
 * page as the build renders it, and a step whose code is still downloading. A viewport tall, as
 * the step's column is (`journey.module.css`).
 */
export function StepPending() {
  return <LoadingSpinner label="Loading" minHeight="100vh" />;
}
