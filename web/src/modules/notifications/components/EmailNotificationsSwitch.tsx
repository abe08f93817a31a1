import { Paper, Switch, Text } from '@mantine/core';
import { NOTIFICATION_MESSAGES } from '@portal/contracts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useGetNotificationSettingsQuery, useSaveNotificationSettingsMutation } from '../api.ts';

/** The user's own choice: notifications always show here; this says whether they are also e-mailed. */
export function EmailNotificationsSwitch() {
  const { data } = useGetNotificationSettingsQuery(undefined);
  const [save, { isLoading }] = useSaveNotificationSettingsMutation();
  return (
    <Paper withBorder p="md" radius="sm" mb="md">
      <Switch
        label="E-mail me my notifications"
        description="Notifications always appear here; turn this off to stop receiving them by e-mail as well."
        checked={data?.email ?? true}
        disabled={!data || isLoading}
        onChange={async (e) => {
          const email = e.currentTarget.checked;
          try {
            const res = await save({ body: { email } }).unwrap();
            toastSuccess(res.message ?? NOTIFICATION_MESSAGES.settingsSaved);
          } catch {
            // Shown by the app's error listener.
          }
        }}
      />
      {data && !data.email && (
        <Text size="xs" c="dimmed" mt={6}>
          E-mail copies are off.
        </Text>
      )}
    </Paper>
  );
}
