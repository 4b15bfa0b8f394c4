import {
  convertCssVariables,
  createTheme,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type AccordionFactory,
  type AnchorFactory,
  type BurgerFactory,
  type CollapseFactory,
  type ContainerFactory,
  type CSSVariablesResolver,
  type DrawerRootProps,
  type LoaderFactory,
} from '@mantine/core';
import { formFieldComponents } from './form-fields-theme';
import { themeComponent } from './theme-component';
import { animationSpeedMs, motionCssVariables } from './motion';
import { brand, sunshine } from './palette';

/**
 * The class Mantine gives the elements it styles for keyboard focus (Button, Anchor, Burger, …).
 * Its ring is the site's own, for every focusable element alike (`styles.css`).
 */
export const FOCUS_RING_CLASS = 'focus-ring';

/** The width of every page's content: the shell and every screen. */
export const PAGE_WIDTH = 1320;

/** Open and close at the site's fast speed (spec §9). */
const fastTransition = { defaultProps: { transitionDuration: animationSpeedMs.fast } } as const;

/**
 * The site's look as a Mantine theme: the navy brand palette as the primary colour, the warm
 * yellow accent, rounded corners, the site's focus ring and the animation speeds of spec §9.
 */
export const theme = createTheme({
  colors: { brand, sunshine },
  primaryColor: 'brand',
  // Navy 7 is the brand's own colour, and passes AA on white.
  primaryShade: 7,
  defaultRadius: 'md',
  focusClassName: FOCUS_RING_CLASS,
  respectReducedMotion: true,
  components: {
    Accordion: themeComponent<AccordionFactory>(fastTransition),
    // Links look as plain anchors did: underlined, in the type of the text around them.
    Anchor: themeComponent<AnchorFactory>({ defaultProps: { underline: 'always', inherit: true } }),
    Collapse: themeComponent<CollapseFactory>(fastTransition),
    Container: themeComponent<ContainerFactory>({ defaultProps: { size: PAGE_WIDTH } }),
    Burger: themeComponent<BurgerFactory>(fastTransition),
    // The header's phone menu is composed from Drawer's parts, and `Drawer.Root` reads its theme
    // here (its factory type is not exported). No scroll lock: react-remove-scroll locks the page
    // with a `<style>` it inserts, which the pages' CSP refuses.
    DrawerRoot: {
      defaultProps: {
        transitionProps: { duration: animationSpeedMs.fast },
        lockScroll: false,
      } satisfies Partial<DrawerRootProps>,
    },
    Loader: themeComponent<LoaderFactory>({ defaultProps: { color: 'brand.7' } }),
    // Inputs, selects, text areas and radios: GOV.UK's question, its message above the control
    // with the red rule beside it.
    ...formFieldComponents,
  },
});

/**
 * What the site changes of Mantine's colour variables: the error red is red 9 (red 6, Mantine's
 * own, has a contrast of 3.3:1 on white, too little for the text typed into a field in error,
 * WCAG 1.4.3), and links are brand 6, as in articles' text.
 */
const siteCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-6)',
  },
  dark: {},
});

/** The full theme, Mantine's defaults with the site's changes. */
const resolvedTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/**
 * The style sheet of the theme's CSS variables, as `MantineProvider` would write at run time for
 * the light colour scheme (the only one), with the animation speeds; and the classes of Mantine's
 * `hiddenFrom`/`visibleFrom` props for the theme's breakpoints. The build puts it in the app's
 * style sheet (`virtual:theme.css`, see `vite.config.ts`), which every page has before any script
 * runs: the provider writes none of it (`withCssVariables` and `withGlobalClasses` off), as the
 * pages' CSP admits no `<style>` a script inserts.
 */
export function themeStyleSheet(): string {
  const defaults = defaultCssVariablesResolver(resolvedTheme);
  const site = siteCssVariables(resolvedTheme);
  const themeVariables = convertCssVariables(
    {
      variables: { ...defaults.variables, ...site.variables },
      light: { ...defaults.light, ...site.light },
      dark: {},
    },
    ':root',
  );
  const speeds = Object.entries(motionCssVariables())
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return `${themeVariables}\n:root{${speeds}}\n${breakpointClasses()}`;
}

/** Mantine's `.mantine-hidden-from-{breakpoint}` and `.mantine-visible-from-{breakpoint}`. */
function breakpointClasses(): string {
  return Object.entries(resolvedTheme.breakpoints)
    .map(([breakpoint, width]) => {
      const ems = parseFloat(width);
      return (
        `@media (max-width:${ems - 0.00625}em){.mantine-visible-from-${breakpoint}{display:none !important}}` +
        `@media (min-width:${width}){.mantine-hidden-from-${breakpoint}{display:none !important}}`
      );
    })
    .join('\n');
}
