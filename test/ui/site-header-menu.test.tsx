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
import { SiteMantineProvider } from '../../src/ui/site-mantine-provider';
import headerConfiguration from '../../server/fixtures/header-configuration.json';

/**
 * The site header in the frame the app gives it: above every screen, so it stays mounted across
 * navigations. The desktop row and the phone's burger are both rendered, and CSS shows the one for
 * the screen: which one shows, and the drawer's focus trap, are tested in Chromium
 * (test/e2e/header-menu.test.ts).
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
    <SiteMantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteMantineProvider>,
  );
  return { router, user: userEvent.setup() };
}

const navigation = () => screen.findByRole('navigation', { name: 'Main menu' });
const section = async (name: string) => within(await navigation()).getByRole('button', { name });
const expanded = (element: HTMLElement) => element.getAttribute('aria-expanded');

describe('site header menu on a desktop', () => {
  it('closes the open section with Escape, returning focus to its button', async () => {
    const { user } = renderHeader();
    await user.click(await section('Energy'));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Gas and electricity tariffs');

    await user.keyboard('{Escape}');
    expect(expanded(await section('Energy'))).toBe('false');
    expect(document.activeElement).toBe(await section('Energy'));
  });

  it('closes when Tab takes focus past its last link to the page', async () => {
    const { user } = renderHeader();
    await user.click(await section('Help & Support'));
    // The section's five links, its "All of" link, the menu banner's link, then the page.
    for (let presses = 0; presses < 7; presses += 1) await user.tab();
    expect(document.activeElement?.textContent).toBe('Compare boiler cover');
    expect(expanded(await section('Help & Support'))).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Winter tips');
    expect(expanded(await section('Help & Support'))).toBe('false');
  });

  it('closes on a click elsewhere on the page, but not on a click inside the open section', async () => {
    const { user } = renderHeader();
    await user.click(await section('Energy'));
    await user.click(
      screen.getByText('Gas and electricity tariffs').closest('ul') ?? document.body,
    );
    expect(expanded(await section('Energy'))).toBe('true');

    await user.click(screen.getByRole('heading', { name: 'Contact us' }));
    expect(expanded(await section('Energy'))).toBe('false');
  });

  it('is closed on the page the logo leads to, and after Back', async () => {
    const { router, user } = renderHeader();
    await user.click(await section('Energy'));
    await user.click(screen.getByRole('link', { name: /Help & Support home$/ }));
    await screen.findByRole('heading', { level: 1, name: 'Help & Support' });
    expect(expanded(await section('Energy'))).toBe('false');

    await user.click(await section('Smart home'));
    router.history.back();
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(expanded(await section('Smart home'))).toBe('false');
  });
});

describe('site header menu on a phone', () => {
  it('is behind a burger that names the menu it controls and says whether it is open', async () => {
    const { user } = renderHeader();
    const burger = await screen.findByRole('button', { name: 'Open menu' });
    const controlled = () => document.getElementById(burger.getAttribute('aria-controls') ?? '');
    expect(expanded(burger)).toBe('false');
    expect(controlled()).toBeNull();

    await user.click(burger);
    expect(expanded(burger)).toBe('true');
    expect(burger.getAttribute('aria-label')).toBe('Close menu');
    const drawer = await screen.findByRole('dialog');
    const menu = within(drawer).getByRole('navigation', { name: 'Main menu' });
    expect(controlled()).toBe(menu);
    await user.click(within(menu).getByRole('button', { name: 'Energy' }));
    expect(expanded(within(menu).getByRole('button', { name: 'Energy' }))).toBe('true');
  });
});
