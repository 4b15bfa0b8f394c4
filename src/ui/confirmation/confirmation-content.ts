/**
 * What the confirmation says per origin (spec §2 "confirmation", §3 "Complaint confirmation data",
 * §9 response times). Complaint and enquiry response times come from the complaint values, so the
 * spec's numbers live in one place.
 */
import { complaintValues, type ResponseTime } from '../../../machines/complaint-values';
import { originKind, type ConfirmationOrigin } from '../../journeys/confirmation-state';

/** heading, subHeading and resTime of spec §3; resTime is null where none is stated (feedback). */
export interface ConfirmationContent {
  heading: string;
  subHeading: string;
  resTime: string | null;
}

const smallNumbers = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
];

/** Numbers below ten in words, larger ones in digits (GOV.UK style): 'seven days', '21 days'. */
export function days(count: number): string {
  const number = smallNumbers[count] ?? String(count);
  return `${number} ${count === 1 ? 'day' : 'days'}`;
}

/** 'On average we respond within seven days, and always within 21 days.' */
export function responseTimeText({ averageDays, maxDays }: ResponseTime): string {
  const average = `On average we respond within ${days(averageDays)}`;
  return maxDays === null ? `${average}.` : `${average}, and always within ${days(maxDays)}.`;
}

/** The confirmation's texts for an origin path (or 'feedback'). */
export function confirmationContent(origin: ConfirmationOrigin): ConfirmationContent {
  const kind = originKind(origin);
  if (kind === 'feedback') {
    return {
      heading: 'Thank you for your feedback',
      subHeading:
        "We'll leave your credit on your account to help pay your future bills. We won't contact you about your feedback.",
      resTime: null,
    };
  }
  const definition = complaintValues[kind];
  return definition.kind === 'complaint'
    ? {
        heading: "Thank you, we've received your complaint",
        subHeading:
          "We'll look into what happened and let you know what we're doing to put it right.",
        resTime: responseTimeText(definition.responseTime),
      }
    : {
        heading: "Thank you, we've received your enquiry",
        subHeading: "We'll look into your enquiry and get back to you with an answer.",
        resTime: responseTimeText(definition.responseTime),
      };
}
