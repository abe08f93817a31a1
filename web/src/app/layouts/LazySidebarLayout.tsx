import { lazy, Suspense } from 'react';

const SidebarLayout = lazy(() => import('./SidebarLayout.tsx').then((m) => ({ default: m.SidebarLayout })));

/**
 * The signed-in layout (sidebar, top bar, notification bell) in its own chunk, so /login and the other public
 * pages never download it. Nothing shows for the moment it takes to arrive: the page's own loader follows.
 */
export function LazySidebarLayout() {
  return (
    <Suspense fallback={null}>
      <SidebarLayout />
    </Suspense>
  );
}
