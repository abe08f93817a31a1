import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { modalsWanted, onModalsWanted } from '../lib/modalsReady.ts';

const ModalsHost = lazy(() => import('./ModalsHost.tsx'));
const NotificationsHost = lazy(() => import('./NotificationsHost.tsx'));

/** The modals manager and the notification stack, each mounted on first use: see modalsReady.ts. */
export function LazyOverlays() {
  const modals = useSyncExternalStore(onModalsWanted, modalsWanted);
  const shown = useNotifications().notifications.length > 0;
  return (
    <Suspense fallback={null}>
      {modals && <ModalsHost />}
      <NotificationsOnceShown shown={shown} />
    </Suspense>
  );
}

let notificationsMounted = false;
/** Once mounted, the stack stays (it animates notifications out). */
function NotificationsOnceShown({ shown }: { shown: boolean }) {
  if (shown) notificationsMounted = true;
  return notificationsMounted ? <NotificationsHost /> : null;
}
