/**
 * The animation speeds of spec §9: fast 200 ms, default 400 ms, slow 600 ms. The UI uses only these:
 * style sheets through the `--speed-{fast,default,slow}` variables set at start-up, scripts through
 * the constants.
 */
export const animationSpeedMs = { fast: 200, default: 400, slow: 600 } as const;

export type AnimationSpeed = keyof typeof animationSpeedMs;

/** Defines `--speed-fast`, `--speed-default` and `--speed-slow` on the document. */
export function applyMotionCssVariables(root: HTMLElement): void {
  for (const [speed, ms] of Object.entries(animationSpeedMs)) {
    root.style.setProperty(`--speed-${speed}`, `${ms}ms`);
  }
}
