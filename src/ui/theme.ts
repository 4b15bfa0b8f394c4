import { createTheme } from '@mantine/core';
import { palette } from './palette';

/** Mantine theme; fonts stay Mantine's defaults so screens with and without the provider match. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: palette,
  defaultRadius: 'md',
  focusRing: 'always',
});
