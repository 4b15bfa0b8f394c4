import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * Mantine with the site's theme and its one colour scheme, light (`index.html` sets it on
 * `<html>` too, so nothing changes when the app starts). The theme's CSS variables and Mantine's
 * breakpoint classes are in the app's style sheet from the build (`themeStyleSheet`): the provider
 * inserts no `<style>` of its own, which the pages' CSP would refuse and which would differ between
 * a prerendered page and the app.
 */
export function SiteMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
