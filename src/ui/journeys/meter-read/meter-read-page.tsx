import { useRouter } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import { withoutTrailingSlash } from '../../../journeys/route-sync';
import { useJourneyActor } from '../../../journeys/use-journey-actor';
import journey from '../shared/journey.module.css';
import { useJourneyTitle } from '../shared/use-journey-title';
import { MeterReadForm } from './meter-read-form';
import { MeterReadSkeleton } from './meter-read-skeleton';
import { meterReadTitle } from './meter-read-title';

/**
 * submit-meter-read (spec §2): nothing to read while the read-week configuration loads (an empty
 * skeleton of the form's size holds its place, so nothing moves when it arrives), the "no longer
 * available" message outside the read week, else the form (also while it posts, and with the §8
 * alert after a failed post).
 */
export function MeterReadPage() {
  useWithoutTrailingSlash();
  const actor = useJourneyActor('meterRead');
  const view = useSelector(
    actor,
    (snapshot) => ({
      closed: snapshot.matches('closed'),
      form: snapshot.matches('form') || snapshot.matches('submitting'),
      config: snapshot.context.config,
      prefill: snapshot.context.prefill,
      submitError: snapshot.context.submitError,
      errorTemplate: snapshot.context.errorTemplate,
      busy: snapshot.hasTag('busy'),
      canSubmit: snapshot.can({ type: 'reading.submit', reading: probeReading }),
    }),
    shallowEqual,
  );
  if (view.closed) return <MeterReadClosed />;
  if (!view.form || view.config === null) return <MeterReadSkeleton />;
  return (
    <MeterReadForm
      headingTemplate={view.config.headingTemplate}
      prefill={view.prefill}
      submitError={view.submitError}
      errorTemplate={view.errorTemplate}
      busy={view.busy}
      canSubmit={view.canSubmit}
      onSubmit={(reading) => actor.send({ type: 'reading.submit', reading })}
    />
  );
}

/**
 * `submit-meter-read/` redirects to `submit-meter-read` (spec §2). The router treats both as one
 * location, so a router redirect would not change the URL; the history entry is replaced instead.
 */
function useWithoutTrailingSlash(): void {
  const router = useRouter();
  useLayoutEffect(() => {
    const { publicHref, state } = router.latestLocation;
    const canonical = withoutTrailingSlash(publicHref);
    if (canonical !== publicHref) router.history.replace(canonical, state);
  }, [router]);
}

/** A reading used only to ask the chart whether it takes one now: false while one is posting. */
const probeReading = {
  title: null,
  firstName: '',
  lastName: '',
  telephone: '',
  email: null,
  readingDate: '',
  fuel: 'Gas',
  gas: { accountNumber: '', reading: '' },
} as const;

/** Spec §8 "Meter read window closed". */
function MeterReadClosed() {
  useJourneyTitle(meterReadTitle);
  return (
    <>
      <h1 className={journey.heading}>{meterReadTitle}</h1>
      <p className={journey.lead}>
        We're sorry the online form to submit meter readings is no longer available.
      </p>
      <p className={journey.text}>
        You can still <a href="/meterreads">give us your meter readings in other ways</a>.
      </p>
    </>
  );
}
