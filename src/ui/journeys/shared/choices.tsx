import { Group, Radio, Stack } from '@mantine/core';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import type { ReactNode } from 'react';
import type { StepFormOf } from './use-step-form';

/** One choice of a radio question or a select. */
export interface ChoiceOption<TValue extends string = string> {
  value: TValue;
  label: string;
  disabled?: boolean;
}

/** The id of a radio option, e.g. for the error summary link (the first option). */
export function radioOptionId(question: string, value: string): string {
  return `${question}-${value}`;
}

/**
 * The radios of a `Radio.Group`, one per option, each with its `radioOptionId` so that the error
 * summary can point at the first; stacked, or side by side when `inline`.
 */
function RadioOptions({
  question,
  options,
  inline = false,
}: {
  question: string;
  options: readonly ChoiceOption[];
  inline?: boolean;
}) {
  const radios = options.map((option) => (
    <Radio
      key={option.value}
      id={radioOptionId(question, option.value)}
      value={option.value}
      label={option.label}
    />
  ));
  return inline ? <Group gap="xl">{radios}</Group> : <Stack gap="sm">{radios}</Stack>;
}

/**
 * A radio question of a step's form: Mantine's Radio.Group bound to `field` (its value, change and
 * error), with one radio per option, whose ids start with `question` (the field's name unless told).
 * The group takes no focus handlers from @mantine/form: they mark the field touched, which nothing
 * here reads, and the re-render they cause as focus enters the radios leaves Chromium's Tab stopping
 * at a second radio of a group with nothing chosen.
 */
export function RadioQuestion<F extends string>({
  form,
  field,
  question = field,
  label,
  description,
  labelClassName,
  options,
  inline = false,
}: {
  form: StepFormOf<F>;
  field: F;
  question?: string;
  label: ReactNode;
  description?: ReactNode;
  labelClassName?: string;
  options: readonly ChoiceOption[];
  inline?: boolean;
}) {
  return (
    <Radio.Group
      name={field}
      label={label}
      description={description}
      classNames={{ label: labelClassName }}
      {...form.getInputProps(field, { withFocus: false })}
    >
      <RadioOptions question={question} options={options} inline={inline} />
    </Radio.Group>
  );
}

/**
 * A native select's options after its first, whose value '' stands for "not chosen yet" (and which
 * can be chosen again unless `placeholderDisabled`, e.g. when it only counts the results). A plain
 * string is its own value and label.
 */
export function selectOptions(
  placeholder: string,
  options: readonly (string | ChoiceOption)[],
  placeholderDisabled = false,
): ChoiceOption[] {
  return [
    { value: '', label: placeholder, disabled: placeholderDisabled },
    ...options.map((option) =>
      typeof option === 'string' ? { value: option, label: option } : option,
    ),
  ];
}
