/**
 * The theme's part for form questions (GOV.UK's pattern; src/ui/form-fields.module.css): every
 * Mantine input, select, text area and radio group shows its label, hint, error message and then
 * its control, and is set off by a red rule while it shows an error. Mantine names the hint and the
 * message in the control's `aria-describedby` and sets `aria-invalid`; the message's 'Error: '
 * prefix is the journeys' (`fieldError`).
 */
import { Input, Radio } from '@mantine/core';
import classes from './form-fields.module.css';

export const formFieldComponents = {
  InputWrapper: Input.Wrapper.extend({
    defaultProps: { inputWrapperOrder: ['label', 'description', 'error', 'input'] },
    classNames: {
      root: classes.root,
      label: classes.label,
      description: classes.description,
      error: classes.error,
    },
  }),
  Input: Input.extend({ classNames: { wrapper: classes.wrapper, input: classes.input } }),
  Radio: Radio.extend({
    defaultProps: { size: 'md' },
    classNames: { radio: classes.radio, label: classes.radioLabel },
  }),
};
