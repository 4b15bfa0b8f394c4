/**
 * The theme's part for form questions (GOV.UK's pattern; src/ui/form-fields.css): every
 * Mantine input, select, text area and radio group shows its label, hint, error message and then
 * its control, and is set off by a red rule while it shows an error. Mantine names the hint and the
 * message in the control's `aria-describedby` and sets `aria-invalid`; the message's 'Error: '
 * prefix is the journeys' (`fieldError`).
 */
import type {
  ComboboxChevronProps,
  Factory,
  InputFactory,
  InputWrapperFactory,
  NativeSelectFactory,
  RadioFactory,
  TextareaFactory,
  TextInputFactory,
} from '@mantine/core';
import { themeComponent } from './theme-component';

/** The site's questions are Mantine's `md` size: 16px text, as the page's. */
const mediumSize = { defaultProps: { size: 'md' } } as const;

export const formFieldComponents = {
  InputWrapper: themeComponent<InputWrapperFactory>({
    defaultProps: { inputWrapperOrder: ['label', 'description', 'error', 'input'] },
    classNames: {
      root: 'form-question',
      label: 'form-question-label',
      description: 'form-question-hint',
      error: 'form-question-error',
    },
  }),
  Input: themeComponent<InputFactory>({
    classNames: { wrapper: 'form-control', input: 'form-control-input' },
  }),
  TextInput: themeComponent<TextInputFactory>(mediumSize),
  Textarea: themeComponent<TextareaFactory>(mediumSize),
  NativeSelect: themeComponent<NativeSelectFactory>(mediumSize),
  // A select's arrow is decoration: a screen reader has the select itself to read.
  ComboboxChevron: themeComponent<Factory<{ props: ComboboxChevronProps }>>({
    defaultProps: { 'aria-hidden': true },
  }),
  Radio: themeComponent<RadioFactory>({
    ...mediumSize,
    classNames: { radio: 'form-radio', icon: 'form-radio-icon', label: 'form-radio-label' },
  }),
};
