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
}

/**
 * A free-text answer of up to 30000 characters (spec §5). The hint and the live character-limit
 * notice form its description, so both are tied to the box with aria-describedby; no `maxlength`
 * cuts text off, the notice says how much to remove.
 */
export function LongTextInput({ id, label, hint, value, onChange, error }: LongTextInputProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={
        <>
          {hint}
          {/* While the box shows an error, an over-limit text's error gives these words: said once. */}
          <CharacterLimitNotice
            id={`${id}-limit`}
            text={error === undefined ? value : ''}
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
