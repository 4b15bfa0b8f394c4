// Authored copy for the category pages' extra panels (spec §2): emergency cards and safety advice,
// the Energy Trust promotion, 'Speak. Seek. Save.' and the blog guides of The Source.
// Brand names and phone numbers are placeholders filled by `fillPlaceholders`.

export interface EmergencyCard {
  id: string;
  title: string;
  text: string;
  /** Placeholder name of the number to call, from `config.phone`. */
  phone: 'gasEmergencyPhone' | 'powerCutPhone' | 'meterEmergencyPhone';
  phoneLabel: string;
  /** Article with the full advice, `{category}/{label}`. */
  article: string;
  articleLabel: string;
  tone: 'gas' | 'power' | 'meter' | 'co';
}

export const emergencyCards: readonly EmergencyCard[] = [
  {
    id: 'gas',
    title: 'Can you smell gas?',
    text: "Call the National Gas Emergency Service straight away. It's free and open 24 hours a day, whoever supplies your gas. Don't wait to contact us first.",
    phone: 'gasEmergencyPhone',
    phoneLabel: 'Gas emergency, 24 hours',
    article: 'emergencies/what-to-do-if-you-smell-gas',
    articleLabel: 'What to do if you smell gas',
    tone: 'gas',
  },
  {
    id: 'power-cut',
    title: 'Is your power off?',
    text: "Call {powerCutPhone} free from any phone. You'll be put through to your local network operator, who looks after the cables and can tell you when the power should be back.",
    phone: 'powerCutPhone',
    phoneLabel: 'Power cuts, free from any phone',
    article: 'emergencies/power-cuts',
    articleLabel: 'What to do in a power cut',
    tone: 'power',
  },
  {
    id: 'meter',
    title: 'Is your meter damaged?',
    text: "If your meter is sparking, smoking, making a strange noise or has been damaged, keep away from it and call our meter emergency line. We're here 24 hours a day, 7 days a week.",
    phone: 'meterEmergencyPhone',
    phoneLabel: 'Meter emergency, 24/7',
    article: 'emergencies/meter-emergencies',
    articleLabel: 'Meter emergencies',
    tone: 'meter',
  },
  {
    id: 'carbon-monoxide',
    title: 'Worried about carbon monoxide?',
    text: 'Headaches, dizziness or feeling sick at home can be a sign of carbon monoxide. Get everyone into fresh air, turn off gas appliances and call the gas emergency line.',
    phone: 'gasEmergencyPhone',
    phoneLabel: 'Gas emergency, 24 hours',
    article: 'emergencies/carbon-monoxide-safety',
    articleLabel: 'Carbon monoxide safety',
    tone: 'co',
  },
];

export interface SafetyAdviceGroup {
  title: string;
  points: readonly string[];
}

export const safetyAdvice: readonly SafetyAdviceGroup[] = [
  {
    title: 'If you smell gas',
    points: [
      "Don't smoke, strike matches or use anything with a naked flame.",
      "Don't turn electrical switches on or off, including light switches and doorbells.",
      'Open doors and windows to let fresh air in.',
      'Turn the gas off at the meter, if you can reach the handle safely.',
      'Leave the property and call {gasEmergencyPhone} from outside.',
    ],
  },
  {
    title: 'Keeping your home safe',
    points: [
      'Have your boiler and gas appliances checked once a year by a Gas Safe registered engineer.',
      'Fit an audible carbon monoxide alarm in each room with a gas, oil or solid fuel appliance.',
      'Keep vents, flues and chimneys clear, and never block air bricks.',
      'Join our Priority Services Register if you need extra help during a power cut or gas emergency.',
    ],
  },
];

export const energyTrustPromo = {
  title: 'Behind on your energy bills? The Energy Trust may be able to help',
  text: 'The Energy Trust is an independent charity, funded by {provider}, that gives grants to clear gas and electricity debts and to replace essential items like boilers, cookers and fridges. You can apply whoever supplies your energy.',
  linkLabel: 'Find out if you can apply to the Energy Trust',
  href: '/energy-trust',
} as const;

export interface SpeakSeekSaveStep {
  word: 'Speak.' | 'Seek.' | 'Save.';
  title: string;
  text: string;
}

export const speakSeekSave = {
  title: 'Speak. Seek. Save.',
  intro:
    "If you're worried about paying for your energy, you're not alone. The sooner you get in touch, the more we can do to help.",
  steps: [
    {
      word: 'Speak.',
      title: 'Speak to us',
      text: "Tell us what's happening. We can agree a payment plan you can afford, pause debt repayments for a while or look at extra support.",
    },
    {
      word: 'Seek.',
      title: 'Seek free advice',
      text: 'Independent charities such as Citizens Advice, StepChange and National Debtline give free, confidential help with all your debts, not just energy.',
    },
    {
      word: 'Save.',
      title: 'Save energy and money',
      text: 'Small changes add up, and you could qualify for the Warm Home Discount, grants or the Energy Trust.',
    },
  ] satisfies SpeakSeekSaveStep[],
  linkLabel: "Get help if you're struggling to pay",
  href: '/help-and-support/struggling-to-pay',
  /** Shown on the navy panel of the struggling-to-pay page (spec §9). */
  helpedLastYear: 'Last year we helped over 300,000 customers who were finding it hard to pay.',
  openingHours: 'Lines are open Monday to Friday, 8am to 8pm, and Saturday, 8am to 4pm.',
} as const;

export const blogPromo = {
  title: 'Fresh ideas for a warmer, cheaper-to-run home',
  text: 'The Source is our blog. Our engineers and energy experts share practical guides, seasonal tips and answers to the questions customers ask us most.',
  linkLabel: 'Visit The Source',
  href: '/the-source',
} as const;

/** One-line summaries of the guides listed on the helpful-advice page, by article path. */
export const blogGuideSummaries: Readonly<Record<string, string>> = {
  'helpful-advice/saving-energy-at-home':
    'Simple changes, room by room, that cut your energy use without making home less comfortable.',
  'helpful-advice/staying-warm-in-winter':
    'Keep warm and well when it turns cold, and the support available if you need it.',
  'helpful-advice/spotting-energy-scams':
    'How to recognise fake calls, texts and emails, and what to do if you are targeted.',
  '/the-source/guide-to-heat-pumps':
    'How air source heat pumps work, what they cost to run and whether your home is ready.',
  '/the-source/how-to-bleed-a-radiator':
    'Cold at the top, warm at the bottom? Ten minutes and a radiator key will sort it.',
  '/the-source/charging-an-electric-car-at-home':
    'Choosing a charger, getting it installed and the tariffs that make home charging cheaper.',
};
