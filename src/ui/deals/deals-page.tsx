import { useEffect } from 'react';
import { useRemote } from '../../api/http/use-remote';
import { config } from '../../config';
import { ContentHtml } from '../shared/content-html';
import { LoadingSpinner } from '../shared/loading-spinner';
import { dealsPageTitle } from '../shared/page-head';
import { useLiveDescription, useLiveTitle } from '../shared/live-head';
import { addNucleusScripts } from '../shared/nucleus-scripts';
import { dealsRead } from '../../api/queries/deals';
import classes from './deals-page.module.css';

/**
 * The signed-in deals page (spec §2 "deals", §7): the route's auth-session guard has found both
 * tokens before this renders. The deals markup is fetched, sanitised and shown; content flagged as
 * interactive gets the two nucleus scripts. A failed fetch is logged only, with no message (§8).
 */
export function DealsPage() {
  const deals = useRemote(dealsRead());
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
        <div className={`page-container ${classes.heroInner}`}>
          <h1 id="deals-heading" className={classes.title}>
            {page?.title || 'Your deals'}
          </h1>
          <p className={classes.signedIn}>
            You&apos;re signed in.{' '}
            <a href={config.identity.logoutUrl} className={classes.signOut}>
              Sign out
            </a>
          </p>
        </div>
      </div>
      <div className="page-container">
        <div className={classes.body}>
          {deals.isPending && <LoadingSpinner label="Loading your deals" minHeight={360} />}
          {page && (
            <article aria-labelledby="deals-heading" className={classes.article}>
              <ContentHtml markup={page.markup} />
            </article>
          )}
        </div>
      </div>
    </>
  );
}
