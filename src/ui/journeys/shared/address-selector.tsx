import { Anchor, Button, Loader, NativeSelect, TextInput } from '@mantine/core';
// Text's sheet before Anchor's, as Mantine orders them: Anchor's underline overrides Text's none.
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import {
  addressFields,
  addressInputsRule,
  type AddressField,
  type AddressForm,
} from '../../../../machines/address-selection.machine';
import type { AddressSelectionActor } from '../../../journeys/address-actors';
import journey from './journey.module.css';
import classes from './address-selector.module.css';
import { BusyButton } from './busy-button';
import { selectOptions } from './choices';
import { summaryItems, type ErrorSummaryItem } from './error-summary';
import { ProblemAlert, TECHNICAL_PROBLEMS_TITLE } from './submit-error-alert';
import { useStepForm } from './use-step-form';

/** The id of an address input (error summary links point at it). */
function addressFieldId(field: AddressField): string {
  return `address-${field}`;
}

/** The manual address form's inputs, in order. */
const manualFields: readonly { field: AddressField; label: string; autoComplete?: string }[] = [
  { field: 'houseNameNumber', label: 'House name or number' },
  { field: 'addressLine1', label: 'Address line 1', autoComplete: 'address-line1' },
  { field: 'addressLine2', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  { field: 'postalTown', label: 'Town or city', autoComplete: 'address-level2' },
  { field: 'county', label: 'County (optional)' },
  { field: 'manualPostcode', label: 'Postcode of the address', autoComplete: 'postal-code' },
];

/** Spec §8 "Address lookup or save failure" (its title is the lead post failure's). */
const addressFailureDescription =
  'There was a problem saving your address. Either stay on this page and try again in a few moments, or try again later.';

interface AddressSelectorProps {
  actor: AddressSelectionActor;
  /** On show but not usable: the step is posting its lead. */
  frozen?: boolean;
}

/**
 * Keeps keyboard focus in the address section as the chart moves on: the button that was used
 * (Enter the address manually, Change address, Clear, Save) is gone, which drops focus to the
 * page. Focus then goes to what the new state asks for next (`id`; while a manual address saves,
 * the saving message, which a screen reader then reads);
 * focus the visitor still holds is left alone, except that the list of found addresses, the answer
 * to Find address, always takes it.
 */
function useFocusFollows(id: string | undefined): void {
  const previous = useRef(id);
  useEffect(() => {
    if (previous.current === id) return;
    previous.current = id;
    const lost = document.activeElement?.matches('body') ?? true;
    if (id && (lost || id === 'address-list')) document.getElementById(id)?.focus();
  }, [id]);
}

function onEnter(action: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter in an address input runs the address action, not the details form's submit.
    event.preventDefault();
    action();
  };
}

/**
 * The address part of a details form (spec §4 "Address selection"), a view of the address-selection
 * chart: postcode lookup, the list of found addresses, manual entry, the saving spinner, the chosen
 * address and the §8 failure alert. It shows the chart's inputs and sends what the user does; what
 * shows, what was typed and which messages are on show are the chart's.
 */
export function AddressSelector({ actor, frozen = false }: AddressSelectorProps) {
  const view = useSelector(
    actor,
    (snapshot) => ({
      showLookup: snapshot.hasTag('lookup'),
      finding: snapshot.hasTag('finding'),
      showList: snapshot.hasTag('list'),
      noResults: snapshot.hasTag('noResults'),
      showManual: snapshot.hasTag('manualForm'),
      saving: snapshot.hasTag('savingManual'),
      failed: snapshot.hasTag('failed'),
      picked: snapshot.hasTag('picked'),
      canClear: snapshot.can({ type: 'address.clear' }),
      canEnterManually: snapshot.can({ type: 'address.enterManually' }),
      addresses: snapshot.context.addresses,
      selected: snapshot.context.selected,
      postcode: snapshot.context.postcode,
      form: snapshot.context.form,
    }),
    shallowEqual,
  );

  useFocusFollows(
    view.showManual
      ? addressFieldId('houseNameNumber')
      : view.showList
        ? 'address-list'
        : view.picked
          ? 'address-chosen'
          : view.saving
            ? 'address-saving'
            : view.finding
              ? undefined
              : addressFieldId('postcode'),
  );

  const { form } = useStepForm(addressFields, view.form, addressInputsRule, {
    change: (field, value) => actor.send({ type: 'address.change', field, value }),
  });
  const lookUp = (): void => actor.send({ type: 'address.lookup' });
  const saveManual = (): void => actor.send({ type: 'address.saveManual' });
  const enterManually = (): void => actor.send({ type: 'address.enterManually' });
  const clear = (): void => actor.send({ type: 'address.clear' });

  const status = view.finding
    ? 'Finding addresses…'
    : view.showList
      ? `${addressesFound(view.addresses.length)} for ${view.postcode}`
      : view.noResults
        ? `We could not find any addresses for ${view.postcode}. Check the postcode, or enter the address manually.`
        : '';

  return (
    <fieldset className={journey.fields} inert={frozen}>
      <legend className={journey.legend}>Your address</legend>

      {view.failed && (
        <ProblemAlert
          title={TECHNICAL_PROBLEMS_TITLE}
          onDismiss={() => actor.send({ type: 'address.dismissFailure' })}
        >
          <p>{addressFailureDescription}</p>
        </ProblemAlert>
      )}

      {view.picked && view.selected !== null && !view.showList && (
        <div className={classes.chosen}>
          <p id="address-chosen" data-testid="chosen-address" tabIndex={-1}>
            <span className="visually-hidden">Chosen address: </span>
            <span className={classes.chosenLabel}>{view.selected.label}</span>
          </p>
          <Button variant="outline" size="md" onClick={clear}>
            Change address
          </Button>
        </div>
      )}

      {view.saving && (
        <div id="address-saving" className={classes.saving} role="status" tabIndex={-1}>
          <Loader aria-hidden="true" />
          <p className={classes.savingTitle}>We're checking your details</p>
          <p>Please don't refresh this page or close your browser.</p>
        </div>
      )}

      {view.showLookup && (
        <>
          <div className={classes.lookup}>
            <TextInput
              id={addressFieldId('postcode')}
              className={classes.postcode}
              label="Postcode"
              autoComplete="postal-code"
              onKeyDown={onEnter(lookUp)}
              {...form.getInputProps('postcode')}
            />
            <BusyButton size="md" onClick={lookUp} busy={view.finding}>
              Find address
            </BusyButton>
          </div>
          <p className={classes.status} aria-live="polite">
            {status}
          </p>
          {view.showList && (
            <>
              <NativeSelect
                id="address-list"
                label="Select your address"
                data={selectOptions(
                  addressesFound(view.addresses.length),
                  view.addresses.map((address) => ({ value: address.id, label: address.label })),
                  true,
                )}
                value={view.selected?.id ?? ''}
                onChange={(event) =>
                  actor.send({ type: 'address.select', id: event.currentTarget.value })
                }
              />
              {view.picked && view.selected !== null && (
                <p className={classes.chosen} data-testid="chosen-address" role="status">
                  <span className="visually-hidden">Chosen address: </span>
                  <span className={classes.chosenLabel}>{view.selected.label}</span>
                </p>
              )}
            </>
          )}
          <div className={journey.actions}>
            {view.canEnterManually && (
              <Anchor component="button" type="button" fw={600} onClick={enterManually}>
                Enter the address manually
              </Anchor>
            )}
            {view.canClear && (
              <Anchor component="button" type="button" fw={600} onClick={clear}>
                Clear the address
              </Anchor>
            )}
          </div>
        </>
      )}

      {view.showManual && (
        <fieldset className={`${journey.fields} ${journey.section}`}>
          <legend className={classes.manualLegend}>Enter the address</legend>
          {manualFields.map(({ field, label, autoComplete }) => (
            <TextInput
              key={field}
              id={addressFieldId(field)}
              label={label}
              autoComplete={autoComplete}
              onKeyDown={onEnter(saveManual)}
              {...form.getInputProps(field)}
            />
          ))}
          <div className={journey.actions}>
            <Button size="md" onClick={saveManual}>
              Save and use this address
            </Button>
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}

/** The error summary's entries for the address inputs, in page order. */
export function addressSummaryItems(form: AddressForm): ErrorSummaryItem[] {
  return summaryItems(addressFields, form.errors, addressFieldId);
}

function addressesFound(count: number): string {
  return `${count} ${count === 1 ? 'address' : 'addresses'} found`;
}
