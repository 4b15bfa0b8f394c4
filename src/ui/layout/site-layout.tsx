import { Outlet } from '@tanstack/react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Header, the active screen and the footer: the frame of every page (spec §1). */
export function SiteLayout() {
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
