import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { outageNoticeQuery } from '../../api/queries/outage-notice';
import { isActiveOutageNotice } from '../../api/schemas/outage-notice';
import { fillPlaceholders } from '../../content/placeholders';
import classes from './outage-notice.module.css';

/**
 * The optional service-outage notice (spec §2 "Home"): title and message when the outage call
 * returns them, nothing when it returns `{}`. A failed call shows nothing and is logged, also
 * when the page held the notice the build read.
 *
 * The prerendered page holds the notice as the build read it, refreshed once the app runs; it sits
 * in a slot at the foot of the hero that always has its room, so its arrival or change moves
 * nothing. It is an alert
 * showing its title and its message at once: a visitor needs no click to read what is down. A
 * message longer than the room scrolls, and takes focus so a keyboard can scroll it.
 */
export function OutageNotice() {
  const query = useQuery(outageNoticeQuery());
  const data = query.data;
  const error = query.error;

  useEffect(() => {
    if (error) console.error('Could not load the service outage notice', error);
  }, [error]);

  return (
    <div className={classes.slot}>
      {!error && data && isActiveOutageNotice(data) && (
        <div role="alert" className={classes.notice} aria-labelledby="outage-notice-heading">
          <svg
            className={classes.icon}
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M12 2.5 22.5 21h-21L12 2.5Z" fill="currentColor" />
            <path d="M12 9v5.5M12 17.5v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <h2 id="outage-notice-heading" className={classes.title}>
            {fillPlaceholders(data.title)}
          </h2>
          {/* A scrolling region must take focus for keyboard users (WCAG 2.1.1). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <p className={classes.message} tabIndex={0}>
            {fillPlaceholders(data.message)}
          </p>
        </div>
      )}
    </div>
  );
}
