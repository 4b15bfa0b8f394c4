import { Textarea } from '@mantine/core';
import '@mantine/core/styles/Input.layer.css';
import { CharacterLimitAnnouncement, CharacterLimitNotice } from './character-limit-notice';
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
 * A free-text answer of up to 30000 characters (spec §5): Mantine's Textarea with the
 * character-limit notice, which Mantine lacks, inside its hint, so both describe the box
 * (`aria-describedby`), and said to screen readers once typing pauses; no `maxlength` cuts text
 * off, the notice says how much to remove. The chart shows the notice only while the box shows no
 * error, whose words for an over-limit text are the notice's: they are said once.
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
  const text = form.getValues()[field];
  return (
    <>
      <Textarea
        id={id}
        label={label}
        description={
          <>
            {hint}{' '}
            <CharacterLimitNotice
              id={`${id}-limit`}
              text={text}
              shown={overLimit}
              className={classes.notice}
            />
          </>
        }
        descriptionProps={{ id: `${id}-hint` }}
        rows={8}
        {...input}
      />
      <CharacterLimitAnnouncement id={`${id}-limit-status`} text={text} shown={overLimit} />
    </>
  );
}
