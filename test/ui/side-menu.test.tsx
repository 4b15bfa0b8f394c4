import { useParams } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PHONE_MEDIA_QUERY, SideMenu } from '../../src/ui/side-menu/side-menu';
import { renderWithRouter } from './support/render-with-router';

/** The side menu as the category and article pages use it. */
function MenuScreen() {
  const params = useParams({ strict: false });
  return <SideMenu currentCategory={params.category} onArticle={params.article !== undefined} />;
}

const EXPECTED = [
  ['Bills and payments', '/help-and-support/bills-and-payments'],
  ['My account', '/help-and-support/my-account'],
  ['Pay as you go', '/help-and-support/pay-as-you-go'],
  ['PeakSave', '/peaksave'],
  ['Meters', '/help-and-support/meters'],
  ['HomeCare help', '/help-and-support/homecare-help'],
  ['Energy tariffs', '/help-and-support/energy-tariffs'],
  ['Hive', '/help-and-support/smart-home'],
  ['Appliances and engineers', '/help-and-support/appliances-and-engineers'],
  ['Breakdowns', '/help-and-support/breakdowns'],
  ['The Source', '/help-and-support/helpful-advice'],
  ['Moved to our new system?', '/support-hub'],
];

async function menu() {
  return screen.findByRole('navigation', { name: 'Help categories' });
}

describe('SideMenu', () => {
  it('lists the categories of spec §2 in order, with struggling-to-pay left out', async () => {
    renderWithRouter(MenuScreen, { path: '/meters' });
    const nav = await menu();
    expect(within(nav).getByRole('heading', { level: 2 }).textContent).toBe('Help categories');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(EXPECTED);
    expect(within(nav).queryByText(/struggling/i)).toBeNull();
    expect(within(nav).queryByText(/emergencies/i)).toBeNull();
  });

  it('makes external entries plain links that the router leaves alone', async () => {
    const { router } = renderWithRouter(MenuScreen, { path: '/meters' });
    const nav = await menu();
    for (const name of ['PeakSave', 'Moved to our new system?']) {
      const link = within(nav).getByRole('link', { name });
      expect(link.getAttribute('aria-current')).toBeNull();
      expect(link.getAttribute('data-status')).toBeNull();
    }
    // An internal entry is routed: clicking it changes the router's location without a reload.
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Hive' }));
    expect(router.state.location.pathname).toBe('/smart-home');
    expect(router.state.location.state.title).toBe('Hive');
  });

  it('marks the current category as the page on a category page', async () => {
    renderWithRouter(MenuScreen, { path: '/meters' });
    const nav = await menu();
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
      ['Meters', 'page'],
    ]);
  });

  it('marks the article’s category as the current section on an article page', async () => {
    renderWithRouter(MenuScreen, { path: '/meters/how-to-read-your-meter' });
    const nav = await menu();
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
      ['Meters', 'true'],
    ]);
  });

  it('marks nothing on a category that is not in the menu', async () => {
    renderWithRouter(MenuScreen, { path: '/struggling-to-pay' });
    const nav = await menu();
    expect(nav.querySelector('[aria-current]')).toBeNull();
  });

  it('collapses behind a disclosure button on a phone, opened and closed with the keyboard', async () => {
    window.__matchMediaMatches = (query) => query === PHONE_MEDIA_QUERY;
    renderWithRouter(MenuScreen, { path: '/meters' });
    const nav = await menu();
    const toggle = await within(nav).findByRole('button', { name: 'Help categories' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.tagName).toBe('UL');
    await waitFor(() => expect(within(nav).queryAllByRole('link')).toHaveLength(0));

    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(EXPECTED.length));

    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(within(nav).queryAllByRole('link')).toHaveLength(0));
  });
});
