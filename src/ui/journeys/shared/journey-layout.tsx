import { Outlet } from '@tanstack/react-router';
import journey from './journey.module.css';

/**
 * The layout of every journey (complaint, feedback, meter read): the page width and one readable
 * column. The journey's actor lives in the router's context, not here.
 */
export function JourneyLayout() {
  return (
    <div className={`page-container ${journey.page}`}>
      <div className={journey.column}>
        <Outlet />
      </div>
    </div>
  );
}
