import { useLayoutEffect, useSyncExternalStore } from 'react';

/** How many Suspense boundaries of the shell are waiting for a chunk right now. */
let waiting = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A Suspense fallback that draws nothing but counts as loading: while the signed-in layout's chunk is on its way the
 * browser sits idle, and work deferred until the first page has settled (the socket) must not start in that gap.
 * A layout effect, so the count is up before the commit's passive effects look at it.
 */
export function ChunkLoading(): null {
  useLayoutEffect(() => {
    waiting += 1;
    notify();
    return () => {
      waiting -= 1;
      notify();
    };
  }, []);
  return null;
}

/** True while a `ChunkLoading` fallback is shown. */
export const useChunkLoading = () => useSyncExternalStore(subscribe, () => waiting > 0);
