import { CharacterLimitNotice } from './character-limit-notice';
import { FormField } from './form-field';
import classes from './long-text.module.css';

interface LongTextInputProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** The chart's `overLimit` tag: the live limit notice shows. */
  overLimit: boolean;
}

/**
 * A free-text answer of up to 30000 characters (spec §5). The hint and the live character-limit
 * notice form its description, so both are tied to the box with aria-describedby; no `maxlength`
 * cuts text off, the notice says how much to remove. The chart shows the notice only while the box
 * shows no error, whose words for an over-limit text are the notice's: they are said once.
 */
export function LongTextInput({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  overLimit,
}: LongTextInputProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={
        <>
          {hint}
          <CharacterLimitNotice
            id={`${id}-limit`}
            text={value}
            shown={overLimit}
            className={classes.notice}
          />
        </>
      }
      error={error}
    >
      {(control) => (
        <textarea
          {...control}
          rows={8}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </FormField>
  );
}
