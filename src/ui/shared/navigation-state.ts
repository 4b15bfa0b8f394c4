import { useRouterState } from '@tanstack/react-router';

// The one place the app's history state is typed. Links to a category carry its title so the
// category page can use it as the document title (spec §1).
declare module '@tanstack/react-router' {
  interface HistoryState {
    title?: string;
  }
}

/** The title handed over in the navigation state by the link that brought the visitor here. */
export function useNavigationTitle(): string | undefined {
  return useRouterState({ select: (state) => state.location.state.title });
}
