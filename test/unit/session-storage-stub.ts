import { vi } from 'vitest';

/** A Map-backed sessionStorage as `window.sessionStorage` (undo with `vi.unstubAllGlobals()`). */
export function stubSessionStorage(entries: Record<string, string> = {}): Map<string, string> {
  const map = new Map(Object.entries(entries));
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    },
  });
  return map;
}
