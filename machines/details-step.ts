/**
 * What the complaint and feedback details steps share: the address-selection child reports its pick
 * and its inputs to the parent, which keeps them in context and in the step's draft, so Back/Next
 * and a reload show the page as the user left it (spec §4 "Address selection"; "nothing lost on
 * reload").
 */
import {
  addressFields,
  addressSelectionMachine,
  emptyAddressValues,
  type AddressForm,
  type AddressOption,
  type AddressSelectionInput,
  type AddressSelectionParentEvent,
} from './address-selection.machine';
import {
  editThenKeep,
  fieldChangeOf,
  type FormState,
  formStates,
  freshForm,
  hasErrors,
  isFormState,
  submitOrShowErrors,
} from './form-kernel';
import { isRecord } from './is-record';
import {
  loadPrefillActor,
  postingFormStates,
  submitLeadActor,
  type JourneyStateMeta,
} from './journey-kernel';

/**
 * What a signed-in customer's record fills into a details form's contact fields (spec §4 "Prefill");
 * empty for anonymous visitors.
 */
export type ContactPrefill = Partial<
  Record<'firstName' | 'surname' | 'email' | 'telephoneNumber', string>
>;

/** The part of a parent's context the address child reports into. */
export interface ReportedAddress {
  /** The address the child reported as picked; null until one is. */
  address: AddressOption | null;
  /** The child's inputs and their errors, as last reported. */
  addressForm: AddressForm;
}

/** A details step's draft: its own form, the address inputs and the picked address. */
export interface DetailsDraft<F extends string> extends ReportedAddress {
  form: FormState<F>;
}

/** What a parent starts its details step with: the kept draft's pick and inputs, or none. */
export function reportedAddressOf(draft: DetailsDraft<string> | null | undefined): ReportedAddress {
  return {
    address: draft?.address ?? null,
    addressForm: draft?.addressForm ?? freshForm(emptyAddressValues),
  };
}

/** The details draft of a parent's context. */
export function detailsDraftOf<F extends string>(
  form: FormState<F>,
  reported: ReportedAddress,
): DetailsDraft<F> {
  return { form, address: reported.address, addressForm: reported.addressForm };
}

/** The address child's input on (re-)entering the step: its pick and inputs as last reported. */
function addressChildInput(reported: ReportedAddress): AddressSelectionInput {
  return { selected: reported.address, form: reported.addressForm };
}

/** Whether the page shows any message: its own form's or the address inputs'. */
export function pageHasErrors<F extends string>(
  form: FormState<F>,
  reported: ReportedAddress,
): boolean {
  return hasErrors(form) || hasErrors(reported.addressForm);
}

/** The parent's context after one of the child's reports (unchanged by any other event). */
export function afterAddressReport(event: { type: string }): Partial<ReportedAddress> {
  return isAddressReport(event) ? { address: event.selected, addressForm: event.form } : {};
}

function isAddressReport(event: { type: string }): event is AddressSelectionParentEvent {
  return event.type === 'address.reported';
}

const isAddressForm = isFormState(addressFields);

const optionTextFields = [
  'id',
  'label',
  'houseNameNumber',
  'addressLine1',
  'addressLine2',
  'county',
  'postcode',
  'postalTown',
] as const;

function isAddressOption(value: unknown): value is AddressOption {
  return (
    isRecord(value) &&
    optionTextFields.every((field) => typeof value[field] === 'string') &&
    typeof value.isManual === 'boolean'
  );
}

/** A guard for kept details drafts of a form with these fields; any other shape is not one. */
export function isDetailsDraft<F extends string>(fields: readonly F[]) {
  const isForm = isFormState(fields);
  return (value: unknown): value is DetailsDraft<F> =>
    isRecord(value) &&
    isForm(value.form) &&
    isAddressForm(value.addressForm) &&
    (value.address === null || isAddressOption(value.address));
}

/**
 * The actors of a journey whose details step ends in a lead post: the ones the step invokes (see
 * `detailsStep`) and `submitLead`, which posts the lead built from submission `S`.
 */
export function detailsJourneyActors<S>() {
  return {
    addressSelection: addressSelectionMachine,
    /** The signed-in customer's details to prefill. */
    loadPrefill: loadPrefillActor<ContactPrefill>(),
    submitLead: submitLeadActor<S>(),
  };
}

/**
 * The details step a lead post returns to: besides a submit, the address inputs can show a message
 * (a lookup without a postcode), which takes the failed post's alert's place.
 */
function postingDetailsStates(meta: JourneyStateMeta) {
  const { failed, ...states } = postingFormStates(meta, 'detailsPageHasErrors');
  return {
    ...states,
    failed: { ...failed, always: { guard: 'detailsPageHasErrors', target: 'invalid' } },
  } as const;
}

/**
 * The address selector a details step invokes, with its pick and inputs as last reported. A chart
 * whose details step posts its lead invokes it on its root instead: the selector then keeps its
 * state, on show but not usable, while the lead posts, through a failed post and across Back and
 * Forward, and it persists with the chart's snapshot, so a reload while the lead posts shows it too.
 */
export const addressSelectionInvoke = {
  id: 'addressSelection',
  src: 'addressSelection',
  input: ({ context }: { context: ReportedAddress }) => addressChildInput(context),
} as const;

/**
 * The whole details step: `editing` or `invalid` (the chart's `detailsPageHasErrors` guard: any
 * message of its own form or of the address inputs). It invokes the address selector
 * (`addressSelectionInvoke`, which a step that posts its lead leaves to its chart) and
 * `loadPrefill`, whose answer fills the empty contact fields
 * (`fillDetails`); the address child's reports (`trackAddress`) and the form's edits (`editDetails`)
 * are kept with the draft (`persistDraft`, the parent's action for this step's draft). Its submit
 * checks the form with `checkDetails` as `submit` says (see `submitOrShowErrors`); `visits` are the
 * `route.visit` transitions to the chart's other steps. The step a lead post returns to
 * (`postsLead`) can also be `failed` (see `postingFormStates`).
 */
export function detailsStep<
  P,
  const G,
  const T extends string,
  const X = never,
  const S = undefined,
  const V = never,
>({
  meta,
  persistDraft,
  submit,
  visits,
  postsLead = false,
}: {
  meta: JourneyStateMeta;
  persistDraft: P;
  submit: { guard: G; target: T; andThen?: readonly X[]; showErrorsIf?: S };
  visits: V;
  postsLead?: boolean;
}) {
  return {
    initial: 'editing',
    states: postsLead ? postingDetailsStates(meta) : formStates(meta, 'detailsPageHasErrors'),
    invoke: [
      // A step that posts its lead leaves the address selector to its chart (see
      // `addressSelectionInvoke`), so the selector outlives the step while the lead posts.
      ...(postsLead ? [] : [addressSelectionInvoke]),
      {
        id: 'loadPrefill',
        src: 'loadPrefill',
        onDone: {
          actions: [
            {
              type: 'fillDetails',
              params: ({ event }: { event: { output: ContactPrefill } }) => ({
                prefill: event.output,
              }),
            },
            persistDraft,
          ],
        },
      },
    ],
    on: {
      'address.reported': { actions: ['trackAddress', persistDraft] },
      'details.change': editThenKeep('editDetails', fieldChangeOf, persistDraft),
      'details.submit': submitOrShowErrors({ ...submit, check: 'checkDetails', persistDraft }),
      'route.visit': visits,
    },
  } as const;
}
