import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Set on `<html>` once the app runs: a prerendered page has been hydrated, or a page rendered. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Header, the active screen and the footer: the frame of every page (spec §1). */
export function SiteLayout() {
  // Until then a prerendered page works as plain HTML (full page loads, a plain search form).
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return (
    <div className={classes.page}>
      <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
