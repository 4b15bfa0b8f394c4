/**
 * The words of the complaint journey's screens, per chart value (machines/complaint-values.ts holds
 * the values themselves and what the lead carries).
 */
import type {
  ComplaintType,
  ComplaintValue,
  EnergyPaymentType,
} from '../../../../machines/complaint-values';
import {
  complaintTypeList,
  complaintValues,
  energyPaymentTypeList,
} from '../../../../machines/complaint-values';
import type { ChoiceOption } from '../shared/choices';

/** Headings of a complaint value's details page and query page (spec §2). */
export function complaintHeadings(value: ComplaintValue): {
  heading: string;
  queryHeading: string;
} {
  const { kind, payAsYouGo } = complaintValues[value];
  if (kind === 'complaint') {
    return { heading: 'Making a complaint.', queryHeading: 'Tell us what happened' };
  }
  const heading = payAsYouGo ? 'Making an enquiry.' : 'Making an energy enquiry.';
  return { heading, queryHeading: 'Tell us your enquiry' };
}

const complaintTypeLabels: Readonly<Record<ComplaintType, string>> = {
  energy: 'Energy',
  homeServices: 'Home services',
  installations: 'Installations',
  electricVehicle: 'Electric Vehicle charge point',
};

const energyPaymentLabels: Readonly<Record<EnergyPaymentType, string>> = {
  credit: 'I pay on receipt of my bill',
  payAsYouGo: 'I top up my meter / PAYG',
  directDebit: 'I pay by Direct Debit',
  other: 'Other',
};

/** A radio question of the complaint journey: what it asks and its options, in the chart's order. */
export interface ChoiceQuestion<TValue extends string> {
  question: string;
  options: readonly ChoiceOption<TValue>[];
}

/** make-a-complaint-select-type's question. */
export const complaintTypeQuestion: ChoiceQuestion<ComplaintType> = {
  question: 'What is your complaint about?',
  options: complaintTypeList.map((value) => ({ value, label: complaintTypeLabels[value] })),
};

/** make-a-complaint-select-energy's question. */
export const energyPaymentQuestion: ChoiceQuestion<EnergyPaymentType> = {
  question: 'How do you pay for your energy?',
  options: energyPaymentTypeList.map((value) => ({ value, label: energyPaymentLabels[value] })),
};

/** The details page's question about extra support (the chart keeps the answer as 'true' or 'false'). */
export const vulnerabilityQuestion = {
  question: 'Do you have any circumstances that mean you need extra support from us?',
  hint: 'For example a health condition, a disability or a recent bereavement.',
  options: [
    { value: 'true', label: 'Yes' },
    { value: 'false', label: 'No' },
  ],
} as const satisfies ChoiceQuestion<string> & { hint: string };
