import { Anchor, Container } from '@mantine/core';
import '@mantine/core/styles/Container.layer.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { config } from '../../config';
import { ContentHtml } from '../shared/content-html';
import { LoadingSpinner } from '../shared/loading-spinner';
import { DEALS_FALLBACK_TITLE, dealsPageTitle } from '../shared/page-head';
import { useLiveDescription, useLiveTitle } from '../shared/live-head';
import { addNucleusScripts } from '../shared/nucleus-scripts';
import { dealsQuery } from '../../api/queries/deals';
import classes from './deals-page.module.css';

/**
 * The signed-in deals page (spec §2 "deals", §7): the route's auth-session guard has found both
 * tokens before this renders. The deals markup is fetched, sanitised and shown; content flagged as
 * interactive gets the two nucleus scripts. A failed fetch is logged only, with no message (§8).
 */
export function DealsPage() {
  // Never prerendered (the app shell's page): read as any app screen reads its data.
  const deals = useQuery(dealsQuery());
  const page = deals.data;

  useLiveTitle(dealsPageTitle(page?.title));
  useLiveDescription(page?.description);

  useEffect(() => {
    if (deals.error) console.error('Could not load the deals page', deals.error);
  }, [deals.error]);
  useEffect(() => {
    if (page?.nucleusContent) addNucleusScripts();
  }, [page]);

  return (
    <>
      <div className={classes.hero}>
        <Container className={classes.heroInner}>
          <h1 id="deals-heading" className={classes.title}>
            {page?.title || DEALS_FALLBACK_TITLE}
          </h1>
          <p className={classes.signedIn}>
            You&apos;re signed in.{' '}
            <Anchor href={config.identity.logoutUrl} className={classes.signOut}>
              Sign out
            </Anchor>
          </p>
        </Container>
      </div>
      <Container>
        <div className={classes.body}>
          {deals.isPending && <LoadingSpinner label="Loading your deals" minHeight={360} />}
          {page && (
            <article aria-labelledby="deals-heading" className={classes.article}>
              <ContentHtml markup={page.markup} />
            </article>
          )}
        </div>
      </Container>
    </>
  );
}
