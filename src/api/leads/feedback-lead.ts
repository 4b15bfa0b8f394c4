/** The refund-feedback lead (topic 'help-&-support-feedback') of spec §3 "Feedback lead". */
import type { FeedbackDetails } from '../../../machines/feedback.machine';
import { contactNumberType } from '../schemas/lead-fields';
import type { FeedbackLeadAttributes, LeadRelationships } from '../schemas/leads';
import { addressRelationship } from './relationships';

/** POST /v1/leads body of a refund feedback. */
export interface FeedbackLeadRequest {
  data: {
    type: 'leads';
    attributes: FeedbackLeadAttributes;
    relationships: LeadRelationships;
  };
}

/** Builds the wire lead of a refund feedback; the address relationship is null when none was chosen. */
export function buildFeedbackLead(
  feedback: string,
  details: FeedbackDetails,
  addressId: string | null,
): FeedbackLeadRequest {
  return {
    data: {
      type: 'leads',
      attributes: {
        title: 'NA',
        topic: 'help-&-support-feedback',
        'query-type': 'Feedback',
        'query-subtype': 'Feedback-Energy',
        query: feedback,
        'first-name': details.firstName,
        surname: details.surname,
        email: details.email,
        'contact-number': {
          number: details.telephoneNumber,
          type: contactNumberType(details.telephoneNumber),
        },
      },
      relationships: addressRelationship(addressId),
    },
  };
}
