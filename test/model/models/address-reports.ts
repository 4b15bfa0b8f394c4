/**
 * How the complaint and feedback models see the address-selection child: the `address.reported`
 * events it sends its parent after what a user does on the address part of a details page, and the
 * driver that makes the real child send them.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  emptyAddressValues,
  type AddressForm,
  type AddressOption,
  type AddressSelectionParentEvent,
} from '../../../machines/address-selection.machine';
import type { ReportedAddress } from '../../../machines/details-step';
import { editField, freshForm, withGroupErrors } from '../../../machines/form-kernel';
import type { AddressSelectionActor } from '../../../src/journeys/address-actors';
import { flush, type ControllableActor } from '../harness';

type Report = AddressSelectionParentEvent;

/** The kinds of report a details step's paths make (see `addressReports`). */
const addressReportKinds = [
  'postcodeTyped',
  'addressPicked',
  'addressCleared',
  'postcodeRefused',
] as const;
export type AddressReportKind = (typeof addressReportKinds)[number];

/** The child's reports for a user who works with `address` (its postcode finds just it). */
export function addressReports(address: AddressOption) {
  const typedPostcode: AddressForm = editField(
    freshForm(emptyAddressValues),
    'postcode',
    address.postcode,
  );
  const fresh = freshForm(emptyAddressValues);
  const reports = {
    /** The postcode typed. */
    postcodeTyped: { type: 'address.reported', selected: null, form: typedPostcode },
    /** 'Find address', then the entry chosen in 'Select your address'. */
    addressPicked: { type: 'address.reported', selected: address, form: typedPostcode },
    /** 'Clear the address' or 'Change address': nothing picked, the inputs empty. */
    addressCleared: { type: 'address.reported', selected: null, form: fresh },
    /** 'Find address' with no postcode typed. */
    postcodeRefused: {
      type: 'address.reported',
      selected: null,
      form: withGroupErrors(fresh, ['postcode'], { postcode: 'Enter a postcode' }),
    },
  } satisfies Record<AddressReportKind, Report>;

  /**
   * Whether the user can cause `report` now: type a postcode into the empty field, pick after typing
   * it, clear a pick, or ask for addresses with the field empty.
   */
  function canReport(report: Report, { address: picked, addressForm }: ReportedAddress): boolean {
    if (report === reports.addressCleared) return picked !== null;
    if (picked !== null) return false;
    if (report === reports.addressPicked) return isDeepStrictEqual(addressForm, typedPostcode);
    return isDeepStrictEqual(addressForm, fresh);
  }

  /** Drives the real child as its view would; the parent then holds what `report` says. */
  async function reportThroughChild(
    report: Report,
    child: AddressSelectionActor,
    lookup: ControllableActor<AddressOption[], { postcode: string }>,
  ): Promise<void> {
    if (report === reports.postcodeTyped) {
      child.send({ type: 'address.change', field: 'postcode', value: address.postcode });
    } else if (report === reports.addressPicked) {
      child.send({ type: 'address.lookup' });
      lookup.resolve([address]);
      await flush();
      child.send({ type: 'address.select', id: address.id });
    } else if (report === reports.addressCleared) {
      child.send({ type: 'address.clear' });
    } else {
      child.send({ type: 'address.lookup' });
    }
  }

  /** Which of the reports `report` is (paths carry the sample objects themselves). */
  function kindOf(report: Report): AddressReportKind {
    const kind = addressReportKinds.find((key) => reports[key] === report);
    if (kind === undefined) throw new Error('not one of the address reports');
    return kind;
  }

  return {
    ...reports,
    typedPostcode,
    all: Object.values(reports),
    canReport,
    kindOf,
    reportThroughChild,
  };
}
