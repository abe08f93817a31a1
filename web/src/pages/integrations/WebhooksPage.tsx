import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { WebhookDialog, WebhooksTable } from '../../modules/integrations/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /webhooks-listing (super admins): addresses told of the portal's events. */
export default function WebhooksPage() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title="Webhooks"
        actions={
          <Button onClick={() => setAdding(true)} leftSection={<IconPlus size={16} aria-hidden />}>
            Add webhook
          </Button>
        }
      />
      <WebhooksTable />
      <WebhookDialog opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}
