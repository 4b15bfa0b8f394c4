import { Textarea } from '@mantine/core';
import '@mantine/core/styles/Input.layer.css';
import { CharacterLimitNotice } from './character-limit-notice';
import classes from './long-text.module.css';
import type { StepFormOf } from './use-step-form';

interface LongTextInputProps<F extends string> {
  id: string;
  form: StepFormOf<F>;
  field: F;
  label: string;
  hint: string;
  /** The chart's `overLimit` tag: the live limit notice shows. */
  overLimit: boolean;
}

/**
 * A free-text answer of up to 30000 characters (spec §5): Mantine's Textarea with the live
 * character-limit notice, which Mantine lacks, inside its hint, so both describe the box
 * (`aria-describedby`); no `maxlength` cuts text off, the notice says how much to remove. The chart
 * shows the notice only while the box shows no error, whose words for an over-limit text are the
 * notice's: they are said once.
 */
export function LongTextInput<F extends string>({
  id,
  form,
  field,
  label,
  hint,
  overLimit,
}: LongTextInputProps<F>) {
  const input = form.getInputProps(field);
  return (
    <Textarea
      id={id}
      label={label}
      description={
        <>
          {hint}{' '}
          <CharacterLimitNotice
            id={`${id}-limit`}
            text={form.getValues()[field]}
            shown={overLimit}
            className={classes.notice}
          />
        </>
      }
      descriptionProps={{ id: `${id}-hint` }}
      rows={8}
      {...input}
    />
  );
}
