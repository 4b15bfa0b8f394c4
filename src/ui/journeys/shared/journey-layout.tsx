import { Outlet } from '@tanstack/react-router';
import journey from './journey.module.css';

/** The frame of every journey step: the page width and one readable column. */
export function JourneyFrame() {
  return (
    <div className={`page-container ${journey.page}`}>
      <div className={journey.column}>
        <Outlet />
      </div>
    </div>
  );
}
