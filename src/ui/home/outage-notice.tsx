import { Alert } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
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
 * in a slot at the foot of the hero that always has a usual notice's room, so its arrival or change
 * moves nothing. It shows its title (a heading) and its whole message at once: a visitor needs no
 * click, and no scrolling inside it, to read what is down. It is a region named by its title, read
 * in the page's order, not a live alert: one would be announced again on every visit to home
 * within the site, over the page's heading.
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
        <Alert
          classNames={classes}
          role="region"
          icon={<WarningIcon />}
          title={fillPlaceholders(data.title)}
          attributes={{ title: { role: 'heading', 'aria-level': 2 } }}
        >
          {fillPlaceholders(data.message)}
        </Alert>
      )}
    </div>
  );
}

function WarningIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 2.5 22.5 21h-21L12 2.5Z" fill="currentColor" />
      <path d="M12 9v5.5M12 17.5v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
