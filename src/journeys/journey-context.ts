import { createContext, useContext } from 'react';
import type { Actor, AnyStateMachine } from 'xstate';

/**
 * A React context for one journey's actor. The journey's layout route creates the actor and
 * provides it; its step routes read it with `useJourneyActor()`.
 */
export function createJourneyContext<TLogic extends AnyStateMachine>(journey: string) {
  const Context = createContext<Actor<TLogic> | null>(null);
  Context.displayName = `${journey}JourneyActor`;

  function useJourneyActor(): Actor<TLogic> {
    const actor = useContext(Context);
    if (actor === null) {
      throw new Error(
        `The ${journey} screens must be rendered inside the ${journey} journey layout.`,
      );
    }
    return actor;
  }

  return { Provider: Context.Provider, useJourneyActor };
}
