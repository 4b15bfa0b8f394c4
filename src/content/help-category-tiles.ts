// The help categories as home shows them: one tile each, the fields a tile, the side menu and a
// category page's heading need. The rest of a category page (its questions, article lists and
// panels) is in `help-categories.ts`, so the home page does not download it.

export interface HelpCategoryTile {
  mainCategory: boolean;
  title: string;
  description: string;
  link: string;
  cta: string;
  decoration:
    | 'gas'
    | 'electricity'
    | 'payg'
    | 'meter'
    | 'home'
    | 'smart'
    | 'advice'
    | 'support'
    | 'emergency'
    | 'bill'
    | 'account'
    | 'appliance'
    | 'tools';
  externalLink: boolean;
  newLayout: boolean;
}

export const helpCategoryTiles: readonly HelpCategoryTile[] = [
  {
    mainCategory: true,
    title: 'Bills and payments',
    description:
      'Understand your bill, set up a Direct Debit, find ways to pay or ask for a refund.',
    link: 'bills-and-payments',
    cta: 'Bills and payments help',
    decoration: 'bill',
    externalLink: false,
    newLayout: true,
  },
  {
    mainCategory: true,
    title: 'My account',
    description:
      'Moving home, updating your details, going paperless and help after a bereavement.',
    link: 'my-account',
    cta: 'My account help',
    decoration: 'account',
    externalLink: false,
    newLayout: true,
  },
  {
    mainCategory: true,
    title: 'Pay as you go',
    description:
      'Top up your prepayment meter, use emergency credit or replace a lost card or key.',
    link: 'pay-as-you-go',
    cta: 'Pay as you go help',
    decoration: 'payg',
    externalLink: false,
    newLayout: true,
  },
  {
    mainCategory: true,
    title: 'PeakSave',
    description: 'Earn rewards for using less electricity at the busiest times of day.',
    link: '/peaksave',
    cta: 'Go to PeakSave',
    decoration: 'electricity',
    externalLink: true,
    newLayout: false,
  },
  {
    mainCategory: true,
    title: 'Meters',
    description: 'Read your meter, submit a reading, get a smart meter or report a faulty meter.',
    link: 'meters',
    cta: 'Meters help',
    decoration: 'meter',
    externalLink: false,
    newLayout: true,
  },
  {
    mainCategory: true,
    title: 'HomeCare help',
    description: 'What your cover includes, your annual boiler service and how to make a claim.',
    link: 'homecare-help',
    cta: 'HomeCare help',
    decoration: 'home',
    externalLink: false,
    newLayout: false,
  },
  {
    mainCategory: true,
    title: 'Energy tariffs',
    description:
      'Choose a tariff, understand Economy 7 and see what happens when a fixed deal ends.',
    link: 'energy-tariffs',
    cta: 'Energy tariffs help',
    decoration: 'gas',
    externalLink: false,
    newLayout: false,
  },
  {
    mainCategory: true,
    title: 'Hive',
    description: 'Set up your smart thermostat, plan heating schedules and reconnect your devices.',
    link: 'smart-home',
    cta: 'Smart home help',
    decoration: 'smart',
    externalLink: false,
    newLayout: false,
  },
  {
    mainCategory: true,
    title: 'Appliances and engineers',
    description: 'Book an engineer, prepare for a visit and find out about appliance cover.',
    link: 'appliances-and-engineers',
    cta: 'Appliances and engineers help',
    decoration: 'appliance',
    externalLink: false,
    newLayout: false,
  },
  {
    mainCategory: true,
    title: 'Breakdowns',
    description: 'Checks to try if your boiler stops or you lose heating or hot water.',
    link: 'breakdowns',
    cta: 'Breakdowns help',
    decoration: 'tools',
    externalLink: false,
    newLayout: false,
  },
  {
    mainCategory: true,
    title: 'The Source',
    description: 'Our blog of guides and ideas for a warmer, more efficient and safer home.',
    link: 'helpful-advice',
    cta: 'Read The Source',
    decoration: 'advice',
    externalLink: false,
    newLayout: false,
  },
  {
    mainCategory: true,
    title: 'Moved to our new system?',
    description:
      'If your account has moved to our new system, find help and manage it in our support hub.',
    link: '/support-hub',
    cta: 'Go to the support hub',
    decoration: 'support',
    externalLink: true,
    newLayout: false,
  },
  {
    mainCategory: false,
    title: 'Emergencies',
    description: 'What to do if you smell gas, have a power cut or your meter is damaged.',
    link: 'emergencies',
    cta: 'Emergency help',
    decoration: 'emergency',
    externalLink: false,
    newLayout: false,
  },
  {
    mainCategory: false,
    title: 'Struggling to pay',
    description:
      'Payment plans, the Warm Home Discount, grants and extra support if you are finding it hard to pay.',
    link: 'struggling-to-pay',
    cta: 'Get support',
    decoration: 'support',
    externalLink: false,
    newLayout: false,
  },
];
