import { Container } from '@mantine/core';
import '@mantine/core/styles/Container.layer.css';
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  notFound,
  redirect,
  Scripts,
} from '@tanstack/react-router';
import { journeyRoutes } from '../../machines/journey-routes';
import { redirectToPageNotFound } from '../ui/shared/redirect-to-page-not-found';
import { articleQueryBase } from '../api/queries/article-key';
import { categoriesQuery, findListedCategory } from '../api/queries/categories';
import { headerConfigurationQuery } from '../api/queries/header-configuration';
import { outageNoticeQuery } from '../api/queries/outage-notice';
import { meterReadConfigQuery } from '../api/queries/meter-read-config';
import { LoadingSpinner } from '../ui/shared/loading-spinner';
import { SiteLayout } from '../ui/layout/site-layout';
import { leaveSignedInPages, requireSignIn } from '../session/protected-route';
import { journeyStepRoutes, warmMeterReadStep, warmPrefill } from './journey-steps';
import type { RouteParams } from '../journeys/journey-session';
import { dealsPageTitle, helpPageTitle, pageHead, SITE_DESCRIPTION } from '../ui/shared/page-head';
import type { RouterContext } from './router';

/** Failures of these early fetches are handled (and logged) by the screens that use the data. */
const ignore = (): undefined => undefined;

/**
 * What a loader returns for the reads it starts (`queryClient.query`): in the browser nothing, so
 * nothing waits for them (the screens show their own pending state, and a link's preload starts
 * them early); when the router renders a page's HTML at build time, the promise of their end, so
 * the HTML holds the data and the router–Query integration carries it into the page. Stale data is
 * refetched by Query in the browser.
 */
function loadedWith(
  context: RouterContext,
  ...reads: Promise<unknown>[]
): Promise<void> | undefined {
  const settled = Promise.all(reads.map((read) => read.catch(ignore))).then(ignore);
  return context.rendersHtml ? settled : undefined;
}

/**
 * Every page's frame, then the router's scripts: where the build's render writes what it
 * dehydrates for the browser's router (`RouterClient` in `main.tsx`) — the matches and the query
 * client's data. Those scripts remove themselves before the app hydrates.
 */
function Root() {
  return (
    <>
      <SiteLayout />
      <Scripts />
    </>
  );
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The header keeps the room of its configured parts while the configuration loads, so nothing
  // waits for it and nothing shifts when it arrives. A failed call is logged and the header stays
  // the brand bar. The header stays mounted: stale data is refreshed here, on the next navigation.
  loader: ({ context }) =>
    loadedWith(
      context,
      context.queryClient.query(headerConfigurationQuery()).catch((error: unknown) => {
        console.error('Header configuration could not be loaded', error);
      }),
    ),
  // Home's title and the site's description, for every page that gives none of its own.
  head: () => pageHead(helpPageTitle(), SITE_DESCRIPTION),
  component: Root,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // The outage notice has a sized place on the page while it loads (see `OutageNotice`).
  loader: ({ context }) => loadedWith(context, context.queryClient.query(outageNoticeQuery())),
  component: lazyRouteComponent(() => import('../ui/home/home-page'), 'HomePage'),
});

/** Shown while a content screen's code is still downloading (slow connections only). */
function ContentPending() {
  return (
    <Container>
      <LoadingSpinner label="Loading" minHeight="70vh" />
    </Container>
  );
}

// Content routes start their data calls in the loader (`queryClient.query`) without waiting for
// them in the browser (also on link hover, through preloading); the screens show the spec's
// spinners meanwhile. The build waits for them (`loadedWith`).
const categoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$category',
  loader: ({ context }) => loadedWith(context, context.queryClient.query(categoriesQuery())),
  // The list's description when the page loads with it (the built page always does); the title a
  // link handed over in the navigation state the screen gives (`CategoryPage`).
  head: ({ match: { context }, params }) => {
    const list = context.queryClient.getQueryData(categoriesQuery().queryKey);
    const listed = list && findListedCategory(list, params.category);
    return pageHead(helpPageTitle(), listed?.attributes['meta-description']);
  },
  pendingComponent: ContentPending,
  component: lazyRouteComponent(() => import('../ui/category/category-page'), 'CategoryPage'),
});

const articleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$category/$article',
  loader: ({ context, params }) =>
    loadedWith(
      context,
      context.queryClient.query(categoriesQuery()),
      // The article's query brings the HTML parser and sanitiser, so it is loaded lazily too.
      import('../api/queries/article').then(({ articleQuery }) =>
        context.queryClient.query(articleQuery(params.category, params.article)),
      ),
    ),
  // The title the category pages give the article, with the screen's code, and the article's own
  // description when the page loads with the article (the built page always does); the article's
  // own title, and its description when it comes later, the screen gives.
  head: async ({ match: { context }, params }) => {
    const { authoredArticleTitle } = await import('../content/category-pages');
    const page = context.queryClient.getQueryData(
      articleQueryBase(params.category, params.article).queryKey,
    );
    return pageHead(
      helpPageTitle(authoredArticleTitle(`${params.category}/${params.article}`)),
      page?.description,
    );
  },
  pendingComponent: ContentPending,
  component: lazyRouteComponent(() => import('../ui/article/article-page'), 'ArticlePage'),
});

const contactUsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact-us',
  // The meter-read card shows while the read week is open.
  loader: ({ context }) => loadedWith(context, context.queryClient.query(meterReadConfigQuery())),
  head: () => pageHead(helpPageTitle('Contact us')),
  component: lazyRouteComponent(() => import('../ui/contact-us/contact-us-page'), 'ContactUsPage'),
});

/**
 * Parent of the pages that need both sign-in tokens (spec §6). Its guard runs the auth-session
 * chart (loaded with xstate only here): signed in, or a redirect to sign in or to log out; the
 * session's token checks and idle timer stop when the visitor leaves these pages.
 */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: requireSignIn,
  onLeave: leaveSignedInPages,
});

const dealsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/deals',
  loader: ({ context, preload }) => {
    // Fetched only once signed in; a preload (link hover) has not checked the tokens.
    if (preload) return;
    import('../api/queries/deals')
      .then(({ dealsQuery }) => context.queryClient.query(dealsQuery()))
      .catch(ignore);
  },
  // The page's own title follows with its markup.
  head: () => pageHead(dealsPageTitle()),
  pendingComponent: ContentPending,
  component: lazyRouteComponent(() => import('../ui/deals/deals-page'), 'DealsPage'),
});

// Journeys (spec §2, §4). A journey's step routes open its chart in `beforeLoad` (journey-steps.ts):
// the chart accepts the step or the route redirects to the chart's step before anything renders. A
// journey's screens load as one chunk with its first route. Static segments outrank `$complaint`,
// so `complaints/feedback` belongs to the feedback journey.
const complaintScreens = () => import('../ui/journeys/complaint/complaint-screens');
const feedbackScreens = () => import('../ui/journeys/feedback/feedback-screens');
const meterReadScreens = () => import('../ui/journeys/meter-read/meter-read-screens');
const confirmationScreen = () => import('../ui/confirmation/confirmation-page');
const JourneyLayout = lazyRouteComponent(
  () => import('../ui/journeys/shared/journey-layout'),
  'JourneyLayout',
);

/** The layout route a journey's steps share (one actor, one layout; see `JourneyLayout`). */
function journeyLayoutRoute<const Id extends string>(id: Id) {
  return createRoute({
    getParentRoute: () => rootRoute,
    id,
    component: JourneyLayout,
  });
}

const complaintJourneyRoute = journeyLayoutRoute('complaint-journey');

/**
 * An unknown complaint value is a full-page redirect to the site's not-found page (spec §2, §8). The
 * check loads with the journey's code, not in the entry chunk.
 */
async function requireKnownComplaint({ complaint = '' }: RouteParams): Promise<void> {
  const { isComplaintValue } = await complaintScreens();
  if (isComplaintValue(complaint)) return;
  redirectToPageNotFound();
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound() is thrown by design
  throw notFound();
}

const complaintStep = journeyStepRoutes(() => complaintJourneyRoute, 'complaint', complaintScreens);
const selectTypeRoute = createRoute(complaintStep('selectType', 'SelectTypePage'));
// A new visitor's chart sends them back from the later steps, so the build renders none of them.
const selectEnergyRoute = createRoute(
  complaintStep('selectEnergy', 'SelectEnergyPage', { ssr: false }),
);
const complaintDetailsRoute = createRoute(
  complaintStep('complaintDetails', 'DetailsPage', {
    guard: requireKnownComplaint,
    loader: warmPrefill,
  }),
);
const complaintQueryRoute = createRoute(
  complaintStep('complaintQuery', 'QueryPage', {
    guard: requireKnownComplaint,
    ssr: false,
  }),
);

const feedbackJourneyRoute = journeyLayoutRoute('feedback-journey');
const feedbackStep = journeyStepRoutes(() => feedbackJourneyRoute, 'feedback', feedbackScreens);
const feedbackRoute = createRoute(feedbackStep('feedback', 'FeedbackPage'));
const feedbackDetailsRoute = createRoute(
  feedbackStep('feedbackDetails', 'FeedbackDetailsPage', {
    loader: warmPrefill,
    ssr: false,
  }),
);

const meterReadJourneyRoute = journeyLayoutRoute('meter-read-journey');
const meterReadStep = journeyStepRoutes(() => meterReadJourneyRoute, 'meterRead', meterReadScreens);
// The journey starts with the form's URL prefill (spec §3), read when its chart is opened. The build
// renders it with the read week's configuration of that time, which the page carries; the chart
// starts from it and follows the configuration read again in the browser.
const meterReadRoute = createRoute(
  meterReadStep('meterRead', 'MeterReadPage', {
    loader: ({ context }) => loadedWith(context, warmMeterReadStep({ context })),
  }),
);
const meterReadConfirmRoute = createRoute(
  meterReadStep('meterReadConfirm', 'MeterReadConfirmPage', { ssr: false }),
);

/**
 * Shown only with the data a journey hands over on success; anyone else goes home (spec §2). The
 * hand-over is in this browser's history state, so it renders only in the browser.
 */
const confirmationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: journeyRoutes.confirmation.path,
  ssr: false,
  pendingComponent: ContentPending,
  beforeLoad: async ({ location }) => {
    const { confirmationFrom, confirmationContent } = await confirmationScreen();
    const confirmation = confirmationFrom(location.state);
    if (confirmation === undefined) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect() is thrown by design
      throw redirect({ to: '/', replace: true });
    }
    return { confirmationHeading: confirmationContent(confirmation.origin).heading };
  },
  head: ({ match }) => pageHead(helpPageTitle(match.context.confirmationHeading)),
  component: lazyRouteComponent(confirmationScreen, 'ConfirmationPage'),
});

export const routeTree = rootRoute.addChildren([
  homeRoute,
  categoryRoute,
  articleRoute,
  contactUsRoute,
  complaintJourneyRoute.addChildren([
    selectTypeRoute,
    selectEnergyRoute,
    complaintDetailsRoute,
    complaintQueryRoute,
  ]),
  feedbackJourneyRoute.addChildren([feedbackRoute, feedbackDetailsRoute]),
  meterReadJourneyRoute.addChildren([meterReadRoute, meterReadConfirmRoute]),
  confirmationRoute,
  signedInRoute.addChildren([dealsRoute]),
]);
