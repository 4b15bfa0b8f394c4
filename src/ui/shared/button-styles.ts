/**
 * Mantine's Button styles for a screen. UnstyledButton's reset (transparent background) has the
 * same specificity as Button's background, so it must come first in the bundle: a screen that got
 * UnstyledButton's sheet later (e.g. with an alert's close button) would show bare-text buttons.
 */
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
