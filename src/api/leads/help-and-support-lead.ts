/**
 * The complaint / enquiry lead (topic 'help-&-support') of spec §3: "Lead ... for a help-and-support
 * query", its "Anonymous copy" and the "Pay-as-you-go leads" defaults; type and subtype from the §2 table.
 */
import { complaintValues, type ComplaintValue } from '../../../machines/complaint-values';
import type { CachedPersonalDetails, QueryDraft } from '../../../machines/complaint.machine';
import { contactNumberType } from '../schemas/lead-fields';
import type {
  HelpAndSupportAdditionalInformation,
  HelpAndSupportLeadAttributes,
  LeadRelationships,
} from '../schemas/leads';
import { addressRelationship } from './relationships';

/** Who is posting: anonymous visitors get the anonymous copy of the lead. */
export interface LeadAuthor {
  signedIn: boolean;
  /** The signed-in customer's account number, when one is known. */
  accountNumber?: string | null;
}

/** POST /v1/leads body of a complaint or enquiry. */
export interface HelpAndSupportLeadRequest {
  data: {
    type: 'leads';
    attributes: HelpAndSupportLeadAttributes;
    relationships: LeadRelationships;
  };
}

/**
 * Default `additional-information` flags of pay-as-you-go leads (spec §3). The spec names them in
 * words; the keys are their camelCase forms.
 */
const payAsYouGoDefaultFlags = {
  economySevenMeter: false,
  newBillingAddress: false,
  energySupplied: false,
  cancelServices: false,
  paymentMethod: 'newBankAccountDetails',
  forwardingAddressUk: true,
  probate: false,
  thirdParty: false,
} as const satisfies Record<string, boolean | string>;

/**
 * Builds the wire lead of a complaint or enquiry. `additional-information` is the form's own
 * object for every visitor: the subject as `caseType` (null where the form has none), the
 * textphone number as typed, and `accountPrefix` 'A' only when an account applies.
 *
 * - Signed in: `account` is the customer's account number; the answer to the vulnerability
 *   question is sent.
 * - Anonymous (spec §3 "Anonymous copy"): account, alternate-contact-number, chat-history,
 *   customer-references and contact-preference are null and vulnerability-consent is false.
 * - Pay-as-you-go values: the same fields are null whoever posts, and additional-information
 *   carries the default flags besides the form's answers.
 */
export function buildHelpAndSupportLead(
  details: CachedPersonalDetails,
  query: QueryDraft,
  complaint: ComplaintValue,
  author: LeadAuthor,
): HelpAndSupportLeadRequest {
  const definition = complaintValues[complaint];
  const account = author.signedIn && !definition.payAsYouGo ? (author.accountNumber ?? null) : null;
  const answers: HelpAndSupportAdditionalInformation = {
    caseType: definition.needsSubject ? query.subject : null,
    accountPrefix: account === null ? null : 'A',
    textphoneNumber: details.textphoneNumber,
  };
  const additionalInformation = definition.payAsYouGo
    ? { ...answers, ...payAsYouGoDefaultFlags }
    : answers;
  return {
    data: {
      type: 'leads',
      attributes: {
        title: 'NA',
        topic: 'help-&-support',
        'query-type': definition.queryType,
        'query-subtype': definition.querySubtype,
        query: query.query,
        'first-name': details.firstName,
        surname: details.surname,
        'vulnerability-consent': author.signedIn ? details.vulnerabilityConsent : false,
        email: details.email,
        'contact-number': {
          number: details.telephoneNumber,
          type: contactNumberType(details.telephoneNumber),
        },
        'additional-information': additionalInformation,
        account,
        'alternate-contact-number': null,
        'chat-history': null,
        'customer-references': null,
        'contact-preference': null,
      },
      relationships: addressRelationship(details.addressId),
    },
  };
}
