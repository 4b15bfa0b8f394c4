import type { ExtendComponent, FactoryPayload, MantineThemeComponent } from '@mantine/core';

/**
 * A component's part of the theme (`theme.components`), typed as `Component.extend` types it
 * (`themeComponent<TextInputFactory>({ … })`). `Component.extend` is an identity function, but
 * calling it imports the component: the theme, which every page loads, would bring every input
 * and the accordion into the entry chunk. This checks the same props and style names with types
 * alone, so a component's code loads with the screens that render it.
 */
export function themeComponent<Factory extends FactoryPayload>(
  settings: ExtendComponent<Factory>,
): MantineThemeComponent {
  return settings;
}
