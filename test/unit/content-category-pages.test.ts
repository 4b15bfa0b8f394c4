import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findListedArticle, findListedCategory } from '../../src/api/queries/categories';
import type { CategoriesResponse } from '../../src/api/schemas/categories';
import {
  CATEGORY_SLUGS,
  categoryLayout,
  categoryPromos,
  findHelpCategory,
  searchBlockHeading,
} from '../../src/content/category-pages';
import { helpCategories, sideMenuCategories } from '../../src/content/help-categories';

const fixture = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../server/fixtures/categories.json'), 'utf8'),
) as CategoriesResponse;

describe('category layouts (spec §2)', () => {
  it.each([
    ['bills-and-payments', 'common-questions'],
    ['my-account', 'common-questions'],
    ['pay-as-you-go', 'common-questions'],
    ['meters', 'common-questions'],
    ['emergencies', 'emergencies'],
    ['helpful-advice', 'blog'],
    ['appliances-and-engineers', 'article-list'],
    ['breakdowns', 'article-list'],
    ['smart-home', 'article-list'],
    ['homecare-help', 'article-list'],
    ['energy-tariffs', 'article-list'],
    ['struggling-to-pay', 'article-list'],
    ['anything-else', 'search-landing'],
  ])('%s uses the %s layout', (slug, layout) => {
    expect(categoryLayout(slug)).toBe(layout);
  });

  it('has static data of the right shape for each of the 12 slugs', () => {
    expect(CATEGORY_SLUGS).toHaveLength(12);
    for (const slug of CATEGORY_SLUGS) {
      const category = findHelpCategory(slug);
      expect(category, slug).toBeDefined();
      if (categoryLayout(slug) === 'common-questions') {
        expect(category?.categoryData?.commonQuestions, slug).toHaveLength(3);
      } else {
        expect(category?.articles?.length, slug).toBeGreaterThan(0);
      }
    }
    expect(findHelpCategory('meters')?.categoryData?.lastArticle).toBeDefined();
  });

  it("gives each of home's main tiles an icon of its own, so tiles are told apart at a glance", () => {
    const mainIcons = helpCategories.filter((c) => c.mainCategory).map((c) => c.decoration);
    expect(mainIcons).toHaveLength(12);
    expect(new Set(mainIcons).size).toBe(mainIcons.length);
  });

  it('knows no in-app category for external entries', () => {
    expect(findHelpCategory('/peaksave')).toBeUndefined();
    expect(findHelpCategory('peaksave')).toBeUndefined();
  });

  it('heads the search block per category', () => {
    expect(searchBlockHeading('emergencies')).toBe('Help me with something else?');
    expect(searchBlockHeading('meters')).toBe("Can't find what you're looking for?");
  });

  it('puts the promotions where spec §2 asks', () => {
    expect(categoryPromos('bills-and-payments')).toEqual({
      energyTrust: true,
      speakSeekSave: 'light',
    });
    expect(categoryPromos('pay-as-you-go')).toEqual({ energyTrust: false, speakSeekSave: 'light' });
    expect(categoryPromos('struggling-to-pay')).toEqual({
      energyTrust: false,
      speakSeekSave: 'navy',
    });
    expect(categoryPromos('meters')).toEqual({ energyTrust: false });
  });

  it('lists the side menu in spec order without struggling-to-pay', () => {
    expect(sideMenuCategories.map((category) => category.link)).toEqual([
      'bills-and-payments',
      'my-account',
      'pay-as-you-go',
      '/peaksave',
      'meters',
      'homecare-help',
      'energy-tariffs',
      'smart-home',
      'appliances-and-engineers',
      'breakdowns',
      'helpful-advice',
      '/support-hub',
    ]);
  });
});

describe('static article links against the categories list', () => {
  it('names only articles the server lists', () => {
    const links = helpCategories.flatMap((category) => [
      ...(category.categoryData?.commonQuestions ?? [])
        .filter((q) => !q.externalLink)
        .map((q) => q.link),
      ...(category.categoryData?.allArticles ?? []).flatMap((group) =>
        group.articleLinks.filter((a) => !a.externalLink).map((a) => a.link),
      ),
      ...(category.categoryData?.lastArticle ? [category.categoryData.lastArticle.link] : []),
      ...(category.articles ?? []).filter((a) => !a.externalLink).map((a) => a.path),
    ]);
    expect(links.length).toBeGreaterThan(40);
    const missing = links.filter((link) => {
      const [category = '', article = ''] = link.split('/');
      return findListedArticle(fixture, category, article) === undefined;
    });
    expect(missing).toEqual([]);
  });
});

describe('categories list lookups (spec §3)', () => {
  const list: CategoriesResponse = {
    data: [
      {
        id: 'meters',
        attributes: { title: 'Meters', 'meta-description': 'About meters' },
      },
    ],
    included: [
      {
        attributes: { category: 'meters', articles: [{ label: 'faulty-meter' }] },
      },
      {
        attributes: { category: 'ghosts', articles: [{ label: 'boo' }] },
      },
    ],
  };

  it('finds a category by id', () => {
    expect(findListedCategory(list, 'meters')?.attributes['meta-description']).toBe('About meters');
    expect(findListedCategory(list, 'nope')).toBeUndefined();
  });

  it('finds an article only by a label of its own category', () => {
    expect(findListedArticle(list, 'meters', 'faulty-meter')).toEqual({ label: 'faulty-meter' });
    expect(findListedArticle(list, 'meters', 'boo')).toBeUndefined();
    expect(findListedArticle(list, 'ghosts', 'boo')).toBeUndefined();
    expect(findListedArticle(list, 'meters', 'Faulty-Meter')).toBeUndefined();
  });
});
