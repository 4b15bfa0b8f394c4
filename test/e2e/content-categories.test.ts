import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PHONE_VIEWPORT,
  appUrl,
  closePage,
  expectNoAxeViolations,
  gate,
  newPage,
  serverOrigin,
  browserForFile,
} from './support/browser';

const browser = browserForFile();

const SEARCH_HEADING = "Can't find what you're looking for?";
const DEFAULT_TITLE = 'Help & Support - Brightwell Energy';

function main(page: Page): Locator {
  return page.getByRole('main');
}

async function expectCount(locator: Locator, count: number): Promise<void> {
  if (count > 0) await locator.first().waitFor();
  expect(await locator.count()).toBe(count);
}

/**
 * Records the height transitions inside the navigation landmark `name`: the duration of each one
 * that starts, and how many have ended.
 */
async function recordHeightTransitions(page: Page, name: string) {
  await page.evaluate((label) => {
    const record = { durations: [] as number[], ended: 0 };
    Object.assign(window, { __heightTransitions: record });
    const nav = document.querySelector(`nav[aria-label="${label}"]`);
    nav?.addEventListener('transitionrun', (event) => {
      if (!(event instanceof TransitionEvent) || event.propertyName !== 'height') return;
      const transition = document
        .getAnimations()
        .find(
          (animation) =>
            animation instanceof CSSTransition &&
            animation.transitionProperty === 'height' &&
            animation.effect instanceof KeyframeEffect &&
            animation.effect.target === event.target,
        );
      record.durations.push(Number(transition?.effect?.getTiming().duration));
    });
    nav?.addEventListener('transitionend', (event) => {
      if (event instanceof TransitionEvent && event.propertyName === 'height') record.ended += 1;
    });
  }, name);
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __heightTransitions: { durations: number[]; ended: number } })
          .__heightTransitions,
    );
}

/** The dark panel's three common-question cards, then the grouped article cards. */
async function expectCommonQuestions(page: Page, h1: string, articlesTitle: string) {
  await main(page).getByRole('heading', { level: 1, name: h1 }).waitFor();
  const questions = main(page).getByRole('region', { name: 'Common questions' });
  await expectCount(questions.getByRole('heading', { level: 3 }), 3);
  await expectCount(questions.getByRole('img'), 0); // decorative images are hidden from AT
  await main(page).getByRole('heading', { level: 2, name: articlesTitle }).waitFor();
}

async function expectArticleList(page: Page, h1: string, listTitle: string, count: number) {
  await main(page).getByRole('heading', { level: 1, name: h1 }).waitFor();
  const list = main(page).getByRole('region', { name: listTitle }).getByRole('listitem');
  await expectCount(list, count);
}

const layouts: Record<string, (page: Page) => Promise<void>> = {
  'bills-and-payments': async (page) => {
    await expectCommonQuestions(page, 'Bills and payments', 'All bills and payments articles');
    await main(page)
      .getByRole('heading', { name: /The Energy Trust may be able to help/ })
      .waitFor();
    await main(page).getByRole('heading', { level: 2, name: 'Speak. Seek. Save.' }).waitFor();
    await main(page).getByRole('heading', { level: 3, name: 'Get help with debt' }).waitFor();
  },
  'my-account': (page) => expectCommonQuestions(page, 'My account', 'All my account articles'),
  'pay-as-you-go': async (page) => {
    await expectCommonQuestions(page, 'Pay as you go', 'All pay as you go articles');
    await main(page).getByRole('heading', { level: 2, name: 'Speak. Seek. Save.' }).waitFor();
  },
  meters: async (page) => {
    await expectCommonQuestions(page, 'Meters', 'All meters articles');
    const featured = main(page).getByRole('region', { name: 'Economy 7 explained' });
    expect(await featured.getByRole('link').getAttribute('href')).toBe(
      '/help-and-support/energy-tariffs/economy-7-explained',
    );
  },
  emergencies: async (page) => {
    await main(page)
      .getByRole('heading', { level: 1, name: 'What to do in an emergency?' })
      .waitFor();
    const numbers = main(page).getByRole('region', { name: 'Emergency numbers' });
    const phoneLinks = numbers.locator('a[href^="tel:"]');
    await expectCount(phoneLinks, 4);
    expect(
      await phoneLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['tel:0800111999', 'tel:105', 'tel:08081570123', 'tel:0800111999']);
    await numbers.getByRole('link', { name: 'Call 0808 157 0123' }).waitFor();
    await main(page).getByRole('heading', { level: 2, name: 'Safety advice' }).waitFor();
  },
  'helpful-advice': async (page) => {
    await main(page).getByRole('heading', { level: 1, name: 'The Source' }).waitFor();
    await main(page).getByRole('link', { name: 'Visit The Source' }).waitFor();
    // The blog promotion's cards link to external guides (spec §2), and only to them.
    const guides = main(page).getByRole('region', { name: 'Guides from The Source' });
    await expectCount(guides.getByRole('heading', { level: 3 }), 3);
    const guideLinks = await guides
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(guideLinks.every((href) => href?.startsWith('/the-source/'))).toBe(true);
    expect(guideLinks).toContain('/the-source/how-to-bleed-a-radiator');
    const articles = main(page).getByRole('region', { name: 'Help articles' });
    expect(
      await articles.getByRole('link', { name: 'Spotting energy scams' }).getAttribute('href'),
    ).toBe('/help-and-support/helpful-advice/spotting-energy-scams');
  },
  'appliances-and-engineers': (page) =>
    expectArticleList(page, 'Appliances and engineers', 'Appliances and engineers articles', 3),
  breakdowns: (page) => expectArticleList(page, 'Breakdowns', 'Breakdowns articles', 3),
  'smart-home': (page) => expectArticleList(page, 'Hive', 'Smart home articles', 3),
  'homecare-help': async (page) => {
    await expectArticleList(page, 'HomeCare help', 'HomeCare help articles', 3);
    await main(page).getByRole('heading', { level: 3, name: 'Covid updates' }).waitFor();
  },
  'energy-tariffs': (page) =>
    expectArticleList(page, 'Energy tariffs', 'Energy tariffs articles', 4),
  'struggling-to-pay': async (page) => {
    await expectArticleList(page, 'Struggling to pay', 'Help if you are struggling to pay', 5);
    const panel = main(page).getByRole('region', { name: 'Speak. Seek. Save.' });
    expect(await panel.textContent()).toContain('over 300,000 customers');
    await main(page).getByRole('heading', { level: 3, name: 'The Energy Trust' }).waitFor();
  },
};

/**
 * The names of links on the page that share their words but lead to different places (WCAG 2.4.4:
 * a link's name tells where it goes).
 */
function linksNamedAlikeLeadingApart(page: Page): Promise<string[]> {
  return page.locator('a[href]').evaluateAll((links) => {
    const places = new Map<string, Set<string>>();
    for (const link of links as HTMLAnchorElement[]) {
      const name = (link.getAttribute('aria-label') ?? link.textContent).trim();
      const url = new URL(link.href);
      const place = `${url.origin}${url.pathname.replace(/\/$/, '')}`;
      places.set(name, (places.get(name) ?? new Set()).add(place));
    }
    return [...places].filter(([, set]) => set.size > 1).map(([name]) => name);
  });
}

describe('category pages', () => {
  it.each(Object.keys(layouts))(
    '%s shows its layout, the search block and passes axe',
    async (slug) => {
      const page = await newPage(browser());
      await page.goto(appUrl(slug));
      await layouts[slug]?.(page);
      const searchHeading =
        slug === 'emergencies' ? 'Help me with something else?' : SEARCH_HEADING;
      const search = page.getByRole('search', { name: searchHeading });
      await search.getByLabel('Search for a keyword or question').waitFor();
      // The search block is the last thing in the page's main content.
      expect(
        await main(page).evaluate((element) =>
          element.lastElementChild?.querySelector('[role="search"]') ? 'last' : 'not last',
        ),
      ).toBe('last');
      expect(await page.title()).toBe(DEFAULT_TITLE);
      expect(await linksNamedAlikeLeadingApart(page)).toEqual([]);
      await expectNoAxeViolations(page);
      await closePage(page);
    },
  );

  it.each(['bills-and-payments', 'emergencies', 'helpful-advice', 'struggling-to-pay'])(
    '%s works on a phone, with the menu behind a button, and passes axe',
    async (slug) => {
      const page = await newPage(browser(), PHONE_VIEWPORT);
      await page.goto(appUrl(slug));
      await layouts[slug]?.(page);
      const menu = page.getByRole('navigation', { name: 'Help categories' });
      const toggle = menu.getByRole('button', { name: 'Help categories' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.getByRole('link').count()).toBe(0);
      await expectNoAxeViolations(page);
      await toggle.click();
      await menu.getByRole('link', { name: 'Meters' }).click();
      await page.getByRole('heading', { level: 1, name: 'Meters' }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await closePage(page);
    },
  );

  // Card's sheet must follow Paper's, which sets `display: block`; the sheets sit in different chunks.
  it.each(['helpful-advice', 'my-account', 'contact-us'])(
    '%s on a desktop: its cards are laid out as Mantine cards and fill their rows',
    async (slug) => {
      const page = await newPage(browser());
      await page.goto(appUrl(slug));
      const cards = page.locator('.mantine-Card-root');
      expect(await cards.count()).toBeGreaterThan(1);
      expect(
        new Set(
          await cards.evaluateAll((all) => all.map((card) => getComputedStyle(card).display)),
        ),
      ).toEqual(new Set(['flex']));
      const gaps = await page.locator('ul:has(> li.mantine-Card-root)').evaluateAll((lists) =>
        lists.map((list) => {
          const right = Math.max(...[...list.children].map((c) => c.getBoundingClientRect().right));
          return Math.round(list.getBoundingClientRect().right - right);
        }),
      );
      for (const gap of gaps) expect(gap).toBe(0);
      await closePage(page);
    },
  );

  it('opens and closes the phone’s help categories with the keyboard, sliding at the fast speed (spec §9)', async () => {
    const page = await newPage(browser(), PHONE_VIEWPORT);
    await page.goto(appUrl('meters'));
    const menu = page.getByRole('navigation', { name: 'Help categories' });
    const toggle = menu.getByRole('button', { name: 'Help categories' });
    const link = menu.getByRole('link', { name: 'Energy tariffs' });
    await toggle.focus();
    const transitions = await recordHeightTransitions(page, 'Help categories');

    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(transitions).toEqual({ durations: [200], ended: 1 });
    await link.waitFor();

    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(transitions).toEqual({ durations: [200, 200], ended: 2 });
    await link.waitFor({ state: 'hidden' });
    await closePage(page);
  });

  it('lists the help categories in spec order and marks the current one', async () => {
    const page = await newPage(browser());
    await page.goto(appUrl('energy-tariffs'));
    const menu = page.getByRole('navigation', { name: 'Help categories' });
    await menu.getByRole('heading', { level: 2, name: 'Help categories' }).waitFor();
    const links = await menu
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]),
      );
    expect(links).toEqual([
      ['Bills and payments', '/help-and-support/bills-and-payments', null],
      ['My account', '/help-and-support/my-account', null],
      ['Pay as you go', '/help-and-support/pay-as-you-go', null],
      ['PeakSave', '/peaksave', null],
      ['Meters', '/help-and-support/meters', null],
      ['HomeCare help', '/help-and-support/homecare-help', null],
      ['Energy tariffs', '/help-and-support/energy-tariffs', 'page'],
      ['Hive', '/help-and-support/smart-home', null],
      ['Appliances and engineers', '/help-and-support/appliances-and-engineers', null],
      ['Breakdowns', '/help-and-support/breakdowns', null],
      ['The Source', '/help-and-support/helpful-advice', null],
      ['Moved to our new system?', '/support-hub', null],
    ]);
    await closePage(page);
  });

  it('takes its title from the navigation state, else the default title', async () => {
    const page = await newPage(browser());
    await page.goto(appUrl(''));
    await page.getByRole('link', { name: 'Meters', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Meters' }).waitFor();
    await expect.poll(() => page.title()).toBe('Meters - Help & Support - Brightwell Energy');
    await page
      .getByRole('navigation', { name: 'Help categories' })
      .getByRole('link', { name: 'Hive' })
      .click();
    await expect.poll(() => page.title()).toBe('Hive - Help & Support - Brightwell Energy');
    // The history entry keeps the title: a reload, and Back to a page loaded again, find it.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Hive' }).waitFor();
    await expect.poll(() => page.title()).toBe('Hive - Help & Support - Brightwell Energy');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Meters' }).waitFor();
    await expect.poll(() => page.title()).toBe('Meters - Help & Support - Brightwell Energy');

    const direct = await newPage(browser());
    await direct.goto(appUrl('smart-home'));
    await direct.getByRole('heading', { level: 1, name: 'Hive' }).waitFor();
    expect(await direct.title()).toBe(DEFAULT_TITLE);
    // The heading is in the prerendered page; the description follows with the categories list.
    await expect
      .poll(() =>
        direct.evaluate(() =>
          document.querySelector('meta[name="description"]')?.getAttribute('content'),
        ),
      )
      .toBe(
        'Set up your smart thermostat, create heating schedules and get your smart devices back online.',
      );
    await closePage(page);
    await closePage(direct);
  });

  it('shows its authored content at once while the categories list is fetching', async () => {
    const page = await newPage(browser());
    let listed = false;
    const list = gate();
    await page.route('**/help/categories/categories.json', async (route) => {
      await list.opened;
      listed = true;
      await route.continue();
    });
    await page.goto(appUrl('breakdowns'));
    await page.getByRole('heading', { level: 1, name: 'Breakdowns' }).waitFor();
    expect(listed).toBe(false);
    expect(await page.getByRole('status').filter({ hasText: 'Loading help topics' }).count()).toBe(
      0,
    );
    list.open();
    await closePage(page);
  });

  it('sends a category the categories list does not know to the not-found page', async () => {
    const page = await newPage(browser());
    await page.route('**/help/categories/categories.json', async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as { data: { id: string }[] };
      list.data = list.data.filter((category) => category.id !== 'breakdowns');
      await route.fulfill({ response, json: list });
    });
    await page.goto(appUrl('breakdowns'));
    await page.waitForURL(`${serverOrigin()}/page-not-found.html`);
    await closePage(page);
  });
});

describe('search block', () => {
  it('asks for a keyword when empty, then hands the encoded text and path to /search', async () => {
    const page = await newPage(browser());
    await page.goto(appUrl('meters'));
    const field = page.getByLabel('Search for a keyword or question');
    await page.getByRole('button', { name: 'Search' }).click();
    const error = page.getByText('Enter a keyword or question');
    await error.waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/help-and-support/meters');
    await expectNoAxeViolations(page);

    await field.fill('Economy 7 & "smart" meters/£50?');
    await field.press('Enter');
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/search');
    expect(url.search).toBe(
      '?q=Economy%207%20%26%20%22smart%22%20meters%2F%C2%A350%3F&initiated=%2Fhelp-and-support%2Fmeters',
    );
    expect(url.searchParams.get('q')).toBe('Economy 7 & "smart" meters/£50?');
    expect(url.searchParams.get('initiated')).toBe('/help-and-support/meters');
    expect(await page.locator('.search-query').textContent()).toBe(
      'Economy 7 & "smart" meters/£50?',
    );
    await closePage(page);
  });

  it('limits the field to 2000 characters', async () => {
    const page = await newPage(browser());
    await page.goto(appUrl('emergencies'));
    const field = page.getByLabel('Search for a keyword or question');
    expect(await field.getAttribute('maxlength')).toBe('2000');
    expect(await field.getAttribute('required')).not.toBeNull();
    await field.fill('x'.repeat(2500));
    expect((await field.inputValue()).length).toBe(2000);
    await closePage(page);
  });
});
