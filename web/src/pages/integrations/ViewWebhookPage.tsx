import { Button, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import { webPaths } from '@portal/contracts';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import {
  useGetWebhookQuery,
  usePauseWebhookMutation,
  useResumeWebhookMutation,
  useSendTestEventMutation,
} from '../../modules/integrations/api.ts';
import { DeliveriesTable, eventLabel, RotateSecretButton, WebhookDialog } from '../../modules/integrations/index.ts';
import { DetailField } from '../../ui/DetailField.tsx';
import { NotFoundCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

/** /view-webhook/:id: one subscription, its actions and its deliveries. */
export default function ViewWebhookPage() {
  const id = useParams().id ?? '';
  const prefix = useRolePrefix();
  const { data: webhook, error } = useGetWebhookQuery({ prefix, id });
  const [editing, setEditing] = useState(false);
  const [pause, paused] = usePauseWebhookMutation();
  const [resume, resumed] = useResumeWebhookMutation();
  const [sendTest, testing] = useSendTestEventMutation();
  if (error) {
    return (
      <NotFoundCard error={error} message="Webhook not found" backTo={webPaths.webhooksListing} backLabel="Webhooks" />
    );
  }
  if (!webhook) return null;
  const act = async (run: () => Promise<{ message?: string }>) => toastSuccess((await run()).message ?? '');
  return (
    <>
      <PageHeader
        title={webhook.name}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
            {webhook.status === 'active' ? (
              <Button
                variant="default"
                loading={paused.isLoading}
                leftSection={<IconPlayerPause size={16} aria-hidden />}
                onClick={() => act(() => pause({ prefix, id }).unwrap())}
              >
                Pause
              </Button>
            ) : (
              <Button
                variant="default"
                loading={resumed.isLoading}
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                onClick={() => act(() => resume({ prefix, id }).unwrap())}
              >
                Resume
              </Button>
            )}
            <RotateSecretButton webhookId={id} />
            <Button
              loading={testing.isLoading}
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => act(() => sendTest({ prefix, id }).unwrap())}
            >
              Send test event
            </Button>
          </Group>
        }
      />
      <Paper withBorder p="md" radius="sm" mb="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DetailField label="URL">{webhook.url}</DetailField>
          <DetailField label="Status">
            <StatusBadge status={webhook.status} />
          </DetailField>
          <DetailField label="Events">{webhook.events.map(eventLabel).join(', ')}</DetailField>
          <DetailField label="Failed attempts in a row">{String(webhook.consecutiveFailures)}</DetailField>
        </SimpleGrid>
      </Paper>
      <Title order={2} size="h4" mb="sm">
        Deliveries
      </Title>
      <DeliveriesTable webhookId={id} />
      <WebhookDialog opened={editing} onClose={() => setEditing(false)} webhook={webhook} />
    </>
  );
}
