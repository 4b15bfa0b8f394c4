import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Navy brand scale; shade 7 (#0b2a4a) is the primary and passes AA on white. */
const brand: MantineColorsTuple = [
  '#e8f1fb',
  '#cfe0f3',
  '#a0c0e6',
  '#6d9ed8',
  '#4581cc',
  '#2c6ec5',
  '#1d5aa6',
  '#0b2a4a',
  '#08213b',
  '#05172b',
];

/** Warm yellow accent used for highlights on dark panels. */
const sunshine: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc2',
  '#ffe08a',
  '#ffd257',
  '#ffc53d',
  '#ffbc24',
  '#f5a800',
  '#c98a00',
  '#9c6b00',
  '#6e4b00',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, sunshine },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'always',
});
