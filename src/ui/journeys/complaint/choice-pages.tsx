import { complaintFormRules, type ComplaintContext } from '../../../../machines/complaint.machine';
import type { FormState } from '../../../../machines/form-kernel';
import { useJourneyView } from '../../../journeys/use-journey-view';
import { RadioQuestion, radioOptionId } from '../shared/choices';
import { summaryItems } from '../shared/error-summary';
import journey from '../shared/journey.module.css';
import { StepForm, SubmitButton } from '../shared/step-form';
import { useStepForm, type StepFormRule } from '../shared/use-step-form';
import {
  complaintTypeQuestion,
  energyPaymentQuestion,
  type ChoiceQuestion,
} from './complaint-copy';

type ChoiceField = 'complaintType' | 'energyPayment';

interface ChoiceStep<F extends ChoiceField> {
  /** The chart state that asks the question. */
  state: 'selectType' | 'selectEnergy';
  /** The question's one field: the radios' name and id base. */
  field: F;
  copy: ChoiceQuestion<string>;
  form: (context: ComplaintContext) => FormState<F>;
  /** The question's rule, as the chart runs it. */
  rule: StepFormRule<F>;
  events: { change: 'type.change' | 'energy.change'; submit: 'type.submit' | 'energy.submit' };
}

const selectType: ChoiceStep<'complaintType'> = {
  state: 'selectType',
  field: 'complaintType',
  copy: complaintTypeQuestion,
  form: (context) => context.typeForm,
  rule: complaintFormRules.type,
  events: { change: 'type.change', submit: 'type.submit' },
};

const selectEnergy: ChoiceStep<'energyPayment'> = {
  state: 'selectEnergy',
  field: 'energyPayment',
  copy: energyPaymentQuestion,
  form: (context) => context.energyForm,
  rule: complaintFormRules.energy,
  events: { change: 'energy.change', submit: 'energy.submit' },
};

/**
 * The view of one of the complaint chart's radio steps and its form: a GOV.UK question page, the
 * question the page's heading, with a Continue button.
 */
function ChoicePage<F extends ChoiceField>({ step }: { step: ChoiceStep<F> }) {
  const { actor, view } = useJourneyView('complaint', (snapshot) =>
    snapshot.matches(step.state)
      ? { form: step.form(snapshot.context), invalid: snapshot.hasTag('invalid') }
      : null,
  );
  if (view === null) return null;
  return (
    <ChoiceForm
      step={step}
      chartForm={view.form}
      invalid={view.invalid}
      onChange={(value) => actor.send({ type: step.events.change, value })}
      onSubmit={() => actor.send({ type: step.events.submit })}
    />
  );
}

function ChoiceForm<F extends ChoiceField>({
  step: { field, copy, rule },
  chartForm,
  invalid,
  onChange,
  onSubmit,
}: {
  step: ChoiceStep<F>;
  chartForm: FormState<F>;
  invalid: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const { form, onSubmit: submit } = useStepForm([field], chartForm, rule, {
    change: (_, value) => onChange(value),
    submit: onSubmit,
  });
  const firstOption = copy.options[0]?.value ?? '';
  return (
    <StepForm
      title={copy.question}
      invalid={invalid}
      errors={summaryItems([field], chartForm.errors, () => radioOptionId(field, firstOption))}
      focusKey={chartForm.attempt}
      intro={<p className={journey.caption}>Make a complaint</p>}
      onSubmit={submit}
    >
      <RadioQuestion
        form={form}
        field={field}
        label={<h1 className={`${journey.heading} ${journey.legendAsHeading}`}>{copy.question}</h1>}
        options={copy.options}
      />
      <SubmitButton>Continue</SubmitButton>
    </StepForm>
  );
}

/** make-a-complaint-select-type (spec §2): the view of the chart's `selectType` state and its form. */
export function SelectTypePage() {
  return <ChoicePage step={selectType} />;
}

/** make-a-complaint-select-energy (spec §2, §5): the view of the chart's `selectEnergy` state and its form. */
export function SelectEnergyPage() {
  return <ChoicePage step={selectEnergy} />;
}
