import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { palette } from './palette';

/** Mantine theme; fonts stay Mantine's defaults so screens with and without the provider match. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: palette,
  defaultRadius: 'md',
  focusRing: 'always',
});

/**
 * Invalid fields use the same dark red as the error summary and messages (red 9, 7.9:1 on white):
 * Mantine's default error colour (red 6) is 3.3:1, below WCAG AA for the text in a field.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

/** What MantineProvider is given, once (its `<style>` output is admitted by hash in the CSP). */
export const mantineProviderProps = { theme, cssVariablesResolver };
