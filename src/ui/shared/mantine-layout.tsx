import { MantineProvider } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { mantineProviderProps } from '../theme';

/**
 * Layout for the screens built from Mantine components (forms, alerts, buttons). It is loaded with
 * those routes only, so the home page and the other content screens do not download
 * MantineProvider (about 8 kB gzip).
 */
export function MantineLayout() {
  return (
    <MantineProvider {...mantineProviderProps}>
      <Outlet />
    </MantineProvider>
  );
}
