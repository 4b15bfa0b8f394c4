import { APP_HOME_PATH } from '../../../config';
import { activeTitle } from '../../../journeys/journey-session';
import { useJourneyView } from '../../../journeys/use-journey-view';
import { SiteLink } from '../../shared/site-link';
import journey from '../shared/journey.module.css';

/** submit-meter-read-confirm (spec §2): the view of the chart's `confirmed` state. */
export function MeterReadConfirmPage() {
  const { view } = useJourneyView('meterRead', (snapshot) =>
    snapshot.matches('confirmed')
      ? { title: activeTitle(snapshot) ?? '', reference: snapshot.context.receipt?.id }
      : null,
  );
  if (view === null) return null;
  return <MeterReadConfirmation title={view.title} reference={view.reference} />;
}

function MeterReadConfirmation({
  title,
  reference,
}: {
  title: string;
  reference?: string | undefined;
}) {
  return (
    <>
      <h1 className={journey.heading}>{title}</h1>
      {reference !== undefined && (
        <p className={journey.reference}>
          Your reference number is <strong>{reference}</strong>
        </p>
      )}
      <p className={journey.text}>
        If a bill is due, we'll use your reading for it. If not, we'll use it so that your next bill
        covers only the energy you've used and reflects the new price change.
      </p>
      <p className={journey.text}>If we can't use your reading, we'll contact you.</p>
      <p className={journey.text}>
        <SiteLink href={APP_HOME_PATH}>Back to Help &amp; Support</SiteLink>
      </p>
    </>
  );
}
