import type { LeadRequest } from '../../src/api/schemas';
import {
  blankContactExtras,
  feedbackLeadWith,
  helpAndSupportLead,
  meterReadLeadWith,
} from '../support/lead-wire';

/** A valid complaint lead (topic help-&-support), optionally related to an address. */
export function complaintLead(addressId: string | null = null): LeadRequest {
  return helpAndSupportLead(
    {
      'query-type': 'Meters',
      'query-subtype': 'Make a complaint-Monthly or quarterly',
      query: 'My last bill used an estimated reading although I sent a real one.',
      'first-name': 'Ada',
      surname: 'Lovelace',
      'vulnerability-consent': false,
      email: 'ada@example.com',
      'contact-number': { number: '07700 900123', type: 'mobile' },
      'additional-information': { caseType: null, accountPrefix: null, textphoneNumber: null },
    },
    addressId,
  );
}

/** A valid pay-as-you-go enquiry with the default flags and blanked optional fields. */
export function payAsYouGoLead(addressId: string | null = null): LeadRequest {
  return helpAndSupportLead(
    {
      'query-type': 'Enquiry',
      'query-subtype': 'Enquiry-Pay As You Go',
      query: 'My top-up card stopped working.',
      'first-name': 'Alan',
      surname: 'Turing',
      'vulnerability-consent': true,
      email: 'alan@example.com',
      'contact-number': { number: '01632 960123', type: 'home' },
      'additional-information': {
        caseType: null,
        accountPrefix: 'A',
        textphoneNumber: '18001',
        isEconomySeven: false,
        paymentMethod: 'newBankAccountDetails',
        forwardingAddressUk: true,
        probate: false,
      },
      account: null,
      ...blankContactExtras,
    },
    addressId,
  );
}

/** A valid refund-feedback lead. */
export function feedbackLead(addressId: string | null = null): LeadRequest {
  return feedbackLeadWith(
    {
      query: 'I would rather keep the credit on my account.',
      'first-name': 'Grace',
      surname: 'Hopper',
      email: 'grace@example.com',
      'contact-number': { number: '01632960456', type: 'home' },
    },
    addressId,
  );
}

/** A valid dual-fuel price-cap meter read (single-rate electricity). */
export function meterReadLead(): LeadRequest {
  return meterReadLeadWith({
    title: 'Dr',
    'first-name': 'Mary',
    surname: 'Somerville',
    email: null,
    'additional-information': {
      Telephone: '07700900789',
      Fuel: 'Gas and Electricity',
      Company: 'Price-cap',
      ReadingDate: '2025-03-31',
      GasAccountNumber: '851234567890',
      GasReading: '04821',
      ElecAccountNumber: 'A1234567',
      IsEconomy7: false,
      ElecReading: '123456',
    },
  });
}

/** A deep copy of `lead` with attributes merged with `patch` (values may be deliberately wrong). */
export function withAttributes(lead: LeadRequest, patch: Record<string, unknown>): unknown {
  return { data: { ...lead.data, attributes: { ...lead.data.attributes, ...patch } } };
}

/** A deep copy of `lead` with additional-information merged with `patch`. */
export function withAdditionalInformation(
  lead: LeadRequest,
  patch: Record<string, unknown>,
): unknown {
  const attributes: Record<string, unknown> = { ...lead.data.attributes };
  const current = attributes['additional-information'];
  const base = typeof current === 'object' && current !== null ? current : {};
  return withAttributes(lead, { 'additional-information': { ...base, ...patch } });
}

/** A valid manual address to save with POST /v1/addresses. */
export const manualAddress = {
  data: {
    type: 'addresses',
    attributes: {
      address: '3 Mill Lane, Leeds, LS1 4AP',
      'address-line-1': 'Mill Lane',
      postcode: 'LS1 4AP',
      'postal-town': 'Leeds',
      'is-manual': true,
    },
  },
};
