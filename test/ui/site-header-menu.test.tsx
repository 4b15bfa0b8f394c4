import { QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { headerConfigurationQuery } from '../../src/api/queries/header-configuration';
import { createQueryClient } from '../../src/api/queries/query-client';
import { headerConfigurationSchema } from '../../src/api/schemas/header-configuration';
import { SiteHeader } from '../../src/ui/layout/site-header';
import headerConfiguration from '../../server/fixtures/header-configuration.json';

/**
 * The site header in the frame the app gives it: above every screen, so it stays mounted across
 * navigations (jsdom has no layout: whether the burger or the sections show is CSS, tested in
 * Chromium by test/e2e/header-menu.test.ts).
 */
function renderHeader() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <SiteHeader />
        <main>
          <Outlet />
        </main>
      </>
    ),
  });
  const screenRoute = (path: string, title: string) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      component: () => (
        <>
          <h1>{title}</h1>
          <a href="#somewhere">A link on the page</a>
        </>
      ),
    });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      screenRoute('/', 'Help & Support'),
      screenRoute('/contact-us', 'Contact us'),
    ]),
    basepath: '/help-and-support',
    history: createMemoryHistory({ initialEntries: ['/help-and-support/contact-us'] }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    headerConfigurationQuery().queryKey,
    headerConfigurationSchema.parse(headerConfiguration),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const burger = () => screen.findByRole('button', { name: /menu$/ });
const section = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('button', { name });
const expanded = (element: HTMLElement) => element.getAttribute('aria-expanded');

describe('site header menu', () => {
  it('closes the open section, then the menu, with Escape, returning focus each time', async () => {
    const { user } = renderHeader();
    await user.click(await burger());
    await user.click(section('Energy'));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Gas and electricity tariffs');

    await user.keyboard('{Escape}');
    expect(expanded(section('Energy'))).toBe('false');
    expect(document.activeElement).toBe(section('Energy'));
    expect(expanded(await burger())).toBe('true');

    await user.keyboard('{Escape}');
    const button = await burger();
    expect(expanded(button)).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Open menu');
    expect(document.activeElement).toBe(button);
  });

  it('closes when Tab takes focus past its last link to the page', async () => {
    const { user } = renderHeader();
    await user.click(await burger());
    await user.click(section('Help & Support'));
    // The section's five links, its "All of" link, the menu banner's link, then the page.
    for (let presses = 0; presses < 7; presses += 1) await user.tab();
    expect(document.activeElement?.textContent).toBe('Compare boiler cover');
    expect(expanded(section('Help & Support'))).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Winter tips');
    expect(expanded(section('Help & Support'))).toBe('false');
    expect(expanded(await burger())).toBe('false');
  });

  it('stays open while focus moves between the burger and the menu, closes when it leaves', async () => {
    const { user } = renderHeader();
    await user.click(await burger());
    await user.tab();
    expect(document.activeElement).toBe(section('Energy'));
    await user.tab({ shift: true });
    expect(expanded(await burger())).toBe('true');
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toContain('Help & Support home');
    expect(expanded(await burger())).toBe('false');
  });

  it('is closed on the page the logo leads to, and after Back', async () => {
    const { router, user } = renderHeader();
    await user.click(await burger());
    await user.click(screen.getByRole('link', { name: /Help & Support home$/ }));
    await screen.findByRole('heading', { level: 1, name: 'Help & Support' });
    expect(expanded(await burger())).toBe('false');

    await user.click(await burger());
    await user.click(section('Smart home'));
    router.history.back();
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(expanded(await burger())).toBe('false');
    expect(expanded(section('Smart home'))).toBe('false');
  });
});
