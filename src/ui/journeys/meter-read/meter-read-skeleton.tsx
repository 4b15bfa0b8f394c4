import { METER_READ_INTRO_ID, METER_READ_BARS_ID, METER_READ_OPENING_ID } from './meter-read-ids';
import { MeterReadOpening } from './meter-read-opening';
import classes from './meter-read-skeleton.module.css';

/**
 * What submit-meter-read shows while the read-week configuration loads: grey shapes the size of
 * the form that follows, hidden from assistive technology and without text, because nothing is
 * said until the configuration decides between the form and the closed message (spec §2).
 *
 * The form's opening is in the page too, hidden and without its introduction: when the chart has
 * chosen the form before the app runs, `meter-read-before-app.ts` writes the introduction in, shows
 * the opening and takes the bars away (moved down, they would shift); the room stays until the
 * app's form fills it.
 */
export function MeterReadSkeleton() {
  return (
    <div className={classes.room} data-testid="meter-read-skeleton">
      <div id={METER_READ_OPENING_ID} hidden>
        <MeterReadOpening headingTemplate="" introId={METER_READ_INTRO_ID} />
      </div>
      <div id={METER_READ_BARS_ID} className={classes.bars} aria-hidden="true">
        <div className={`${classes.bar} ${classes.heading}`} />
        <div className={`${classes.bar} ${classes.line}`} />
        <div className={`${classes.bar} ${classes.line}`} />
        <div className={`${classes.bar} ${classes.line} ${classes.short}`} />
        {['title', 'first', 'last', 'phone', 'email'].map((field) => (
          <div key={field} className={`${classes.bar} ${classes.field}`} />
        ))}
      </div>
    </div>
  );
}
