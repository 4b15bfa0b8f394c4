import { Anchor, Container } from '@mantine/core';
import '@mantine/core/styles/Container.layer.css';
import { Link, useRouterState } from '@tanstack/react-router';
import { confirmationFrom, type ConfirmationState } from '../../journeys/confirmation-state';

/** For the route's `beforeLoad`: loads with this screen rather than in the entry chunk. */
export { confirmationFrom, confirmationContent };
import { confirmationContent } from './confirmation-content';
import classes from './confirmation-page.module.css';

/**
 * confirmation (spec §2): heading, subHeading and response time for the origin path (or 'feedback'),
 * and the id of the response data as the reference number. The route sends visitors without confirmation data home, so this screen only
 * renders with it.
 */
export function ConfirmationPage() {
  const confirmation = useRouterState({
    select: (state) => confirmationFrom(state.location.state),
  });
  if (confirmation === undefined) return null;
  return <Confirmation {...confirmation} />;
}

function Confirmation({ origin, data }: ConfirmationState) {
  const { heading, subHeading, resTime } = confirmationContent(origin);
  return (
    <Container className={classes.page}>
      <div className={classes.panel}>
        <h1 className={classes.heading}>{heading}</h1>
        <p className={classes.reference}>
          Your reference number is <strong>{data.id}</strong>
        </p>
      </div>
      <div className={classes.body}>
        <p className={classes.subHeading}>{subHeading}</p>
        {resTime !== null && <p className={classes.resTime}>{resTime}</p>}
        <p>Keep your reference number in case you need to contact us about this.</p>
        <p>
          <Anchor renderRoot={(props) => <Link {...props} to="/" />}>
            Back to Help &amp; Support
          </Anchor>
        </p>
      </div>
    </Container>
  );
}
