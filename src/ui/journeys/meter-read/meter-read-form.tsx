import { NativeSelect, TextInput } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { useHydrated } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  meterReadFormFields,
  meterReadFormRule,
  type MeterReadForm as MeterReadFormState,
  type MeterReadFormField,
} from '../../../../machines/meter-read.machine';
import {
  localDay,
  meterReadSections,
  readingDateWindow,
} from '../../../../machines/validation/meter-read-form';
import { meterReadCompany, titleOptions } from '../../../api/schemas/lead-fields';
import { RichText } from '../../shared/rich-text';
import { RadioQuestion, radioOptionId, selectOptions, type ChoiceOption } from '../shared/choices';
import { summaryItems } from '../shared/error-summary';
import journey from '../shared/journey.module.css';
import { StepForm, SubmitButton } from '../shared/step-form';
import { ProblemAlert } from '../shared/submit-error-alert';
import { useStepForm } from '../shared/use-step-form';
import { MeterReadOpening } from './meter-read-opening';
import { meterReadTitle } from './meter-read-title';

const fuelOptions = [
  { value: 'Dual', label: 'Gas and electricity' },
  { value: 'Gas', label: 'Gas only' },
  { value: 'Electricity', label: 'Electricity only' },
] as const;

const economy7Options = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

const customerNumberHint = "It's on your bill, for example 850123456789, A1234567 or BGX12345.";
const readingHint = 'Up to 6 digits. Leave out any numbers after a decimal point or in red.';
const economy7Hint = 'An Economy 7 meter shows two readings: normal (day) and low (night).';

/** The radio questions' id bases; the first option is the error summary's target. */
const radioIds = { fuel: 'meter-fuel', is_economy_7_radio: 'meter-economy7' } as const;

function fieldId(field: MeterReadFormField): string {
  if (field === 'fuel') return radioOptionId(radioIds.fuel, 'Dual');
  if (field === 'is_economy_7_radio') return radioOptionId(radioIds.is_economy_7_radio, 'yes');
  return `meter-${field}`;
}

interface MeterReadFormProps {
  headingTemplate: string;
  /** The contact fields' legend (whether the chart serves a signed-in visitor). */
  detailsLegend: string;
  form: MeterReadFormState;
  /** ISO date the chart checks the reading date against; the date picker offers the same window. */
  today: string;
  invalid: boolean;
  submitError: boolean;
  errorTemplate: string;
  busy: boolean;
  onChange: (field: MeterReadFormField, value: string) => void;
  onSubmit: () => void;
  /** Closes the failed post's alert. */
  onDismiss: () => void;
}

/**
 * The price-cap meter-read form (spec §3 fields, §5 rules), the view of the chart's form: the fuel
 * choice shows the gas customer number, the electricity one or both; Economy 7 switches the
 * electricity reading to normal + low.
 */
export function MeterReadForm({
  headingTemplate,
  detailsLegend,
  form: chartForm,
  today,
  invalid,
  submitError,
  errorTemplate,
  busy,
  onChange,
  onSubmit,
  onDismiss,
}: MeterReadFormProps) {
  const { form, onSubmit: submit } = useStepForm(
    meterReadFormFields,
    chartForm,
    (values) => meterReadFormRule(values, { today }),
    {
      change: onChange,
      submit: onSubmit,
    },
  );
  const { values } = chartForm;
  const dateWindow = useMemo(() => readingDateWindow(localDay(today)), [today]);
  // The build's page was rendered on another day than the visitor's: the date field gets its
  // window once hydrated, as hydration takes attributes as the page has them.
  const hydrated = useHydrated();

  const { gas: hasGas, electricity: hasElectricity, economy7 } = meterReadSections(values);

  const text = (
    field: MeterReadFormField,
    label: string,
    options: { hint?: string; type?: string; autoComplete?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextInput
      id={fieldId(field)}
      name={field}
      label={label}
      description={options.hint}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete ?? 'off'}
      inputMode={options.inputMode}
      spellCheck={false}
      {...form.getInputProps(field)}
    />
  );

  const radio = (
    field: keyof typeof radioIds,
    legend: string,
    options: readonly ChoiceOption[],
    layout: { hint?: string; inline?: boolean } = {},
  ) => (
    <RadioQuestion
      form={form}
      field={field}
      question={radioIds[field]}
      label={legend}
      description={layout.hint}
      labelClassName={journey.legend}
      options={options}
      inline={layout.inline}
    />
  );

  return (
    <StepForm
      title={meterReadTitle}
      invalid={invalid}
      alert={
        submitError && (
          <ProblemAlert
            title="Sorry, we're having technical issues right now"
            onDismiss={onDismiss}
          >
            <RichText html={errorTemplate} />
          </ProblemAlert>
        )
      }
      errors={summaryItems(meterReadFormFields, chartForm.errors, fieldId)}
      focusKey={chartForm.attempt}
      intro={<MeterReadOpening headingTemplate={headingTemplate} />}
      onSubmit={submit}
    >
      <input type="hidden" name="company" value={meterReadCompany} />
      <input type="hidden" name="reading_date" value={values.date} />

      <fieldset className={journey.fields}>
        <legend className={journey.legend}>{detailsLegend}</legend>
        <NativeSelect
          id={fieldId('title')}
          name="title"
          label="Title (optional)"
          autoComplete="honorific-prefix"
          data={selectOptions('Select a title', titleOptions)}
          {...form.getInputProps('title')}
        />
        {text('first_name', 'First name', { autoComplete: 'given-name' })}
        {text('last_name', 'Surname', { autoComplete: 'family-name' })}
        {text('telephone', 'Telephone number', { type: 'tel', autoComplete: 'tel' })}
        {text('email', 'Email address (optional)', { type: 'email', autoComplete: 'email' })}
      </fieldset>

      {radio('fuel', 'Which readings are you giving us?', fuelOptions)}

      {hasGas && (
        <fieldset className={`${journey.fields} ${journey.section}`}>
          <legend className={journey.legend}>Gas</legend>
          {text('gas_account_number', 'Gas customer number', { hint: customerNumberHint })}
          {text('gas_reading', 'Gas meter reading', { hint: readingHint, inputMode: 'numeric' })}
        </fieldset>
      )}

      {hasElectricity && (
        <fieldset className={`${journey.fields} ${journey.section}`}>
          <legend className={journey.legend}>Electricity</legend>
          {text('elec_account_number', 'Electricity customer number', {
            hint: customerNumberHint,
          })}
          {radio('is_economy_7_radio', 'Do you have an Economy 7 meter?', economy7Options, {
            hint: economy7Hint,
            inline: true,
          })}
          {economy7 ? (
            <>
              {text('elec7_reading_normal', 'Normal (day) reading', {
                hint: readingHint,
                inputMode: 'numeric',
              })}
              {text('elec7_reading_low', 'Low (night) reading', {
                hint: readingHint,
                inputMode: 'numeric',
              })}
            </>
          ) : (
            text('elec_reading', 'Electricity meter reading', {
              hint: readingHint,
              inputMode: 'numeric',
            })
          )}
        </fieldset>
      )}

      <TextInput
        id={fieldId('date')}
        name="date"
        type="date"
        label="Date you took the reading"
        description="Today or within the last month"
        min={hydrated ? dateWindow.earliest : undefined}
        max={hydrated ? dateWindow.latest : undefined}
        {...form.getInputProps('date')}
      />

      <SubmitButton busy={busy}>Submit meter reading</SubmitButton>
    </StepForm>
  );
}
