import { Anchor } from '@mantine/core';
import { HeadContent, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { focusPageHeading } from '../shared/focus-page-heading';
import { APP_READY_ATTRIBUTE } from '../shared/hydration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-layout.module.css';

const MAIN_CONTENT_ID = 'main-content';

/**
 * After an in-app navigation to another path, focus moves to the new screen's heading, as a page
 * load would start a screen reader on the new page; otherwise it would stay on a link that may be
 * gone. A visitor who has moved focus since the navigation began (a quick Tab into the new screen)
 * or who is typing or choosing in a form field keeps their place, and a page's first load leaves
 * focus to the browser.
 */
function useFocusOnNavigation(): void {
  const router = useRouter();
  useEffect(() => {
    let focusMovedSinceNavigating = false;
    const noteFocusMove = () => {
      focusMovedSinceNavigating = true;
    };
    document.addEventListener('focusin', noteFocusMove);
    const unsubscribeBefore = router.subscribe('onBeforeNavigate', () => {
      focusMovedSinceNavigating = false;
    });
    const unsubscribeResolved = router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
      if (fromLocation === undefined || !pathChanged) return;
      requestAnimationFrame(() => {
        if (focusMovedSinceNavigating) return;
        if (!document.activeElement?.matches('input, select, textarea')) focusPageHeading();
      });
    });
    return () => {
      document.removeEventListener('focusin', noteFocusMove);
      unsubscribeBefore();
      unsubscribeResolved();
    };
  }, [router]);
}

/** Header, the active screen and the footer: the frame of every page (spec §1). */
export function SiteLayout() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  useFocusOnNavigation();
  return (
    <div className={classes.page}>
      {/* React hoists the tags into the document's head; the build moves the server's there. */}
      <HeadContent />
      <Anchor className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </Anchor>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
