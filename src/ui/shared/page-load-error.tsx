import { Anchor, Container } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { APP_HOME_PATH } from '../../config';
import { focusPageHeading } from './focus-page-heading';
import classes from './page-load-error.module.css';

/**
 * What shows in a page's place when its route could not load, most often its code on a connection
 * that dropped: the site's header and footer stay, with a way on. "Try again" loads the page
 * afresh, as a browser's reload would: a module that failed to load is not fetched again within
 * the same document. The router's own error screen would replace the whole site with a
 * developer's message.
 */
export function PageLoadError({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error('Could not load the page', error);
    focusPageHeading();
  }, [error]);
  return (
    <Container className={classes.page}>
      <h1>Sorry, this page could not be loaded</h1>
      <p>Check your internet connection, then try again.</p>
      <p>
        <Anchor href={window.location.href}>Try again</Anchor>
      </p>
      <p>
        <Anchor href={APP_HOME_PATH}>Go to Help &amp; Support</Anchor>
      </p>
    </Container>
  );
}
