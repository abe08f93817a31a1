import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiKeyDialog, ApiKeysTable } from '../../modules/integrations/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /api-keys-listing (super admins): keys other systems call the staff API with. */
export default function ApiKeysPage() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="API keys"
        actions={
          <Button onClick={() => setCreating(true)} leftSection={<IconPlus size={16} aria-hidden />}>
            Create API key
          </Button>
        }
      />
      <Text size="sm" c="dimmed" mb="md">
        A system sends its key as <code>Authorization: Bearer &lt;key&gt;</code> to the /api/icon-users API and may do
        what the key's permissions allow. Every call is recorded under the key's name.
      </Text>
      <ApiKeysTable />
      <ApiKeyDialog opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
