import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useLayoutEffect } from 'react';
import { meterReadConfigQuery } from '../../../api/queries/meter-read-config';
import type { MeterReadEvent } from '../../../../machines/meter-read.machine';
import { withoutTrailingSlash } from '../../../journeys/journey-session';
import { useJourneyView } from '../../../journeys/use-journey-view';
import { detailsLegend } from '../shared/contact-fields';
import journey from '../shared/journey.module.css';
import { useAskBeforeLeaving } from '../shared/use-ask-before-leaving';
import { MeterReadForm } from './meter-read-form';
import { MeterReadSkeleton } from './meter-read-skeleton';
import { meterReadTitle } from './meter-read-title';

/**
 * submit-meter-read (spec §2): nothing to read while the read-week configuration loads (an empty
 * skeleton of the form's size holds its place, so nothing moves when it arrives), the "no longer
 * available" message outside the read week, else the view of the chart's form (also while it posts,
 * and with the §8 alert after a failed post).
 */
export function MeterReadPage() {
  useWithoutTrailingSlash();
  const { actor, view } = useJourneyView('meterRead', (snapshot) => ({
    closed: snapshot.matches('closed'),
    showForm: snapshot.matches('form') || snapshot.matches('submitting'),
    config: snapshot.context.config,
    detailsLegend: detailsLegend(snapshot.context.signedIn),
    form: snapshot.context.form,
    today: snapshot.context.today,
    invalid: snapshot.hasTag('invalid'),
    submitError: snapshot.hasTag('failed'),
    errorTemplate: snapshot.context.errorTemplate,
    busy: snapshot.hasTag('busy'),
  }));
  useConfigRefresh(actor);
  useAskBeforeLeaving(view.busy);
  if (view.closed) return <MeterReadClosed />;
  if (!view.showForm || view.config === null) return <MeterReadSkeleton />;
  return (
    <MeterReadForm
      headingTemplate={view.config.headingTemplate}
      detailsLegend={view.detailsLegend}
      form={view.form}
      today={view.today}
      invalid={view.invalid}
      submitError={view.submitError}
      errorTemplate={view.errorTemplate}
      busy={view.busy}
      onChange={(field, value) => actor.send({ type: 'reading.change', field, value })}
      onSubmit={() => actor.send({ type: 'reading.submit' })}
      onDismiss={() => actor.send({ type: 'failure.dismiss' })}
    />
  );
}

/**
 * Query reads a stale configuration again once the page is on screen (a built page carries the
 * build's; contact us may have read it a while ago); its answer goes to the chart, which shows the
 * form or the closed message as it says. A failed read is sent as null: the window is unknown.
 */
function useConfigRefresh(chart: { send(event: MeterReadEvent): void }): void {
  const { data, isError, isFetchedAfterMount } = useQuery(meterReadConfigQuery());
  useEffect(() => {
    if (isError) chart.send({ type: 'config.refresh', config: null });
    else if (isFetchedAfterMount && data !== undefined)
      chart.send({ type: 'config.refresh', config: data });
  }, [chart, data, isError, isFetchedAfterMount]);
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

/** Spec §8 "Meter read window closed". */
function MeterReadClosed() {
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
