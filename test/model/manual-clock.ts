/**
 * A simulated clock for model paths. xstate's `SimulatedClock` advances time, which fires every
 * timer due by then; a model step `xstate.after.<delay>.<state>` means "this one timer elapsed", so
 * paths drive the chart's timers one by one with `fire(delay)` instead. The unit tests of the same
 * charts use `SimulatedClock` to check the real durations.
 */
interface Timer {
  fn: () => void;
  delay: number;
}

export class ManualClock {
  #nextId = 1;
  readonly #timers = new Map<number, Timer>();

  /** Part of xstate's `Clock`: records the timer instead of starting it. */
  setTimeout(fn: () => void, delay: number): number {
    const id = this.#nextId;
    this.#nextId += 1;
    this.#timers.set(id, { fn, delay });
    return id;
  }

  /** Part of xstate's `Clock`. */
  clearTimeout(id: number): void {
    this.#timers.delete(id);
  }

  /** The delays of every pending timer, sorted. */
  pending(): number[] {
    return [...this.#timers.values()].map(({ delay }) => delay).sort((a, b) => a - b);
  }

  /** The id of the one pending timer with this delay; fails unless exactly one is pending. */
  idOf(delay: number): number {
    const ids = [...this.#timers].filter(([, timer]) => timer.delay === delay).map(([id]) => id);
    const [id] = ids;
    if (ids.length !== 1 || id === undefined) {
      throw new Error(`expected one pending ${delay} ms timer, found ${ids.length}`);
    }
    return id;
  }

  /** Lets the one pending timer with this delay elapse (and no other). */
  fire(delay: number): void {
    const id = this.idOf(delay);
    const timer = this.#timers.get(id);
    this.#timers.delete(id);
    timer?.fn();
  }
}
