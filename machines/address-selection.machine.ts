/**
 * Address selection — the address part of the complaint and feedback details forms.
 * Spec §4 "Address selection" (postcode lookup fills the list, selecting picks one, a manual address is
 * saved by a post first, clearing empties list and errors, spinner while saving), §7 GET/POST addresses
 * (lookup never retried), §8 "Address lookup or save failure".
 *
 * Invoked by a parent chart (id `addressSelection`). It tells the parent about the selection with
 * `sendParent` rather than through `output`: the user can clear and choose again many times, so the
 * child never finishes. The parent receives `address.selected` (with the option) and `address.cleared`.
 * Both notifications are named actions, so a host that runs this chart without a parent (unit tests,
 * Stately Studio) provides replacements for them.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';

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

/** Events the address selector accepts from its view. */
export type AddressSelectionEvent =
  | { type: 'address.lookup'; postcode: string }
  | { type: 'address.select'; id: string }
  | { type: 'address.enterManually' }
  | { type: 'address.saveManual'; address: ManualAddress }
  | { type: 'address.clear' };

/** Events the address selector sends to its parent. */
export type AddressSelectionParentEvent =
  { type: 'address.selected'; address: AddressOption } | { type: 'address.cleared' };

/** Input: an address chosen earlier in the journey, shown again when the details step is revisited. */
export interface AddressSelectionInput {
  selected: AddressOption | null;
}

/** Context of the address selector. */
export interface AddressSelectionContext {
  postcode: string;
  addresses: AddressOption[];
  selected: AddressOption | null;
  /** Kept after a failed save so the manual form still shows what was typed. */
  manualAddress: ManualAddress | null;
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

function notProvided(name: string): never {
  throw new Error(`${name} must be supplied with machine.provide()`);
}

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
    isEmptyList: (_, params: { addresses: AddressOption[] }) => params.addresses.length === 0,
    isListedAddress: ({ context, event }) =>
      event.type === 'address.select' && context.addresses.some(({ id }) => id === event.id),
    isAnotherListedAddress: ({ context, event }) =>
      event.type === 'address.select' &&
      event.id !== context.selected?.id &&
      context.addresses.some(({ id }) => id === event.id),
  },
  actions: {
    startLookup: assign(({ event }) => ({
      postcode: event.type === 'address.lookup' ? event.postcode : '',
      addresses: [],
      selected: null,
    })),
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
    storeManualAddress: assign(({ context, event }) => ({
      manualAddress: event.type === 'address.saveManual' ? event.address : context.manualAddress,
    })),
    storeSavedAddress: assign((_, params: { address: AddressOption }) => ({
      selected: params.address,
      manualAddress: null,
    })),
    resetSelection: assign({
      postcode: '',
      addresses: [],
      selected: null,
      manualAddress: null,
    }),
    notifyAddressSelected: sendParent(({ context }): AddressSelectionParentEvent =>
      context.selected
        ? { type: 'address.selected', address: context.selected }
        : { type: 'address.cleared' },
    ),
    notifyAddressCleared: sendParent({
      type: 'address.cleared',
    } satisfies AddressSelectionParentEvent),
  },
}).createMachine({
  id: 'addressSelection',
  context: ({ input }) => ({
    postcode: '',
    addresses: [],
    selected: input.selected,
    manualAddress: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: 'lookup',
      // Only reachable with a selection when the parent passes back an address chosen earlier.
      always: { guard: 'hasSelection', target: 'picked' },
      on: {
        'address.lookup': { target: 'lookingUp', actions: 'startLookup' },
        'address.enterManually': { target: 'enteringManually' },
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
    },
    choosing: {
      tags: ['lookup', 'list'],
      on: {
        // Choosing an entry of the list picks it at once (spec §4 "selecting an entry picks it").
        'address.select': {
          guard: 'isListedAddress',
          target: 'pickedFromList',
          actions: ['pickListedAddress', 'notifyAddressSelected'],
        },
        'address.lookup': { target: 'lookingUp', actions: 'startLookup' },
        'address.enterManually': { target: 'enteringManually' },
        'address.clear': { target: 'idle', actions: 'resetSelection' },
      },
    },
    pickedFromList: {
      // The list stays: choosing another entry picks that one instead.
      tags: ['lookup', 'list', 'picked'],
      on: {
        'address.select': {
          guard: 'isAnotherListedAddress',
          target: 'pickedFromList',
          actions: ['pickListedAddress', 'notifyAddressSelected'],
        },
        'address.lookup': {
          target: 'lookingUp',
          actions: ['startLookup', 'notifyAddressCleared'],
        },
        'address.enterManually': {
          target: 'enteringManually',
          actions: ['forgetPick', 'notifyAddressCleared'],
        },
        'address.clear': { target: 'idle', actions: ['resetSelection', 'notifyAddressCleared'] },
      },
    },
    noResults: {
      tags: ['lookup', 'noResults'],
      on: {
        'address.lookup': { target: 'lookingUp', actions: 'startLookup' },
        'address.enterManually': { target: 'enteringManually' },
        'address.clear': { target: 'idle', actions: 'resetSelection' },
      },
    },
    enteringManually: {
      tags: ['lookup', 'manualForm'],
      on: {
        'address.saveManual': { target: 'savingManual', actions: 'storeManualAddress' },
        'address.lookup': { target: 'lookingUp', actions: 'startLookup' },
        'address.clear': { target: 'idle', actions: 'resetSelection' },
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
            'notifyAddressSelected',
          ],
        },
        onError: { target: 'saveFailed' },
      },
    },
    picked: {
      // A saved manual address, or one chosen earlier in the journey: shown without a list.
      tags: 'picked',
      on: {
        'address.clear': { target: 'idle', actions: ['resetSelection', 'notifyAddressCleared'] },
      },
    },
    lookupFailed: {
      // Spec §8 "Address lookup or save failure": the alert; the user may try again.
      tags: ['lookup', 'failed'],
      on: {
        'address.lookup': { target: 'lookingUp', actions: 'startLookup' },
        'address.enterManually': { target: 'enteringManually' },
        'address.clear': { target: 'idle', actions: 'resetSelection' },
      },
    },
    saveFailed: {
      // The same alert, with the manual form still holding what was typed.
      tags: ['lookup', 'failed', 'manualForm'],
      on: {
        'address.saveManual': { target: 'savingManual', actions: 'storeManualAddress' },
        'address.lookup': { target: 'lookingUp', actions: 'startLookup' },
        'address.clear': { target: 'idle', actions: 'resetSelection' },
      },
    },
  },
});

function notNull<T>(value: T | null): T {
  if (value === null) throw new Error('savingManual entered without a manual address');
  return value;
}
