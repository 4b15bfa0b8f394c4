import * as z from 'zod/mini';
import {
  accountNumberPattern,
  contactNumberType,
  emailMaxLength,
  emailPattern,
  meterReadFuels,
  phoneNumberPattern,
  queryCharacterLimit,
  titleOptions,
} from './lead-fields';
import { plainLine } from './plain-line';

/** A customer/account number (spec §5 patterns). */
export const accountNumberSchema = z
  .string()
  .check(z.regex(accountNumberPattern, 'Enter a valid customer number'));

/** A meter reading: digits only, 1–6 characters (spec §5, §9). */
const meterReadingSchema = z
  .string()
  .check(z.regex(/^\d{1,6}$/, 'Enter a reading of up to 6 digits'));

/** A telephone number in the shape `phoneNumberPattern` gives. */
const phoneNumberSchema = z
  .string()
  .check(z.regex(phoneNumberPattern, 'Enter a valid telephone number'));

/** `contact-number` of a lead; `type` must agree with the number (mobile iff it starts with 07). */
export const contactNumberSchema = z
  .strictObject({
    number: phoneNumberSchema,
    type: z.enum(['mobile', 'home']),
  })
  .check(
    z.refine((value) => value.type === contactNumberType(value.number), {
      error: "type must be 'mobile' for numbers starting with 07, else 'home'",
      path: ['type'],
    }),
  );

/** Required text, trimmed, at most `max` characters. */
function boundedText(max: number) {
  return z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
}

/** A required person name, trimmed; `max` bounds its length. */
function personName(max: number) {
  return z.string().check(plainLine(), z.trim(), z.minLength(1, 'Enter a name'), z.maxLength(max));
}

const emailSchema = z.email({ pattern: emailPattern }).check(z.maxLength(emailMaxLength));

/** Free-text query: 1 to 30000 characters, not only whitespace (spec §5). */
const querySchema = z.string().check(
  z.minLength(1, 'Enter your query'),
  z.maxLength(queryCharacterLimit, `The query can be at most ${queryCharacterLimit} characters`),
  z.refine((value) => value.trim().length > 0, 'Enter your query'),
);

/**
 * `additional-information` of a help-&-support lead. Besides the three fixed keys, pay-as-you-go leads
 * carry default flags (spec §3, "and similar"), so any extra key whose value is a boolean, a short
 * string or null is accepted (catchall) instead of a closed list.
 */
const helpAndSupportAdditionalInformationSchema = z
  .catchall(
    z.strictObject({
      caseType: z.nullable(boundedText(100)),
      accountPrefix: z.nullable(z.literal('A')),
      textphoneNumber: z.nullable(
        z.string().check(z.regex(/^\d{1,20}$/, 'The textphone number must be numeric')),
      ),
    }),
    z.union([z.boolean(), z.string().check(z.maxLength(200)), z.null()]),
  )
  .check(
    z.refine((value) => Object.keys(value).length <= 40, 'Too many additional-information keys'),
  );

/** Attributes of a complaint or enquiry lead (topic 'help-&-support'). */
const helpAndSupportLeadAttributesSchema = z.strictObject({
  title: z.literal('NA'),
  topic: z.literal('help-&-support'),
  'query-type': boundedText(100),
  'query-subtype': boundedText(100),
  query: querySchema,
  'first-name': personName(255),
  surname: personName(255),
  'vulnerability-consent': z.boolean(),
  email: emailSchema,
  'contact-number': contactNumberSchema,
  // The form's own object for every visitor; the anonymous copy keeps it (spec §3).
  'additional-information': helpAndSupportAdditionalInformationSchema,
  // Blanked (null) in anonymous and pay-as-you-go copies (spec §3).
  account: z.optional(z.nullable(accountNumberSchema)),
  'alternate-contact-number': z.optional(z.nullable(contactNumberSchema)),
  'chat-history': z.optional(z.nullable(z.string().check(z.maxLength(30000)))),
  'customer-references': z.optional(
    z.nullable(z.array(z.string().check(z.maxLength(50))).check(z.maxLength(20))),
  ),
  'contact-preference': z.optional(z.nullable(z.string().check(z.maxLength(50)))),
});

/** Attributes of a refund-feedback lead (topic 'help-&-support-feedback'). */
const feedbackLeadAttributesSchema = z.strictObject({
  title: z.literal('NA'),
  topic: z.literal('help-&-support-feedback'),
  'query-type': z.literal('Feedback'),
  'query-subtype': z.literal('Feedback-Energy'),
  query: querySchema,
  'first-name': personName(255),
  surname: personName(255),
  email: emailSchema,
  'contact-number': contactNumberSchema,
});

const gasFields = ['GasAccountNumber', 'GasReading'] as const;
const electricityFields = [
  'ElecAccountNumber',
  'IsEconomy7',
  'ElecReading',
  'Elec7ReadingLow',
  'Elec7ReadingNormal',
] as const;

/**
 * `additional-information` of a meter-read lead. The fuel decides which account numbers and readings
 * are required (and which must be absent); Economy 7 decides single versus normal + low readings.
 */
const meterReadAdditionalInformationSchema = z
  .strictObject({
    Telephone: phoneNumberSchema,
    Fuel: z.enum(meterReadFuels),
    Company: z.literal('Price-cap'),
    ReadingDate: z.iso.date(),
    ElecReading: z.optional(meterReadingSchema),
    Elec7ReadingLow: z.optional(meterReadingSchema),
    Elec7ReadingNormal: z.optional(meterReadingSchema),
    ElecAccountNumber: z.optional(accountNumberSchema),
    IsEconomy7: z.optional(z.boolean()),
    GasAccountNumber: z.optional(accountNumberSchema),
    GasReading: z.optional(meterReadingSchema),
  })
  .check(
    z.superRefine((value, ctx) => {
      const hasGas = value.Fuel !== 'Electricity';
      const hasElectricity = value.Fuel !== 'Gas';
      const require = (key: keyof typeof value, message: string): void => {
        if (value[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message });
      };
      const forbid = (key: keyof typeof value): void => {
        if (value[key] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `Not expected when Fuel is ${value.Fuel}`,
          });
        }
      };
      if (hasGas) {
        require('GasAccountNumber', 'Enter the gas customer number');
        require('GasReading', 'Enter the gas reading');
      } else {
        gasFields.forEach(forbid);
      }
      if (!hasElectricity) {
        electricityFields.forEach(forbid);
        return;
      }
      require('ElecAccountNumber', 'Enter the electricity customer number');
      require('IsEconomy7', 'Say whether the meter is Economy 7');
      if (value.IsEconomy7 === true) {
        require('Elec7ReadingNormal', 'Enter the normal reading');
        require('Elec7ReadingLow', 'Enter the low reading');
        forbid('ElecReading');
      } else if (value.IsEconomy7 === false) {
        require('ElecReading', 'Enter the electricity reading');
        forbid('Elec7ReadingNormal');
        forbid('Elec7ReadingLow');
      }
    }),
  );

/** Attributes of a price-cap meter-read lead (topic 'PriceCapMeterRead'); title is 'NA' when not chosen. */
const meterReadLeadAttributesSchema = z.strictObject({
  title: z.union([z.enum(titleOptions), z.literal('NA')]),
  topic: z.literal('PriceCapMeterRead'),
  'first-name': personName(100),
  surname: personName(100),
  email: z.nullable(emailSchema),
  'additional-information': meterReadAdditionalInformationSchema,
});

/** Lead attributes: one of the three variants, discriminated by `topic`. */
const leadAttributesSchema = z.discriminatedUnion('topic', [
  helpAndSupportLeadAttributesSchema,
  feedbackLeadAttributesSchema,
  meterReadLeadAttributesSchema,
]);

/** `relationships` of a lead: the chosen address, or `data: null` when none applies. */
const leadRelationshipsSchema = z.strictObject({
  address: z.strictObject({
    data: z.nullable(
      z.strictObject({
        type: z.literal('addresses'),
        id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid address id')),
      }),
    ),
  }),
});

/** Request body of POST /v1/leads (JSON:API, kebab-case attributes as on the wire). */
export const leadRequestSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('leads'),
    attributes: leadAttributesSchema,
    relationships: leadRelationshipsSchema,
  }),
});

/**
 * Response of POST /v1/leads as the client sees it (camelCased); `data` goes to the confirmation.
 * The spec leaves the response beyond `data` open, so only the id is required: a lead the API
 * stored must not be reported to the visitor as a failure because of a field it did not send.
 */
export const leadResponseSchema = z.object({
  data: z.looseObject({
    id: z.string().check(z.minLength(1)),
  }),
});

export type ContactNumber = z.infer<typeof contactNumberSchema>;
export type HelpAndSupportAdditionalInformation = z.infer<
  typeof helpAndSupportAdditionalInformationSchema
>;
export type HelpAndSupportLeadAttributes = z.infer<typeof helpAndSupportLeadAttributesSchema>;
export type FeedbackLeadAttributes = z.infer<typeof feedbackLeadAttributesSchema>;
export type MeterReadAdditionalInformation = z.infer<typeof meterReadAdditionalInformationSchema>;
export type MeterReadLeadAttributes = z.infer<typeof meterReadLeadAttributesSchema>;
export type LeadAttributes = z.infer<typeof leadAttributesSchema>;
export type LeadRelationships = z.infer<typeof leadRelationshipsSchema>;
export type LeadRequest = z.infer<typeof leadRequestSchema>;
