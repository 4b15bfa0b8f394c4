import { useEffect, useId, useState } from 'react';
import { outageNoticeQuery } from '../../api/queries/outage-notice';
import { isActiveOutageNotice } from '../../api/schemas/outage-notice';
import { fillPlaceholders } from '../../content/placeholders';
import { useQueryAfterHydration } from '../shared/hydration';
import classes from './outage-notice.module.css';

/**
 * The optional service-outage notice (spec §2 "Home"): title and message when the outage call
 * returns them, nothing when it returns `{}`. A failed call shows nothing and is logged.
 *
 * The notice arrives after the page (it is not in the prerendered HTML), so it sits in a slot at
 * the foot of the hero that always has the room of the closed notice: the page does not move when
 * a notice arrives, nor when none does. Closed, it shows its title (at most two lines on a phone,
 * one wider up) as a disclosure button; opened, the full title and the message.
 */
export function OutageNotice() {
  const query = useQueryAfterHydration(outageNoticeQuery());
  const data = query.data;
  const error = query.error;
  const [open, setOpen] = useState(false);
  const messageId = useId();

  useEffect(() => {
    if (error) console.error('Could not load the service outage notice', error);
  }, [error]);

  return (
    <div className={classes.slot}>
      {data && isActiveOutageNotice(data) && (
        <section
          className={classes.notice}
          aria-labelledby="outage-notice-heading"
          data-open={open}
        >
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
            <button
              type="button"
              className={classes.toggle}
              aria-expanded={open}
              aria-controls={messageId}
              onClick={() => setOpen((value) => !value)}
            >
              <span className={classes.titleText}>{fillPlaceholders(data.title)}</span>
            </button>
          </h2>
          <p id={messageId} className={classes.message} hidden={!open}>
            {fillPlaceholders(data.message)}
          </p>
        </section>
      )}
    </div>
  );
}
