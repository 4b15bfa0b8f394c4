import { createTheme, MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { formFieldComponents } from '../../../src/ui/form-fields-theme';

const theme = createTheme({ components: formFieldComponents });

function Mantine({ children }: { children: ReactNode }) {
  return <MantineProvider theme={theme}>{children}</MantineProvider>;
}

/** Renders `ui` inside the app's MantineProvider, as the app renders every screen. */
export function renderWithMantine(ui: ReactNode, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { ...options, wrapper: Mantine });
}
