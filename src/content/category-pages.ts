// Which landing layout and extra panels each help category shows (spec §2 "{category}").
// Pure lookups over the static help-category data, shared by the category page and the tests.
import { helpCategories, type HelpCategory } from './help-categories';

/**
 * - `common-questions`: dark panel with three common-question cards, then grouped article cards
 *   (plus the featured last article where the data has one);
 * - `emergencies`: hillside banner, emergency cards and safety advice;
 * - `blog`: promotion of the blog with cards linking to its guides;
 * - `article-list`: a bulleted list of the category's articles;
 * - `search-landing`: the generic 'How can we help you today?' landing for any other category.
 */
export type CategoryLayout =
  'common-questions' | 'emergencies' | 'blog' | 'article-list' | 'search-landing';

const layoutBySlug: Readonly<Record<string, CategoryLayout>> = {
  'bills-and-payments': 'common-questions',
  'my-account': 'common-questions',
  'pay-as-you-go': 'common-questions',
  meters: 'common-questions',
  emergencies: 'emergencies',
  'helpful-advice': 'blog',
  'appliances-and-engineers': 'article-list',
  breakdowns: 'article-list',
  'smart-home': 'article-list',
  'homecare-help': 'article-list',
  'energy-tariffs': 'article-list',
  'struggling-to-pay': 'article-list',
};

/** The 12 category slugs that have a landing page of their own. */
export const CATEGORY_SLUGS: readonly string[] = Object.keys(layoutBySlug);

export function categoryLayout(slug: string): CategoryLayout {
  return layoutBySlug[slug] ?? 'search-landing';
}

/** The in-app help category with this slug (external entries such as PeakSave have none). */
export function findHelpCategory(slug: string): HelpCategory | undefined {
  return helpCategories.find((category) => !category.externalLink && category.link === slug);
}

const SEARCH_HEADING = "Can't find what you're looking for?";
const EMERGENCIES_SEARCH_HEADING = 'Help me with something else?';

/** Heading of the search block that ends every category page. */
export function searchBlockHeading(slug: string): string {
  return slug === 'emergencies' ? EMERGENCIES_SEARCH_HEADING : SEARCH_HEADING;
}

export interface CategoryPromos {
  energyTrust: boolean;
  /** 'light' beside other content; 'navy' as the page's own support panel. */
  speakSeekSave?: 'light' | 'navy';
}

/** The promotional panels a category shows besides its articles. */
export function categoryPromos(slug: string): CategoryPromos {
  switch (slug) {
    case 'bills-and-payments':
      return { energyTrust: true, speakSeekSave: 'light' };
    case 'pay-as-you-go':
      return { energyTrust: false, speakSeekSave: 'light' };
    case 'struggling-to-pay':
      return { energyTrust: false, speakSeekSave: 'navy' };
    default:
      return { energyTrust: false };
  }
}

/**
 * The title the authored category content gives an article (`category/article`), for its page's
 * heading until the article itself has loaded; the heading is in the page's prerendered HTML.
 * The article's own category is asked first, and in it common-question and featured-article titles
 * before the shorter link labels.
 */
export function authoredArticleTitle(link: string): string | undefined {
  const ownCategory = link.split('/')[0];
  const categories = [...helpCategories].sort(
    (a, b) => Number(b.link === ownCategory) - Number(a.link === ownCategory),
  );
  for (const category of categories) {
    const data = category.categoryData;
    const titles = [
      ...(data?.commonQuestions ?? []).map((question) => [question.link, question.title]),
      ...(data?.lastArticle ? [[data.lastArticle.link, data.lastArticle.title]] : []),
      ...(data?.allArticles ?? []).flatMap((group) =>
        group.articleLinks.map((article) => [article.link, article.label]),
      ),
      ...(category.articles ?? []).map((article) => [article.path, article.label]),
    ];
    const title = titles.find(([candidate]) => candidate === link)?.[1];
    if (title !== undefined) return title;
  }
  return undefined;
}
