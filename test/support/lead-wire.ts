/**
 * Leads as POST /v1/leads carries them (JSON:API, kebab-case attributes): the envelope and the fixed
 * attributes of each topic, around the attributes a test chooses. For the builders' expected output
 * and for the server's example leads.
 */
import type { CachedPersonalDetails } from '../../machines/complaint.machine';
import type {
  FeedbackLeadAttributes,
  HelpAndSupportLeadAttributes,
  LeadAttributes,
  LeadRequest,
  MeterReadLeadAttributes,
} from '../../src/api/schemas';

/** The details a test visitor gives on a complaint's 'A bit about you' step. */
export const adaDetails: CachedPersonalDetails = {
  firstName: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  telephoneNumber: '07700 900123',
  textphoneNumber: '01632960999',
  vulnerabilityConsent: true,
  queryType: 'Meters',
  querySubtype: 'Make a complaint-Monthly or quarterly',
  addressId: 'addr-1',
};

/** The address relation: the chosen address, or none. */
function addressRelation(addressId: string | null): LeadRequest['data']['relationships'] {
  return { address: { data: addressId === null ? null : { type: 'addresses', id: addressId } } };
}

function lead(attributes: LeadAttributes, addressId: string | null): LeadRequest {
  return { data: { type: 'leads', attributes, relationships: addressRelation(addressId) } };
}

/** The optional contact attributes, all blank (the builder always sends them, spec §3). */
export const blankContactExtras = {
  'alternate-contact-number': null,
  'chat-history': null,
  'customer-references': null,
  'contact-preference': null,
} as const satisfies Partial<HelpAndSupportLeadAttributes>;

/** A complaint or enquiry lead (topic 'help-&-support'). */
export function helpAndSupportLead(
  attributes: Omit<HelpAndSupportLeadAttributes, 'title' | 'topic'>,
  addressId: string | null,
): LeadRequest {
  return lead({ title: 'NA', topic: 'help-&-support', ...attributes }, addressId);
}

/** A refund-feedback lead (topic 'help-&-support-feedback'). */
export function feedbackLeadWith(
  attributes: Omit<FeedbackLeadAttributes, 'title' | 'topic' | 'query-type' | 'query-subtype'>,
  addressId: string | null,
): LeadRequest {
  return lead(
    {
      title: 'NA',
      topic: 'help-&-support-feedback',
      'query-type': 'Feedback',
      'query-subtype': 'Feedback-Energy',
      ...attributes,
    },
    addressId,
  );
}

/** A price-cap meter-read lead (topic 'PriceCapMeterRead'), never related to an address. */
export function meterReadLeadWith(attributes: Omit<MeterReadLeadAttributes, 'topic'>): LeadRequest {
  return lead({ topic: 'PriceCapMeterRead', ...attributes }, null);
}
