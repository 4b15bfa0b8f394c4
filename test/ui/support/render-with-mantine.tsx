import { render, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SiteMantineProvider } from '../../../src/ui/site-mantine-provider';

/** Renders `ui` inside the app's MantineProvider and theme, as the app renders every screen. */
export function renderWithMantine(ui: ReactNode, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { ...options, wrapper: SiteMantineProvider });
}
