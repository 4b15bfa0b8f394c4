/**
 * Complaint / energy-enquiry journey: choose service -> choose energy type -> 'A bit about you' ->
 * query -> confirmation. Spec §2 (make-a-complaint-select-type, make-a-complaint-select-energy,
 * complaints/{complaint}, complaints/{complaint}/query, confirmation), §3 (cached personalDetails),
 * §4 "Complaint flow", §5 (details and query rules), §8 (lead post failure, missing cached details),
 * §9 (response times, via complaint-values.ts).
 *
 * The chart owns the select-type, select-energy and query forms: values, errors and attempts live in
 * context, the spec's rules run in its guards and actions, and each of those steps is `editing` or
 * `invalid` (errors on show). An edit removes the edited field's message; the others stay until the
 * next submit, also across Back/Next and a reload (the host persists every change through
 * `persistDraft` and restores the drafts as input).
 *
 * The details step invokes the address-selection chart (id `addressSelection`) and only lets
 * `details.submit` through once that child has reported a chosen address. A reload on the query step
 * resumes because the host passes the cached personal details as `input` and then replays the URL as
 * `journey.start` + `route.visit`; without cached details of that complaint the visit is refused and the router sends the
 * user to the route of the state the chart is actually in (the details page).
 */
import { stepMeta } from './journey-routes';
import * as kernel from './journey-kernel';
import { and, assign, setup } from 'xstate';
import * as forms from './form-kernel';
import {
  validateComplaintTypeChoice,
  validateEnergyPaymentChoice,
} from './validation/journey-choices';
import {
  queryFormFields,
  showsLimitNotice,
  validateQueryForm,
  type QueryDraft,
  type QueryFormField,
} from './validation/query-form';
import { type AddressSelectionParentEvent } from './address-selection.machine';
import {
  detailsJourneyActors,
  detailsStep,
  afterAddressReport,
  detailsDraftOf,
  pageHasErrors,
  reportedAddressOf,
  type DetailsDraft,
  type ReportedAddress,
} from './details-step';
import {
  detailsFormFields,
  validateDetailsForm,
  type DetailsFormField,
} from './validation/details-form';
import {
  complaintValueForEnergy,
  complaintValues,
  isComplaintType,
  isEnergyPaymentType,
  type ComplaintType,
  type ComplaintValue,
  type EnergyPaymentType,
  type OtherComplaintType,
} from './complaint-values';

export { detailsFormFields, queryFormFields };
export type { DetailsFormField, QueryDraft, QueryFormField };

/** Validated answers of the 'A bit about you' form (spec §5). */
export interface PersonalDetails {
  firstName: string;
  surname: string;
  email: string;
  telephoneNumber: string;
  textphoneNumber: string | null;
  vulnerabilityConsent: boolean;
}

/** What is cached under the `personalDetails` key (spec §3): the answers plus type, subtype and address. */
export interface CachedPersonalDetails extends PersonalDetails {
  queryType: string;
  querySubtype: string;
  addressId: string;
}

/** Input of the `submitLead` actor; src/ turns it into the wire lead and posts it. */
export interface ComplaintSubmission {
  complaint: ComplaintValue;
  personalDetails: CachedPersonalDetails;
  query: QueryDraft;
}

/** The journey steps a URL can name; the router reports them with `route.visit`. */
export type ComplaintStep = 'selectType' | 'selectEnergy' | 'details' | 'query';

/** The make-a-complaint-select-type form. */
type ComplaintTypeForm = forms.FormState<'complaintType'>;
/** The make-a-complaint-select-energy form. */
type EnergyPaymentForm = forms.FormState<'energyPayment'>;
/** The 'A bit about you' form (the address is the address child's). */
export type PersonalDetailsForm = forms.FormState<DetailsFormField>;
/** The details step's draft: the form, the address inputs and the picked address. */
type PersonalDetailsDraft = DetailsDraft<DetailsFormField>;
/** The query form (`subject` is only asked for the energy-enquiry variant). */
type QueryForm = forms.FormState<QueryFormField>;
/** The query form's draft with the complaint it was written for. */
export interface ComplaintQueryDraft {
  complaint: ComplaintValue;
  form: QueryForm;
}

/** Events of the complaint journey (plus the address child's notifications). */
export type ComplaintEvent =
  | { type: 'type.change'; value: string }
  | { type: 'type.submit' }
  | { type: 'energy.change'; value: string }
  | { type: 'energy.submit' }
  | { type: 'journey.start'; complaint: ComplaintValue }
  | { type: 'details.change'; field: DetailsFormField; value: string }
  | { type: 'details.submit' }
  | { type: 'query.change'; field: QueryFormField; value: string }
  | { type: 'query.submit' }
  | kernel.RouteVisit<ComplaintStep>
  | kernel.FailureDismiss
  | AddressSelectionParentEvent;

/**
 * Input: who the visitor is, and what the session kept — the `personalDetails` cache, the last
 * submission's key and the drafts of the three forms the chart owns (absent or null when none was
 * kept).
 */
export interface ComplaintInput extends kernel.JourneyVisitor {
  personalDetails: CachedPersonalDetails | null;
  submissionKey: kernel.SubmissionKey | null;
  typeDraft?: ComplaintTypeForm | null;
  energyDraft?: EnergyPaymentForm | null;
  detailsDraft?: PersonalDetailsDraft | null;
  queryDraft?: ComplaintQueryDraft | null;
}

/** What `persistDraft` keeps: one form under its draft name. */
export type ComplaintDraft =
  | { form: 'complaint-type'; draft: ComplaintTypeForm }
  | { form: 'complaint-energy'; draft: EnergyPaymentForm }
  | { form: 'complaint-details'; draft: PersonalDetailsDraft }
  | { form: 'complaint-query'; draft: ComplaintQueryDraft };

/** Context of the complaint journey (`address` and `addressForm` as the address child reported). */
export interface ComplaintContext extends ReportedAddress, kernel.JourneyVisitor {
  complaintType: ComplaintType | null;
  energyPayment: EnergyPaymentType | null;
  complaint: ComplaintValue | null;
  typeForm: ComplaintTypeForm;
  energyForm: EnergyPaymentForm;
  detailsForm: PersonalDetailsForm;
  queryForm: QueryForm;
  /** The query draft the session kept: it fills the query form of its own complaint only. */
  keptQuery: ComplaintQueryDraft | null;
  personalDetails: CachedPersonalDetails | null;
  /** The last submitted query, kept so a failed post loses nothing. */
  query: QueryDraft | null;
  /** Why the lead post failed, when it did: the query view shows the matching §8 alert. */
  submitError: kernel.LeadPostFailureKind | null;
  submissionKey: kernel.SubmissionKey | null;
  receipt: kernel.LeadReceipt | null;
}

/** Output when the journey reaches `confirmed`: the confirmation's origin and response data. */
export interface ComplaintOutput {
  origin: ComplaintValue;
  receipt: kernel.LeadReceipt;
}

/** Writes the `personalDetails` cache (sessionStorage in src/). */
const persistPersonalDetails: kernel.PlaceholderAction<{
  personalDetails: CachedPersonalDetails;
}> = () => kernel.notProvided('persistPersonalDetails');
/** Keeps a form's draft with the journey (sessionStorage in src/). */
const persistDraft: kernel.PlaceholderAction<ComplaintDraft> = () =>
  kernel.notProvided('persistDraft');
/** Full-page redirect to the separate complaint page of a non-energy service (spec §2). */
const redirectToExternalComplaint: kernel.PlaceholderAction<{
  complaintType: OtherComplaintType;
}> = () => kernel.notProvided('redirectToExternalComplaint');

/** Invariants the guards guarantee; a violation is a bug in the chart, not user input. */
const required = kernel.invariantsOf('complaint');

function cachedDetails(context: ComplaintContext, details: PersonalDetails): CachedPersonalDetails {
  const { queryType, querySubtype } = complaintValues[required(context.complaint, 'complaint')];
  return {
    ...details,
    queryType,
    querySubtype,
    addressId: required(context.address, 'address').id,
  };
}

function submissionOf(context: ComplaintContext): ComplaintSubmission {
  return {
    complaint: required(context.complaint, 'complaint'),
    personalDetails: required(context.personalDetails, 'personal details'),
    query: required(context.query, 'query'),
  };
}

const submission = kernel.submissionAssigners(submissionOf);

function asOtherComplaintType(value: ComplaintType | null): OtherComplaintType {
  if (value === null || value === 'energy') throw new Error('not an external complaint type');
  return value;
}

/**
 * Each form's rule: the chart runs it on the values it keeps when the form's submit arrives, the
 * step's @mantine/form on the values in its inputs (useStepForm), so both reach one verdict.
 */
export const complaintFormRules = {
  type: validateComplaintTypeChoice,
  energy: validateEnergyPaymentChoice,
  details: validateDetailsForm,
  /** The journey's complaint decides the subjects the query form offers. */
  query: (
    values: Record<QueryFormField, string>,
    { complaint }: Pick<ComplaintContext, 'complaint'>,
  ) => validateQueryForm(values, required(complaint, 'complaint')),
};

const checkedType = (context: ComplaintContext) => complaintFormRules.type(context.typeForm.values);
const checkedEnergy = (context: ComplaintContext) =>
  complaintFormRules.energy(context.energyForm.values);
const checkedQuery = (context: ComplaintContext) =>
  complaintFormRules.query(context.queryForm.values, context);

const persistTypeDraft = forms.persistDraftOf<ComplaintContext, ComplaintDraft>((context) => ({
  form: 'complaint-type',
  draft: context.typeForm,
}));
const persistEnergyDraft = forms.persistDraftOf<ComplaintContext, ComplaintDraft>((context) => ({
  form: 'complaint-energy',
  draft: context.energyForm,
}));
const persistQueryDraft = forms.persistDraftOf<ComplaintContext, ComplaintDraft>((context) => ({
  form: 'complaint-query',
  draft: { complaint: required(context.complaint, 'complaint'), form: context.queryForm },
}));

/**
 * The query form once the journey is about `complaint`: kept while the complaint stays the same,
 * else the kept draft of that complaint, else empty. A link to another complaint's page never shows
 * what was typed for the first one.
 */
function queryFormFor(context: ComplaintContext, complaint: ComplaintValue): QueryForm {
  if (complaint === context.complaint) return context.queryForm;
  const kept = context.keptQuery;
  return kept?.complaint === complaint ? kept.form : forms.freshForm(noQuery);
}

/** The context's changes when the journey turns out to be about `complaint`. */
function withComplaint<T extends object>(
  context: ComplaintContext,
  complaint: ComplaintValue,
  changes: T,
): T & Pick<ComplaintContext, 'complaint' | 'queryForm'> {
  return { ...changes, complaint, queryForm: queryFormFor(context, complaint) };
}

const persistDetailsDraft = forms.persistDraftOf<ComplaintContext, ComplaintDraft>((context) => ({
  form: 'complaint-details',
  draft: detailsDraftOf(context.detailsForm, context),
}));

const checkedDetails = (context: ComplaintContext) =>
  complaintFormRules.details(context.detailsForm.values);

const typeFormAssigners = forms.formAssigners('typeForm', checkedType, ({ complaintType }) => ({
  complaintType,
}));
const energyFormAssigners = forms.formAssigners(
  'energyForm',
  checkedEnergy,
  ({ energyPayment }, context) =>
    withComplaint(context, complaintValueForEnergy(energyPayment), { energyPayment }),
);
const queryFormAssigners = forms.formAssigners('queryForm', checkedQuery, (query) => ({ query }));
const detailsFormAssigners = forms.formAssigners(
  'detailsForm',
  checkedDetails,
  (details, context) => ({
    personalDetails: cachedDetails(context, details),
  }),
);

/** The details form as the cached answers of this session leave it (spec §3 personalDetails). */
function detailsFormOf(cached: CachedPersonalDetails | null): PersonalDetailsForm {
  return forms.freshForm({
    firstName: cached?.firstName ?? '',
    surname: cached?.surname ?? '',
    email: cached?.email ?? '',
    telephoneNumber: cached?.telephoneNumber ?? '',
    textphoneNumber: cached?.textphoneNumber ?? '',
    vulnerability: cached === null ? '' : String(cached.vulnerabilityConsent),
  });
}

const noQuery: Record<QueryFormField, string> = { subject: '', query: '' };

const choiceOf = <T>(value: unknown, isChoice: (value: unknown) => value is T): T | null =>
  isChoice(value) ? value : null;

/** A later step's ways back to the radio questions: select-energy once energy was chosen, select-type. */
const backToChoices = [
  { guard: and([kernel.visiting('selectEnergy'), 'choseEnergy']), target: 'selectEnergy' },
  { guard: kernel.visiting('selectType'), target: 'selectType' },
] as const;

/**
 * The complaint / enquiry chart. World-touching actions (`persistDraft` among them) and `submitLead`
 * are supplied from src/.
 */
export const complaintMachine = setup({
  types: kernel.journeyTypes<ComplaintContext, ComplaintEvent, ComplaintInput, ComplaintOutput>(),
  /** `submitLead`: POST /v1/leads with the help-&-support lead built from the submission. */
  actors: detailsJourneyActors<ComplaintSubmission>(),
  guards: {
    hasSubmitError: kernel.hasSubmitError,
    typeFormIsValid: ({ context }) => checkedType(context).values !== null,
    choosesEnergy: ({ context }) => checkedType(context).values?.complaintType === 'energy',
    typeFormHasErrors: ({ context }) => forms.hasErrors(context.typeForm),
    energyFormIsValid: ({ context }) => checkedEnergy(context).values !== null,
    energyFormHasErrors: ({ context }) => forms.hasErrors(context.energyForm),
    detailsFormIsValid: ({ context }) => checkedDetails(context).values !== null,
    detailsPageHasErrors: ({ context }) => pageHasErrors(context.detailsForm, context),
    queryFormHasErrors: ({ context }) => forms.hasErrors(context.queryForm),
    queryShowsLimitNotice: ({ context: { queryForm } }) =>
      showsLimitNotice(queryForm.values.query, queryForm.errors.query),
    isVisiting: kernel.isVisiting,
    // Energy, chosen and still the form's answer: browser Forward past a choice changed but not
    // submitted is refused, so the step the user is on never goes on with an answer it no longer
    // shows (on the later steps the select-type form cannot change).
    choseEnergy: ({ context: { complaintType, typeForm } }) =>
      complaintType === 'energy' && typeForm.values.complaintType === complaintType,
    // A complaint, and the energy answer that made it still the form's (as above).
    hasChosenComplaint: ({ context: { complaint, energyForm, energyPayment } }) =>
      complaint !== null && energyForm.values.energyPayment === energyPayment,
    hasChosenAddress: ({ context }) => context.address !== null,
    // The query step opens with cached details of this complaint (not a stale cache or another
    // complaint's, whose type and subtype would go on this lead) that the details form still
    // gives, with their address or none picked since (a reload with only the cache): edits not yet
    // submitted keep the user on the details step.
    hasDetailsForComplaint: ({ context }) => {
      const { personalDetails: cached, complaint, address } = context;
      const answers = checkedDetails(context).values;
      if (answers === null || cached === null || complaint === null) return false;
      const expected: Record<string, unknown> = {
        ...answers,
        ...complaintValues[complaint],
        addressId: address?.id ?? cached.addressId,
      };
      return (Object.keys(cached) as (keyof CachedPersonalDetails)[]).every(
        (field) => cached[field] === expected[field],
      );
    },
    // The spec §5 rules: text required and within the character limit, a subject for the enquiry.
    isCompleteQuery: ({ context }) => checkedQuery(context).values !== null,
  },
  actions: {
    editType: assign(typeFormAssigners.edit),
    /** Shows the submit's errors, or stores the chosen service. */
    checkType: assign(typeFormAssigners.check),
    editEnergy: assign(energyFormAssigners.edit),
    /** Shows the submit's errors, or stores the payment type and the complaint it makes. */
    checkEnergy: assign(energyFormAssigners.check),
    editQuery: assign(queryFormAssigners.edit),
    /** Shows the submit's errors, or stores the validated query for the post. */
    checkQuery: assign(queryFormAssigners.check),
    persistDraft,
    startJourney: assign(({ context, event }) =>
      event.type === 'journey.start' ? withComplaint(context, event.complaint, {}) : {},
    ),
    trackAddress: assign(({ event }) => afterAddressReport(event)),
    editDetails: assign(detailsFormAssigners.edit),
    /** Shows the submit's errors, or stores the answers with this complaint and the address. */
    checkDetails: assign(detailsFormAssigners.check),
    fillDetails: assign(detailsFormAssigners.fill),
    keySubmission: assign(submission.keySubmission),
    storeReceipt: assign(submission.storeReceipt),
    markSubmitError: assign(submission.markSubmitError),
    dismissFailure: assign(submission.dismissFailure),
    persistPersonalDetails,
    ...kernel.submittingHostActions,
    redirectToExternalComplaint,
  },
}).createMachine({
  id: 'complaint',
  description:
    "Choose the service, then the energy payment type, then 'A bit about you' (with the address selector), then the query, then the confirmation. Non-energy services leave for their own complaint pages.",
  context: ({ input }) => ({
    signedIn: input.signedIn,
    // A reload keeps the choices the drafts show, so the steps after them stay reachable.
    complaintType: choiceOf(input.typeDraft?.values.complaintType, isComplaintType),
    energyPayment: choiceOf(input.energyDraft?.values.energyPayment, isEnergyPaymentType),
    complaint: null,
    typeForm: input.typeDraft ?? forms.freshForm({ complaintType: '' }),
    energyForm: input.energyDraft ?? forms.freshForm({ energyPayment: '' }),
    detailsForm: input.detailsDraft?.form ?? detailsFormOf(input.personalDetails),
    ...reportedAddressOf(input.detailsDraft),
    queryForm: forms.freshForm(noQuery),
    keptQuery: input.queryDraft ?? null,
    personalDetails: input.personalDetails,
    query: null,
    submitError: null,
    submissionKey: input.submissionKey,
    receipt: null,
  }),
  initial: 'selectType',
  output: ({ context }) => ({
    origin: required(context.complaint, 'complaint'),
    receipt: required(context.receipt, 'receipt'),
  }),
  states: {
    selectType: {
      initial: 'editing',
      states: forms.formStates(stepMeta('selectType'), 'typeFormHasErrors'),
      on: {
        'type.change': forms.editThenKeep(
          'editType',
          forms.valueOf('complaintType'),
          persistTypeDraft,
        ),
        'type.submit': [
          {
            guard: 'choosesEnergy',
            target: 'selectEnergy',
            actions: ['checkType', persistTypeDraft],
          },
          ...forms.submitOrShowErrors({
            guard: 'typeFormIsValid',
            target: 'leavingForOtherComplaint',
            check: 'checkType',
            persistDraft: persistTypeDraft,
          }),
        ],
        // Enquiry and complaint pages are linked directly: the journey may begin at the details step.
        'journey.start': { target: 'enterDetails', actions: 'startJourney' },
        'route.visit': {
          guard: and([kernel.visiting('selectEnergy'), 'choseEnergy']),
          target: 'selectEnergy',
        },
      },
    },
    leavingForOtherComplaint: {
      // No screen: the browser is leaving for another site. If it comes back (bfcache, Back), the
      // select-type page is the only sensible step.
      entry: {
        type: 'redirectToExternalComplaint',
        params: ({ context }) => ({ complaintType: asOtherComplaintType(context.complaintType) }),
      },
      on: {
        'route.visit': {
          guard: kernel.visiting('selectType'),
          target: 'selectType',
        },
      },
    },
    selectEnergy: {
      initial: 'editing',
      states: forms.formStates(stepMeta('selectEnergy'), 'energyFormHasErrors'),
      on: {
        'energy.change': forms.editThenKeep(
          'editEnergy',
          forms.valueOf('energyPayment'),
          persistEnergyDraft,
        ),
        'energy.submit': forms.submitOrShowErrors({
          guard: 'energyFormIsValid',
          target: 'enterDetails',
          check: 'checkEnergy',
          persistDraft: persistEnergyDraft,
        }),
        'route.visit': [
          { guard: kernel.visiting('selectType'), target: 'selectType' },
          {
            guard: and([kernel.visiting('details'), 'hasChosenComplaint']),
            target: 'enterDetails',
          },
        ],
      },
    },
    // 'Next step' shows only once an address is chosen (spec §4): without one nothing happens.
    enterDetails: detailsStep({
      meta: stepMeta('complaintDetails'),
      persistDraft: persistDetailsDraft,
      submit: {
        guard: and(['hasChosenAddress', 'detailsFormIsValid']),
        target: 'describeQuery',
        andThen: [
          {
            type: 'persistPersonalDetails',
            params: ({ context }: { context: ComplaintContext }) => ({
              personalDetails: required(context.personalDetails, 'personal details'),
            }),
          },
        ],
        showErrorsIf: 'hasChosenAddress',
      },
      visits: [
        {
          guard: and([kernel.visiting('query'), 'hasDetailsForComplaint']),
          target: 'describeQuery',
        },
        ...backToChoices,
      ],
    }),
    describeQuery: {
      // Entered only with a complaint: the guards on every way in require one.
      ...forms.textStepStates(
        kernel.postingFormStates(stepMeta('complaintQuery'), 'queryFormHasErrors'),
        stepMeta('complaintQuery'),
        'queryShowsLimitNotice',
      ),
      on: {
        'query.change': forms.editThenKeep('editQuery', forms.fieldChangeOf, persistQueryDraft),
        'query.submit': forms.submitOrShowErrors({
          guard: 'isCompleteQuery',
          target: 'submitting',
          check: 'checkQuery',
          persistDraft: persistQueryDraft,
          invalid: '.form.invalid',
        }),
        'route.visit': [
          { guard: kernel.visiting('details'), target: 'enterDetails' },
          ...backToChoices,
        ],
      },
    },
    submitting: kernel.submittingState({
      meta: stepMeta('complaintQuery'),
      returnTo: 'describeQuery',
      submission: submissionOf,
    }),
    confirmed: {
      meta: stepMeta('confirmation'),
      type: 'final',
    },
  },
});
