import { lazy, Suspense } from 'react';
import { ChunkLoading } from '../chunkLoading.ts';

const SidebarLayout = lazy(() => import('./SidebarLayout.tsx').then((m) => ({ default: m.SidebarLayout })));

/**
 * The signed-in layout (sidebar, top bar, notification bell) in its own chunk, so /login and the other public
 * pages never download it. Nothing shows for the moment it takes to arrive (the page's own loader follows), but it
 * counts as loading for what waits until the first page has settled.
 */
export function LazySidebarLayout() {
  return (
    <Suspense fallback={<ChunkLoading />}>
      <SidebarLayout />
    </Suspense>
  );
}
