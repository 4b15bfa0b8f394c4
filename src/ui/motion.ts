/**
 * The animation speeds of spec §9: fast 200 ms, default 400 ms, slow 600 ms. The UI uses only these:
 * style sheets through the `--speed-{fast,default,slow}` variables of the app's style sheet, scripts through
 * the constants.
 */
export const animationSpeedMs = { fast: 200, default: 400, slow: 600 } as const;

/** `--speed-fast`, `--speed-default` and `--speed-slow` and their values. */
export function motionCssVariables(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(animationSpeedMs).map(([speed, ms]) => [`--speed-${speed}`, `${ms}ms`]),
  );
}
