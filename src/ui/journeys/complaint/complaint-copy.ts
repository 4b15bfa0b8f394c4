/**
 * The words of the complaint journey's screens, per chart value (machines/complaint-values.ts holds
 * the values themselves and what the lead carries).
 */
import type {
  ComplaintType,
  ComplaintValue,
  EnergyPaymentType,
} from '../../../../machines/complaint-values';
import { complaintTypeList, energyPaymentTypeList } from '../../../../machines/complaint-values';

/** Headings of a complaint value's details page and query page. */
export const complaintHeadings: Readonly<
  Record<ComplaintValue, { heading: string; queryHeading: string }>
> = {
  'gas-and-electricity': { heading: 'Making a complaint.', queryHeading: 'Tell us what happened' },
  'enquiry-gas-and-electricity': {
    heading: 'Making an energy enquiry.',
    queryHeading: 'Tell us your enquiry',
  },
  'pay-as-you-go': { heading: 'Making a complaint.', queryHeading: 'Tell us what happened' },
  'enquiry-pay-as-you-go': { heading: 'Making an enquiry.', queryHeading: 'Tell us your enquiry' },
};

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

/** The select-type radio's options, in the chart's order. */
export const complaintTypeOptions = complaintTypeList.map((value) => ({
  value,
  label: complaintTypeLabels[value],
}));

/** The select-energy radio's options, in the chart's order. */
export const energyPaymentOptions = energyPaymentTypeList.map((value) => ({
  value,
  label: energyPaymentLabels[value],
}));
