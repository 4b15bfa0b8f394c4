/**
 * Static facts of the complaint / enquiry journey (spec §2 screens and table, §5 options, §9 response
 * times). Pure data so the chart, the views, the validators and the lead builders share one source.
 */

/** A type guard for the values of `list`: true only for one of them. */
function isOneOf<T extends string>(list: readonly T[]) {
  return (value: unknown): value is T =>
    typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** The four `complaints/{complaint}` values (spec §2). */
export const complaintValueList = [
  'gas-and-electricity',
  'enquiry-gas-and-electricity',
  'pay-as-you-go',
  'enquiry-pay-as-you-go',
] as const;

/** A known `complaints/{complaint}` path segment. */
export type ComplaintValue = (typeof complaintValueList)[number];

/** Average and longest response time in days (spec §9); `maxDays` is null when none is stated. */
export interface ResponseTime {
  averageDays: number;
  maxDays: number | null;
}

/** Everything that varies with the complaint value. */
export interface ComplaintValueDefinition {
  kind: 'complaint' | 'enquiry';
  /** `query-type` of the lead (spec §2 table). */
  queryType: string;
  /** `query-subtype` of the lead (spec §2 table). */
  querySubtype: string;
  /** The energy-enquiry variant of the query form has a required subject select (spec §2, §5). */
  needsSubject: boolean;
  /** Pay-as-you-go leads carry the default flags and no account (spec §3). */
  payAsYouGo: boolean;
  responseTime: ResponseTime;
}

/** The spec §2 table and §9 response times, per complaint value (the screens' words live in src/ui). */
export const complaintValues: Readonly<Record<ComplaintValue, ComplaintValueDefinition>> = {
  'gas-and-electricity': {
    kind: 'complaint',
    queryType: 'Meters',
    querySubtype: 'Make a complaint-Monthly or quarterly',
    needsSubject: false,
    payAsYouGo: false,
    responseTime: { averageDays: 7, maxDays: 21 },
  },
  'enquiry-gas-and-electricity': {
    kind: 'enquiry',
    queryType: 'Enquiry',
    querySubtype: 'Enquiry-Credit Energy',
    needsSubject: true,
    payAsYouGo: false,
    responseTime: { averageDays: 2, maxDays: null },
  },
  'pay-as-you-go': {
    kind: 'complaint',
    queryType: 'Meters',
    querySubtype: 'Make a complaint-Pay As You Go',
    needsSubject: false,
    payAsYouGo: true,
    responseTime: { averageDays: 7, maxDays: 21 },
  },
  'enquiry-pay-as-you-go': {
    kind: 'enquiry',
    queryType: 'Enquiry',
    querySubtype: 'Enquiry-Pay As You Go',
    needsSubject: false,
    payAsYouGo: true,
    responseTime: { averageDays: 7, maxDays: null },
  },
};

/** True for one of the four known complaint values; anything else is an unknown route. */
export const isComplaintValue = isOneOf(complaintValueList);

/** Subject options of the energy-enquiry query form, in display order (spec §5). */
export const enquirySubjects = [
  'Amend moving house dates/meter reader',
  'Amend Payment Method',
  'Balance queries',
  "Can't pay/debt",
  'Direct debit/Incorrect payment',
  'Discount',
  'Dispute Bill/Balance',
  'Faulty meter',
  'Leaving us',
  'Make a Payment',
  'Meter read issues',
  'Moving House',
  'Online portal/app/login/website issues',
  'Request Refund',
  'Tariff issues',
  'Tariff renewal/upgrade',
  'Update personal details',
] as const;

/** One of the seventeen energy-enquiry subjects. */
export type EnquirySubject = (typeof enquirySubjects)[number];

/** True for one of the seventeen energy-enquiry subjects. */
export const isEnquirySubject = isOneOf(enquirySubjects);

/** What a complaint relates to (make-a-complaint-select-type, spec §2, §5); labels live in src/ui. */
export const complaintTypeList = [
  'energy',
  'homeServices',
  'installations',
  'electricVehicle',
] as const;

/** Value of the select-type radio. */
export type ComplaintType = (typeof complaintTypeList)[number];

/** The complaint types handled by separate complaint pages (full-page redirects). */
export type OtherComplaintType = Exclude<ComplaintType, 'energy'>;

/** How the customer pays for energy (make-a-complaint-select-energy, spec §5); labels live in src/ui. */
export const energyPaymentTypeList = ['credit', 'payAsYouGo', 'directDebit', 'other'] as const;

/** Value of the select-energy radio. */
export type EnergyPaymentType = (typeof energyPaymentTypeList)[number];

/** True for one of the four select-type values. */
export const isComplaintType = isOneOf(complaintTypeList);

/** True for one of the four select-energy values. */
export const isEnergyPaymentType = isOneOf(energyPaymentTypeList);

/** The complaint a select-energy answer leads to: pay-as-you-go for payAsYouGo, else gas and electricity. */
export function complaintValueForEnergy(payment: EnergyPaymentType): ComplaintValue {
  return payment === 'payAsYouGo' ? 'pay-as-you-go' : 'gas-and-electricity';
}
