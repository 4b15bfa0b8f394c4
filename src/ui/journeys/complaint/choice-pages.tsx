import type { ComplaintContext } from '../../../../machines/complaint.machine';
import { useJourneyView } from '../../../journeys/use-journey-view';
import { ChoiceQuestionForm } from '../shared/choice-question-form';
import { oneFieldState, type OneFieldState } from '../shared/one-field-form';
import {
  complaintTypeQuestion,
  energyPaymentQuestion,
  type ChoiceQuestion,
} from './complaint-copy';

interface ChoiceStep {
  /** The radio's name and id base. */
  field: string;
  copy: ChoiceQuestion<string>;
  read: (context: ComplaintContext) => OneFieldState;
  events: { change: 'type.change' | 'energy.change'; submit: 'type.submit' | 'energy.submit' };
}

/** The complaint's two radio questions, by the chart state that asks them. */
const choiceSteps: Record<'selectType' | 'selectEnergy', ChoiceStep> = {
  selectType: {
    field: 'complaintType',
    copy: complaintTypeQuestion,
    read: (context) => oneFieldState(context.typeForm, 'complaintType'),
    events: { change: 'type.change', submit: 'type.submit' },
  },
  selectEnergy: {
    field: 'energyPayment',
    copy: energyPaymentQuestion,
    read: (context) => oneFieldState(context.energyForm, 'energyPayment'),
    events: { change: 'energy.change', submit: 'energy.submit' },
  },
};

/** The view of one of the complaint chart's radio steps and its form. */
function ChoicePage({ state }: { state: keyof typeof choiceSteps }) {
  const step = choiceSteps[state];
  const { actor, view } = useJourneyView('complaint', (snapshot) =>
    snapshot.matches(state)
      ? { ...step.read(snapshot.context), invalid: snapshot.hasTag('invalid') }
      : null,
  );
  if (view === null) return null;
  return (
    <ChoiceQuestionForm
      {...view}
      field={step.field}
      question={step.copy.question}
      caption="Make a complaint"
      options={step.copy.options}
      onChange={(value) => actor.send({ type: step.events.change, value })}
      onSubmit={() => actor.send({ type: step.events.submit })}
    />
  );
}

/** make-a-complaint-select-type (spec §2): the view of the chart's `selectType` state and its form. */
export function SelectTypePage() {
  return <ChoicePage state="selectType" />;
}

/** make-a-complaint-select-energy (spec §2, §5): the view of the chart's `selectEnergy` state and its form. */
export function SelectEnergyPage() {
  return <ChoicePage state="selectEnergy" />;
}
