/**
 * Address selection — the address part of the complaint and feedback details forms.
 * Spec §4 "Address selection" (postcode lookup fills the list, selecting picks one, a manual address is
 * saved by a post first, clearing empties list and errors, spinner while saving), §7 GET/POST addresses
 * (lookup never retried), §8 "Address lookup or save failure".
 *
 * The chart owns its inputs (the postcode and the manual address form): what was typed and the errors
 * on show are its `form`, `address.lookup` and `address.saveManual` run the spec's rules on them, and
 * an edit removes the edited field's message.
 *
 * Invoked by a parent chart (id `addressSelection`). After every change of its pick or its inputs it
 * sends the parent `address.reported` with both (`sendParent` rather than `output`: the user can clear
 * and choose again many times, so the child never finishes). The parent lets 'Next step' through on
 * the pick, shows the inputs' messages in the page's summary, keeps both with its draft and passes
 * them back when the step is entered again. The report is a named action (`reportToParent`), so a
 * host that runs this chart without a parent (unit tests, Stately Studio) provides a replacement.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import { formatPostcode } from '../src/api/schemas/postcodes';
import { editField, freshForm, valuesOf, withGroupErrors, type FormState } from './form-kernel';
import { notProvided } from './journey-kernel';
import {
  validateManualAddress,
  validatePostcodeLookup,
  type ManualAddressField,
} from './validation/address-form';
import type { FieldErrors } from './validation/result';

/** One address as the selector shows it (spec §3 "Selector model"). */
export interface AddressOption {
  id: string;
  label: string;
  houseNameNumber: string;
  addressLine1: string;
  addressLine2: string;
  county: string;
  postcode: string;
  postalTown: string;
  isManual: boolean;
}

/** A manually entered address, before it is saved and has an id. */
export interface ManualAddress {
  houseNameNumber: string;
  addressLine1: string;
  addressLine2: string;
  postalTown: string;
  county: string;
  postcode: string;
}

/** The selector's inputs: the lookup's postcode and the manual address form's fields. */
export const addressFields = [
  'postcode',
  'houseNameNumber',
  'addressLine1',
  'addressLine2',
  'postalTown',
  'county',
  'manualPostcode',
] as const;

/** One input of the address selector. */
export type AddressField = (typeof addressFields)[number];

/** The selector's inputs with their errors. */
export type AddressForm = FormState<AddressField>;

/** Empty values of the address selector's inputs. */
export const emptyAddressValues = valuesOf(addressFields, () => '');

const lookupFields: readonly AddressField[] = ['postcode'];
const manualFields: readonly AddressField[] = addressFields.filter((field) => field !== 'postcode');

/** Events the address selector accepts from its view. */
export type AddressSelectionEvent =
  | { type: 'address.change'; field: AddressField; value: string }
  | { type: 'address.lookup' }
  | { type: 'address.select'; id: string }
  | { type: 'address.enterManually' }
  | { type: 'address.saveManual' }
  | { type: 'address.clear' }
  | { type: 'address.dismissFailure' };

/**
 * What the address selector tells its parent after every change of its pick or its inputs: the
 * address picked (null when none is) and the inputs with their messages.
 */
export type AddressSelectionParentEvent = {
  type: 'address.reported';
  selected: AddressOption | null;
  form: AddressForm;
};

/**
 * Input: an address chosen earlier in the journey, shown again when the details step is revisited,
 * and the inputs as the user left them (fresh when absent).
 */
export interface AddressSelectionInput {
  selected: AddressOption | null;
  form?: AddressForm;
}

/** Context of the address selector. */
export interface AddressSelectionContext {
  postcode: string;
  addresses: AddressOption[];
  selected: AddressOption | null;
  /** The validated manual address being saved (kept after a failed save, for a retry). */
  manualAddress: ManualAddress | null;
  form: AddressForm;
}

/**
 * What each state shows, for the view to read with `hasTag` (never by comparing state names):
 * - `lookup`: the postcode field and 'Find address';
 * - `finding`: a lookup is under way;
 * - `list`: the list of found addresses ('Select your address');
 * - `noResults`: the lookup found nothing;
 * - `manualForm`: the manual address form;
 * - `savingManual`: "We're checking your details" while a manual address saves (spec §4);
 * - `failed`: the §8 address alert;
 * - `picked`: an address is chosen — shown, and the details form may go on;
 * - `busy`: a call is under way.
 */
export type AddressSelectionTag =
  | 'lookup'
  | 'finding'
  | 'list'
  | 'noResults'
  | 'manualForm'
  | 'savingManual'
  | 'failed'
  | 'picked'
  | 'busy';

function manualAddressOf(values: Record<AddressField, string>): ManualAddress {
  const { houseNameNumber, addressLine1, addressLine2, postalTown, county } = values;
  return {
    houseNameNumber,
    addressLine1,
    addressLine2,
    postalTown,
    county,
    postcode: values.manualPostcode,
  };
}

/** The manual form's postcode input is `manualPostcode`: the lookup has its own. */
function manualFormErrors(errors: FieldErrors<ManualAddressField>): FieldErrors<AddressField> {
  const { postcode, ...rest } = errors;
  return postcode === undefined ? rest : { ...rest, manualPostcode: postcode };
}

/** The lookup's rule: the postcode typed (`address.lookup` checks it alone). */
export const postcodeRule = (values: Record<AddressField, string>) =>
  validatePostcodeLookup({ postcode: values.postcode });
/** The manual form's rule, its messages on the inputs (`address.saveManual` checks them alone). */
export function manualAddressRule(values: Record<AddressField, string>) {
  const { values: address, errors } = validateManualAddress(manualAddressOf(values));
  return { values: address, errors: manualFormErrors(errors) };
}

/**
 * Both rules over all the address inputs, as one form of them sees them; the chart runs each on
 * its own action (the lookup, the manual save).
 */
export function addressInputsRule(values: Record<AddressField, string>) {
  const errors = { ...postcodeRule(values).errors, ...manualAddressRule(values).errors };
  return { values: Object.keys(errors).length === 0 ? values : null, errors };
}

const checkedPostcode = (context: AddressSelectionContext) => postcodeRule(context.form.values);
const checkedManualAddress = (context: AddressSelectionContext) =>
  manualAddressRule(context.form.values);

/**
 * `address.lookup` from a state that offers the postcode field: a valid postcode starts the lookup
 * (letting go of any pick and of the manual form's messages, whose fields go), else its message
 * shows.
 */
const lookUp = [
  {
    guard: 'postcodeIsValid' as const,
    target: 'lookingUp' as const,
    actions: [
      'checkPostcode' as const,
      'forgetManualErrors' as const,
      'startLookup' as const,
      'reportToParent' as const,
    ],
  },
  { actions: ['checkPostcode' as const, 'reportToParent' as const] },
];

/**
 * `address.saveManual` from the manual form: a valid address is saved (a lookup postcode's message
 * goes with the lookup), else its messages show.
 */
const saveManually = [
  {
    guard: 'manualAddressIsValid' as const,
    target: 'savingManual' as const,
    actions: [
      'checkManualAddress' as const,
      'forgetPostcodeError' as const,
      'reportToParent' as const,
    ],
  },
  { actions: ['checkManualAddress' as const, 'reportToParent' as const] },
];

/** `address.enterManually` where nothing is picked: the manual form opens, a postcode message goes. */
const enterManually = {
  target: 'enteringManually' as const,
  actions: ['forgetPostcodeError' as const, 'reportToParent' as const],
};

/** `address.clear`: back to an empty postcode field, with nothing picked. */
const clearAll = {
  target: 'idle' as const,
  actions: ['resetSelection' as const, 'reportToParent' as const],
};

/** The address-selection chart. Actors `lookupAddresses` and `saveManualAddress` are supplied from src/. */
export const addressSelectionMachine = setup({
  types: {
    context: {} as AddressSelectionContext,
    events: {} as AddressSelectionEvent,
    input: {} as AddressSelectionInput,
    tags: {} as AddressSelectionTag,
  },
  actors: {
    /** GET addresses?postcode=; an unknown postcode resolves to []. Must not retry (spec §7). */
    lookupAddresses: fromPromise<AddressOption[], { postcode: string }>(() =>
      notProvided('lookupAddresses'),
    ),
    /** POST addresses; resolves to the saved address with its new id. */
    saveManualAddress: fromPromise<AddressOption, ManualAddress>(() =>
      notProvided('saveManualAddress'),
    ),
  },
  guards: {
    hasSelection: ({ context }) => context.selected !== null,
    postcodeIsValid: ({ context }) => checkedPostcode(context).values !== null,
    manualAddressIsValid: ({ context }) => checkedManualAddress(context).values !== null,
    isEmptyList: (_, params: { addresses: AddressOption[] }) => params.addresses.length === 0,
    isListedAddress: ({ context, event }) =>
      event.type === 'address.select' && context.addresses.some(({ id }) => id === event.id),
    isAnotherListedAddress: ({ context, event }) =>
      event.type === 'address.select' &&
      event.id !== context.selected?.id &&
      context.addresses.some(({ id }) => id === event.id),
  },
  actions: {
    editInput: assign(({ context, event }) => ({
      form:
        event.type === 'address.change'
          ? editField(context.form, event.field, event.value)
          : context.form,
    })),
    /** Shows the postcode's message, if any. */
    checkPostcode: assign(({ context }) => ({
      form: withGroupErrors(context.form, lookupFields, checkedPostcode(context).errors),
    })),
    /** Starts a lookup of the (valid) postcode typed. */
    startLookup: assign(({ context }) => ({
      postcode: formatPostcode(checkedPostcode(context).values?.postcode ?? ''),
      addresses: [],
      selected: null,
    })),
    forgetPostcodeError: assign(({ context }) => ({
      form: withGroupErrors(context.form, lookupFields, {}),
    })),
    forgetManualErrors: assign(({ context }) => ({
      form: withGroupErrors(context.form, manualFields, {}),
    })),
    /** Shows the manual form's messages, or keeps the valid address for the save. */
    checkManualAddress: assign(({ context }) => {
      const result = checkedManualAddress(context);
      return {
        form: withGroupErrors(context.form, manualFields, result.errors),
        manualAddress: result.values ?? context.manualAddress,
      };
    }),
    storeAddresses: assign((_, params: { addresses: AddressOption[] }) => ({
      addresses: params.addresses,
    })),
    pickListedAddress: assign(({ context, event }) => ({
      selected:
        event.type === 'address.select'
          ? (context.addresses.find(({ id }) => id === event.id) ?? null)
          : null,
    })),
    forgetPick: assign({ selected: null }),
    storeSavedAddress: assign((_, params: { address: AddressOption }) => ({
      selected: params.address,
      manualAddress: null,
    })),
    resetSelection: assign({
      postcode: '',
      addresses: [],
      selected: null,
      manualAddress: null,
      form: freshForm(emptyAddressValues),
    }),
    reportToParent: sendParent(({ context }): AddressSelectionParentEvent => ({
      type: 'address.reported',
      selected: context.selected,
      form: context.form,
    })),
  },
}).createMachine({
  id: 'addressSelection',
  description:
    'The address part of the complaint and feedback details forms: postcode lookup, choosing a listed address, saving a manual address, clearing, and the lookup/save errors. Invoked by the details steps; it owns its inputs and reports its pick and inputs to its parent (`address.reported`).',
  context: ({ input }) => ({
    postcode: '',
    addresses: [],
    selected: input.selected,
    manualAddress: null,
    form: input.form ?? freshForm(emptyAddressValues),
  }),
  initial: 'idle',
  // The inputs shown by the current state are the only ones the view lets the user type into.
  on: { 'address.change': { actions: ['editInput', 'reportToParent'] } },
  states: {
    idle: {
      tags: 'lookup',
      // Only reachable with a selection when the parent passes back an address chosen earlier.
      always: { guard: 'hasSelection', target: 'picked' },
      on: {
        'address.lookup': lookUp,
        'address.enterManually': enterManually,
      },
    },
    lookingUp: {
      tags: ['lookup', 'finding', 'busy'],
      invoke: {
        id: 'lookupAddresses',
        src: 'lookupAddresses',
        input: ({ context }) => ({ postcode: context.postcode }),
        onDone: [
          {
            guard: { type: 'isEmptyList', params: ({ event }) => ({ addresses: event.output }) },
            target: 'noResults',
          },
          {
            target: 'choosing',
            actions: {
              type: 'storeAddresses',
              params: ({ event }) => ({ addresses: event.output }),
            },
          },
        ],
        onError: { target: 'lookupFailed' },
      },
      on: {
        // The link stays on screen while the list loads; choosing it drops the lookup.
        'address.enterManually': enterManually,
      },
    },
    choosing: {
      tags: ['lookup', 'list'],
      on: {
        // Choosing an entry of the list picks it at once (spec §4 "selecting an entry picks it"),
        // and a message about a postcode typed since the list came goes: the pick is the answer.
        'address.select': {
          guard: 'isListedAddress',
          target: 'pickedFromList',
          actions: ['pickListedAddress', 'forgetPostcodeError', 'reportToParent'],
        },
        'address.lookup': lookUp,
        'address.enterManually': enterManually,
        'address.clear': clearAll,
      },
    },
    pickedFromList: {
      // The list stays: choosing another entry picks that one instead.
      tags: ['lookup', 'list', 'picked'],
      on: {
        'address.select': {
          guard: 'isAnotherListedAddress',
          target: 'pickedFromList',
          actions: ['pickListedAddress', 'forgetPostcodeError', 'reportToParent'],
        },
        'address.lookup': lookUp,
        'address.enterManually': {
          target: 'enteringManually',
          actions: ['forgetPick', 'forgetPostcodeError', 'reportToParent'],
        },
        'address.clear': clearAll,
      },
    },
    noResults: {
      tags: ['lookup', 'noResults'],
      on: {
        'address.lookup': lookUp,
        'address.enterManually': enterManually,
        'address.clear': clearAll,
      },
    },
    enteringManually: {
      tags: ['lookup', 'manualForm'],
      on: {
        'address.saveManual': saveManually,
        'address.lookup': lookUp,
        'address.clear': clearAll,
      },
    },
    savingManual: {
      // The view shows "We're checking your details" while this tag is set (spec §4).
      tags: ['busy', 'savingManual'],
      invoke: {
        id: 'saveManualAddress',
        src: 'saveManualAddress',
        input: ({ context }) => notNull(context.manualAddress),
        onDone: {
          target: 'picked',
          actions: [
            { type: 'storeSavedAddress', params: ({ event }) => ({ address: event.output }) },
            'reportToParent',
          ],
        },
        onError: { target: 'saveFailed' },
      },
    },
    picked: {
      // A saved manual address, or one chosen earlier in the journey: shown without a list.
      tags: 'picked',
      on: {
        'address.clear': clearAll,
      },
    },
    lookupFailed: {
      // Spec §8 "Address lookup or save failure": the alert; the user may try again, or close it
      // (spec §4 "an alert can be dismissed") and be where the lookup started.
      tags: ['lookup', 'failed'],
      on: {
        'address.dismissFailure': 'idle',
        'address.lookup': lookUp,
        'address.enterManually': enterManually,
        'address.clear': clearAll,
      },
    },
    saveFailed: {
      // The same alert, with the manual form still holding what was typed; closing the alert
      // leaves the form as it is.
      tags: ['lookup', 'failed', 'manualForm'],
      on: {
        'address.dismissFailure': 'enteringManually',
        'address.saveManual': saveManually,
        'address.lookup': lookUp,
        'address.clear': clearAll,
      },
    },
  },
});

function notNull<T>(value: T | null): T {
  if (value === null) throw new Error('savingManual entered without a manual address');
  return value;
}
