import { useCallback, useEffect, useState } from 'react';
import { readDraft, writeDraft, type DraftName } from './persistence';

/** Field errors of a form by field name; the form lists them in its own field order. */
export type DraftErrors<TField extends string> = Partial<Record<TField, string>>;

/**
 * What a form keeps while the user works on it: the typed values, the errors on show (GOV.UK: errors
 * stay until the next attempt, also across Back/Next) and the number of attempts that produced errors
 * (the error summary takes focus whenever it changes).
 */
export interface FormDraft<TField extends string> {
  values: Record<TField, string>;
  errors: DraftErrors<TField>;
  attempt: number;
  /** What the form was opened with (e.g. its URL's prefill); a draft of another opening is dropped. */
  scope?: string;
}

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

/** A guard for drafts of a form with these fields (a draft of an older shape is dropped). */
export function isFormDraftOf<TField extends string>(fields: readonly TField[]) {
  return (value: unknown): value is FormDraft<TField> => {
    if (typeof value !== 'object' || value === null) return false;
    const draft = value as Partial<Record<keyof FormDraft<TField>, unknown>>;
    return (
      isRecordOfStrings(draft.values) &&
      fields.every((field) => field in (draft.values as object)) &&
      isRecordOfStrings(draft.errors) &&
      typeof draft.attempt === 'number' &&
      (draft.scope === undefined || typeof draft.scope === 'string')
    );
  };
}

/** Operations on a form draft. */
export interface FormDraftApi<TField extends string> extends FormDraft<TField> {
  setValue: (field: TField, value: string) => void;
  /** Fills fields that are still empty, e.g. from the signed-in customer's details. */
  fillEmpty: (values: Partial<Record<TField, string>>) => void;
  /**
   * Shows the errors of one attempt: the errors of `fields` are replaced by `errors`; errors of other
   * fields (another part of the page) stay. Counts the attempt when it produced errors.
   */
  reportErrors: (fields: readonly TField[], errors: DraftErrors<TField>) => void;
}

/**
 * The draft of a form, kept in sessionStorage under `name` so that Back/Next and a reload keep what
 * was typed and the errors shown. `initial` gives the values of a form never touched in this session.
 * With a `scope`, a kept draft is restored only when it was made under the same scope: a form opened
 * with other values (a link with other prefill parameters) starts from those values.
 */
export function useFormDraft<TField extends string>(
  name: DraftName,
  fields: readonly TField[],
  initial: () => Record<TField, string>,
  scope?: string,
): FormDraftApi<TField> {
  const [draft, setDraft] = useState<FormDraft<TField>>(() => {
    const kept = readDraft(name, isFormDraftOf(fields));
    if (kept !== undefined && kept.scope === scope) return kept;
    return { values: initial(), errors: {}, attempt: 0, ...(scope === undefined ? {} : { scope }) };
  });

  useEffect(() => {
    writeDraft(name, draft);
  }, [name, draft]);

  const setValue = useCallback((field: TField, value: string) => {
    setDraft((current) => ({ ...current, values: { ...current.values, [field]: value } }));
  }, []);

  const fillEmpty = useCallback((values: Partial<Record<TField, string>>) => {
    setDraft((current) => {
      const next = { ...current.values };
      let changed = false;
      for (const [field, value] of Object.entries(values) as Array<[TField, string | undefined]>) {
        if (value !== undefined && value !== '' && next[field] === '') {
          next[field] = value;
          changed = true;
        }
      }
      return changed ? { ...current, values: next } : current;
    });
  }, []);

  const reportErrors = useCallback((group: readonly TField[], errors: DraftErrors<TField>) => {
    setDraft((current) => {
      const kept = Object.fromEntries(
        Object.entries(current.errors).filter(([field]) => !group.includes(field as TField)),
      ) as DraftErrors<TField>;
      const hasErrors = Object.keys(errors).length > 0;
      return {
        ...current,
        errors: { ...kept, ...errors },
        attempt: hasErrors ? current.attempt + 1 : current.attempt,
      };
    });
  }, []);

  return { ...draft, setValue, fillEmpty, reportErrors };
}
