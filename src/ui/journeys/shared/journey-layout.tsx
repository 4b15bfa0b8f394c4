import { Container } from '@mantine/core';
import '@mantine/core/styles/Container.layer.css';
import { Outlet } from '@tanstack/react-router';
import { config } from '../../../config';
import journey from './journey.module.css';

/**
 * The layout of every journey (complaint, feedback, meter read): the page width and one readable
 * column. The journey's actor lives in the router's context, not here. The forms need the app, so
 * without JavaScript the column says so and gives the phone number instead.
 */
export function JourneyLayout() {
  return (
    <Container className={journey.page}>
      <div className={journey.column} data-needs-script="">
        <Outlet />
      </div>
      <noscript>
        <p>
          This form needs JavaScript. Turn it on in your browser and reload the page, or call us on{' '}
          {config.phone.customerService}.
        </p>
      </noscript>
    </Container>
  );
}
