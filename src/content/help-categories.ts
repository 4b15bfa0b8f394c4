// Static help-category data for the category landing pages and the side menu: each category's page
// content, joined here to its tile (`help-category-tiles.ts`, all that the home page needs).
// Implements spec §3 "Help category (static)"; the side menu order is spec §2's.
// Article links are `{category}/{label}` and must name an article listed in categories.json.
//
// Images used (all under /help-and-support/images/, drawn separately):
//   bill-explained.svg, direct-debit.svg, ways-to-pay.svg,
//   moving-home.svg, bereavement.svg, update-details.svg,
//   top-up.svg, top-up-card.svg, emergency-credit.svg,
//   read-meter.svg, submit-reading.svg, smart-meter.svg, economy-7.svg

import { helpCategoryTiles, type HelpCategoryTile } from './help-category-tiles';

export interface CtaItem {
  title: string;
  description: string;
  button: string;
  path: string;
}

interface CommonQuestion {
  image: string;
  pill: string;
  title: string;
  link: string;
  description: string;
  externalLink: boolean;
}

interface ArticleLink {
  label: string;
  link: string;
  externalLink: boolean;
}

interface ArticleGroup {
  title: string;
  articleLinks: ArticleLink[];
}

interface FeaturedArticle {
  image: string;
  title: string;
  link: string;
  description: string;
}

interface CategoryData {
  title: string;
  commonQuestions: CommonQuestion[];
  allArticlesTitle: string;
  allArticles: ArticleGroup[];
  lastArticle?: FeaturedArticle;
}

export interface OldLayoutArticle {
  label: string;
  path: string;
  externalLink: boolean;
}

/** What a category page shows beyond its tile. */
interface HelpCategoryPage {
  ctaItems?: CtaItem[];
  categoryData?: CategoryData;
  articlesTitle?: string;
  articles?: OldLayoutArticle[];
}

export type HelpCategory = HelpCategoryTile & HelpCategoryPage;

const image = (name: string): string => `/help-and-support/images/${name}.svg`;

const ctaEnergyTrust: CtaItem = {
  title: 'The Energy Trust',
  description:
    'Grants to help clear household energy debts and replace essential appliances, whoever supplies your energy.',
  button: 'Visit the Energy Trust',
  path: '/energy-trust',
};

const ctaDebtHelp: CtaItem = {
  title: 'Get help with debt',
  description:
    'Finding it hard to keep up with your bills? Talk to us early and we can agree a payment plan you can afford.',
  button: 'Get support',
  path: '/help-and-support/struggling-to-pay',
};

const ctaBookEngineer: CtaItem = {
  title: 'Book an engineer',
  description: 'Book a service, repair or installation at a time that suits you.',
  button: 'Book an engineer',
  path: '/home-services/book-an-engineer',
};

const ctaBookRepair: CtaItem = {
  title: 'Book a repair',
  description:
    'Boiler, heating, plumbing or electrics stopped working? Report it online any time of day.',
  button: 'Book a repair',
  path: '/home-services/book-a-repair',
};

const ctaSmartProducts: CtaItem = {
  title: 'Explore smart products',
  description: 'Smart thermostats, plugs and lighting you can control from your phone.',
  button: 'Explore smart home',
  path: '/smart-home',
};

const ctaCovidUpdates: CtaItem = {
  title: 'Covid updates',
  description:
    'How our engineers keep you safe during home visits, and what to do if you are unwell.',
  button: 'Read our updates',
  path: '/coronavirus-updates',
};

/** Each category's page content, by its tile's `link`; an external entry has none. */
const categoryPages: Readonly<Record<string, HelpCategoryPage>> = {
  'bills-and-payments': {
    // The Energy Trust has its own promotion panel on this page (spec §2), so no card for it here.
    ctaItems: [ctaDebtHelp],
    categoryData: {
      title: 'Bills and payments',
      commonQuestions: [
        {
          image: image('bill-explained'),
          pill: 'Bills',
          title: 'Understanding your bill',
          link: 'bills-and-payments/understanding-your-bill',
          description:
            'What each part of your bill means, from meter readings to standing charges.',
          externalLink: false,
        },
        {
          image: image('direct-debit'),
          pill: 'Payments',
          title: 'Setting up a Direct Debit',
          link: 'bills-and-payments/setting-up-a-direct-debit',
          description: 'Spread the cost of your energy with a fixed monthly payment.',
          externalLink: false,
        },
        {
          image: image('ways-to-pay'),
          pill: 'Payments',
          title: 'Ways to pay for your energy',
          link: 'bills-and-payments/ways-to-pay',
          description: 'Pay by Direct Debit, by card when your bill arrives, or as you go.',
          externalLink: false,
        },
      ],
      allArticlesTitle: 'All bills and payments articles',
      allArticles: [
        {
          title: 'Your bill',
          articleLinks: [
            {
              label: 'Understanding your bill',
              link: 'bills-and-payments/understanding-your-bill',
              externalLink: false,
            },
            {
              label: 'Estimated readings and bills',
              link: 'meters/estimated-readings',
              externalLink: false,
            },
            {
              label: 'Getting a refund of credit',
              link: 'bills-and-payments/getting-a-refund',
              externalLink: false,
            },
          ],
        },
        {
          title: 'Paying for your energy',
          articleLinks: [
            {
              label: 'Ways to pay for your energy',
              link: 'bills-and-payments/ways-to-pay',
              externalLink: false,
            },
            {
              label: 'Setting up a Direct Debit',
              link: 'bills-and-payments/setting-up-a-direct-debit',
              externalLink: false,
            },
          ],
        },
        {
          title: 'Help if you are struggling',
          articleLinks: [
            {
              label: 'Payment plans and help with debt',
              link: 'struggling-to-pay/payment-plans',
              externalLink: false,
            },
            {
              label: 'Warm Home Discount',
              link: 'struggling-to-pay/warm-home-discount',
              externalLink: false,
            },
          ],
        },
      ],
    },
  },
  'my-account': {
    categoryData: {
      title: 'My account',
      commonQuestions: [
        {
          image: image('moving-home'),
          pill: 'Moving',
          title: 'Moving home',
          link: 'my-account/moving-home',
          description: 'Tell us your moving date and what to do with your meters on the day.',
          externalLink: false,
        },
        {
          image: image('bereavement'),
          pill: 'Bereavement',
          title: 'Bereavement and probate',
          link: 'my-account/bereavement-and-probate',
          description: 'How to tell us about a death, and what happens to the account.',
          externalLink: false,
        },
        {
          image: image('update-details'),
          pill: 'Your details',
          title: 'Updating your details',
          link: 'my-account/updating-your-details',
          description: 'Change your name, email, phone number or contact preferences.',
          externalLink: false,
        },
      ],
      allArticlesTitle: 'All my account articles',
      allArticles: [
        {
          title: 'Changes to your account',
          articleLinks: [
            { label: 'Moving home', link: 'my-account/moving-home', externalLink: false },
            {
              label: 'Updating your details',
              link: 'my-account/updating-your-details',
              externalLink: false,
            },
            { label: 'Going paperless', link: 'my-account/going-paperless', externalLink: false },
          ],
        },
        {
          title: 'Support in difficult times',
          articleLinks: [
            {
              label: 'Bereavement and probate',
              link: 'my-account/bereavement-and-probate',
              externalLink: false,
            },
            {
              label: 'Priority Services Register',
              link: 'struggling-to-pay/priority-services-register',
              externalLink: false,
            },
          ],
        },
      ],
    },
  },
  'pay-as-you-go': {
    ctaItems: [ctaDebtHelp],
    categoryData: {
      title: 'Pay as you go',
      commonQuestions: [
        {
          image: image('top-up'),
          pill: 'Topping up',
          title: 'Topping up your prepayment meter',
          link: 'pay-as-you-go/topping-up-your-prepayment-meter',
          description: 'Top up online, in our app, by phone or at a local shop.',
          externalLink: false,
        },
        {
          image: image('top-up-card'),
          pill: 'Cards and keys',
          title: 'Lost or damaged top-up card or key',
          link: 'pay-as-you-go/lost-or-damaged-top-up-card',
          description: 'Order a free replacement and keep your energy on while you wait.',
          externalLink: false,
        },
        {
          image: image('emergency-credit'),
          pill: 'Credit',
          title: 'Emergency credit and friendly hours',
          link: 'pay-as-you-go/emergency-credit',
          description: 'What to do when your credit runs low and you cannot top up straight away.',
          externalLink: false,
        },
      ],
      allArticlesTitle: 'All pay as you go articles',
      allArticles: [
        {
          title: 'Topping up',
          articleLinks: [
            {
              label: 'Topping up your prepayment meter',
              link: 'pay-as-you-go/topping-up-your-prepayment-meter',
              externalLink: false,
            },
            {
              label: 'Emergency credit and friendly hours',
              link: 'pay-as-you-go/emergency-credit',
              externalLink: false,
            },
          ],
        },
        {
          title: 'Cards and keys',
          articleLinks: [
            {
              label: 'Lost or damaged top-up card or key',
              link: 'pay-as-you-go/lost-or-damaged-top-up-card',
              externalLink: false,
            },
          ],
        },
        {
          title: 'Changing your meter',
          articleLinks: [
            {
              label: 'Switching from prepayment to a credit meter',
              link: 'pay-as-you-go/switching-to-a-credit-meter',
              externalLink: false,
            },
            {
              label: 'Smart meter installation',
              link: 'meters/smart-meter-installation',
              externalLink: false,
            },
          ],
        },
      ],
    },
  },
  meters: {
    categoryData: {
      title: 'Meters',
      commonQuestions: [
        {
          image: image('read-meter'),
          pill: 'Readings',
          title: 'How to read your meter',
          link: 'meters/how-to-read-your-meter',
          description: 'Step-by-step help for digital, dial, two-rate and smart meters.',
          externalLink: false,
        },
        {
          image: image('submit-reading'),
          pill: 'Readings',
          title: 'Ways to send a meter reading',
          link: 'meters/submit-a-meter-reading',
          description: 'Send us your readings online, in our app or by phone.',
          externalLink: false,
        },
        {
          image: image('smart-meter'),
          pill: 'Smart meters',
          title: 'Smart meter installation',
          link: 'meters/smart-meter-installation',
          description: 'How to prepare, how long it takes and what you will get.',
          externalLink: false,
        },
      ],
      allArticlesTitle: 'All meters articles',
      allArticles: [
        {
          title: 'Meter readings',
          articleLinks: [
            {
              label: 'How to read your meter',
              link: 'meters/how-to-read-your-meter',
              externalLink: false,
            },
            {
              label: 'Ways to send a meter reading',
              link: 'meters/submit-a-meter-reading',
              externalLink: false,
            },
            {
              label: 'Estimated readings and bills',
              link: 'meters/estimated-readings',
              externalLink: false,
            },
          ],
        },
        {
          title: 'Smart meters',
          articleLinks: [
            {
              label: 'Smart meter installation',
              link: 'meters/smart-meter-installation',
              externalLink: false,
            },
          ],
        },
        {
          title: 'Meter problems',
          articleLinks: [
            {
              label: 'If you think your meter is faulty',
              link: 'meters/faulty-meter',
              externalLink: false,
            },
            {
              label: 'Meter emergencies',
              link: 'emergencies/meter-emergencies',
              externalLink: false,
            },
          ],
        },
      ],
      lastArticle: {
        image: image('economy-7'),
        title: 'Economy 7 explained',
        link: 'energy-tariffs/economy-7-explained',
        description:
          'Two-rate meters record day and night units separately. Find out how Economy 7 works and whether it suits your home.',
      },
    },
  },
  'homecare-help': {
    ctaItems: [ctaBookRepair, ctaCovidUpdates],
    articlesTitle: 'HomeCare help articles',
    articles: [
      {
        label: 'What your cover includes',
        path: 'homecare-help/what-your-cover-includes',
        externalLink: false,
      },
      {
        label: 'Your annual boiler service',
        path: 'homecare-help/annual-boiler-service',
        externalLink: false,
      },
      {
        label: 'Making a claim on your cover',
        path: 'homecare-help/making-a-claim',
        externalLink: false,
      },
    ],
  },
  'energy-tariffs': {
    articlesTitle: 'Energy tariffs articles',
    articles: [
      { label: 'Choosing a tariff', path: 'energy-tariffs/choosing-a-tariff', externalLink: false },
      {
        label: 'Economy 7 explained',
        path: 'energy-tariffs/economy-7-explained',
        externalLink: false,
      },
      {
        label: 'Fixed and variable tariffs',
        path: 'energy-tariffs/fixed-and-variable-tariffs',
        externalLink: false,
      },
      {
        label: 'When your fixed tariff ends',
        path: 'energy-tariffs/when-your-fixed-tariff-ends',
        externalLink: false,
      },
    ],
  },
  'smart-home': {
    ctaItems: [ctaSmartProducts],
    articlesTitle: 'Smart home articles',
    articles: [
      {
        label: 'Setting up your smart thermostat',
        path: 'smart-home/setting-up-your-smart-thermostat',
        externalLink: false,
      },
      {
        label: 'Heating schedules and boost',
        path: 'smart-home/heating-schedules-and-boost',
        externalLink: false,
      },
      {
        label: 'If your smart device goes offline',
        path: 'smart-home/smart-device-offline',
        externalLink: false,
      },
    ],
  },
  'appliances-and-engineers': {
    ctaItems: [ctaBookEngineer],
    articlesTitle: 'Appliances and engineers articles',
    articles: [
      {
        label: 'How to book an engineer',
        path: 'appliances-and-engineers/book-an-engineer',
        externalLink: false,
      },
      {
        label: 'Preparing for an engineer visit',
        path: 'appliances-and-engineers/preparing-for-an-engineer-visit',
        externalLink: false,
      },
      {
        label: 'Appliance cover explained',
        path: 'appliances-and-engineers/appliance-cover',
        externalLink: false,
      },
    ],
  },
  breakdowns: {
    ctaItems: [ctaBookRepair],
    articlesTitle: 'Breakdowns articles',
    articles: [
      {
        label: 'What to do if your boiler breaks down',
        path: 'breakdowns/boiler-breakdown',
        externalLink: false,
      },
      {
        label: 'No heating or hot water',
        path: 'breakdowns/no-heating-or-hot-water',
        externalLink: false,
      },
      {
        label: 'Thawing a frozen condensate pipe',
        path: 'breakdowns/frozen-condensate-pipe',
        externalLink: false,
      },
    ],
  },
  'helpful-advice': {
    articlesTitle: 'Guides from The Source',
    articles: [
      {
        label: 'Saving energy at home',
        path: 'helpful-advice/saving-energy-at-home',
        externalLink: false,
      },
      {
        label: 'Staying warm and well in winter',
        path: 'helpful-advice/staying-warm-in-winter',
        externalLink: false,
      },
      {
        label: 'Spotting energy scams',
        path: 'helpful-advice/spotting-energy-scams',
        externalLink: false,
      },
      {
        label: "A beginner's guide to heat pumps",
        path: '/the-source/guide-to-heat-pumps',
        externalLink: true,
      },
      {
        label: 'How to bleed a radiator',
        path: '/the-source/how-to-bleed-a-radiator',
        externalLink: true,
      },
      {
        label: 'Charging an electric car at home',
        path: '/the-source/charging-an-electric-car-at-home',
        externalLink: true,
      },
    ],
  },
  emergencies: {
    articlesTitle: 'Emergency advice',
    articles: [
      {
        label: 'What to do if you smell gas',
        path: 'emergencies/what-to-do-if-you-smell-gas',
        externalLink: false,
      },
      { label: 'Power cuts', path: 'emergencies/power-cuts', externalLink: false },
      {
        label: 'Carbon monoxide safety',
        path: 'emergencies/carbon-monoxide-safety',
        externalLink: false,
      },
      { label: 'Meter emergencies', path: 'emergencies/meter-emergencies', externalLink: false },
    ],
  },
  'struggling-to-pay': {
    ctaItems: [ctaEnergyTrust],
    articlesTitle: 'Help if you are struggling to pay',
    articles: [
      {
        label: 'Payment plans and help with debt',
        path: 'struggling-to-pay/payment-plans',
        externalLink: false,
      },
      {
        label: 'Warm Home Discount',
        path: 'struggling-to-pay/warm-home-discount',
        externalLink: false,
      },
      {
        label: 'Check if you can get the Warm Home Discount',
        path: 'struggling-to-pay/warm-home-discount-eligibility',
        externalLink: false,
      },
      {
        label: 'Priority Services Register',
        path: 'struggling-to-pay/priority-services-register',
        externalLink: false,
      },
      {
        label: 'Grants and the Energy Trust',
        path: 'struggling-to-pay/grants-and-energy-trust',
        externalLink: false,
      },
    ],
  },
};

export const helpCategories: readonly HelpCategory[] = helpCategoryTiles.map((tile) => ({
  ...tile,
  ...categoryPages[tile.link],
}));

/** Side menu entries in spec §2's order, by `link` (a slug, or the path of an external entry). */
const sideMenuLinks = [
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
] as const;

const categoryByLink = (link: string): HelpCategory => {
  const category = helpCategories.find((candidate) => candidate.link === link);
  if (!category) throw new Error(`Side menu names an unknown help category: ${link}`);
  return category;
};

/** The 'Help categories' side menu; struggling-to-pay and emergencies are deliberately absent. */
export const sideMenuCategories: readonly HelpCategory[] = sideMenuLinks.map(categoryByLink);
