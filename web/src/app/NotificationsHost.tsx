import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

import { Notifications } from '@mantine/notifications';

/** The notification stack (mounted on the first notification: see modalsReady.ts). Spec: 10 s, top centre. */
export default function NotificationsHost() {
  return <Notifications position="top-center" autoClose={10_000} />;
}
