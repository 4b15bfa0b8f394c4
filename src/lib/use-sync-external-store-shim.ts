/**
 * `use-sync-external-store/shim` for React 19, which has `useSyncExternalStore` built in: the
 * package's shim re-implements it for React 17 and earlier, code every page would download for
 * nothing (TanStack Router's store and @xstate/react import it; see `vite.config.ts`).
 */
export { useSyncExternalStore } from 'react';
