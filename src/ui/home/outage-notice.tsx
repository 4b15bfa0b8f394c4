import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { outageNoticeQueryOptions } from '../../api/queries/outage-notice';
import { isActiveOutageNotice } from '../../api/schemas/outage-notice';
import { fillPlaceholders } from '../../content/placeholders';
import classes from './outage-notice.module.css';

/**
 * The optional service-outage notice (spec §2 "Home"): title and message when the outage call
 * returns them, nothing when it returns `{}`. A failed call shows nothing and is logged.
 */
export function OutageNotice() {
  const { data, error } = useQuery(outageNoticeQueryOptions());

  useEffect(() => {
    if (error) console.error('Could not load the service outage notice', error);
  }, [error]);

  if (!data || !isActiveOutageNotice(data)) return null;
  return (
    <section className={classes.notice} aria-labelledby="outage-notice-heading">
      <svg
        className={classes.icon}
        viewBox="0 0 24 24"
        width="28"
        height="28"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 2.5 22.5 21h-21L12 2.5Z" fill="currentColor" />
        <path d="M12 9v5.5M12 17.5v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <div>
        <h2 id="outage-notice-heading" className={classes.title}>
          {fillPlaceholders(data.title)}
        </h2>
        <p className={classes.message}>{fillPlaceholders(data.message)}</p>
      </div>
    </section>
  );
}
