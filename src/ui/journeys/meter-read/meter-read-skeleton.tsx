import classes from './meter-read-skeleton.module.css';

/**
 * What submit-meter-read shows while the read-week configuration loads: grey shapes the size of
 * the form that follows, hidden from assistive technology and without text, because nothing is
 * said until the configuration decides between the form and the closed message (spec §2).
 */
export function MeterReadSkeleton() {
  return (
    <div className={classes.room} data-testid="meter-read-skeleton">
      <div className={classes.bars} aria-hidden="true">
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
