import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useScope } from '../../lib/hooks.ts';
import { AddProviderModal, preloadAddProvider } from '../../modules/providers/components/AddProviderModal.tsx';
import { ProvidersTable, prefetchProvidersTable } from '../../modules/providers/components/ProvidersTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export const prefetch = prefetchProvidersTable;

/** /providers-listing */
export default function ProvidersListPage() {
  const canAdd = useScope(['add-providers']);
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title="Providers"
        actions={
          canAdd && (
            <Button
              onClick={() => setAdding(true)}
              onPointerEnter={preloadAddProvider}
              onFocus={preloadAddProvider}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add Provider
            </Button>
          )
        }
      />
      <ProvidersTable />
      {canAdd && <AddProviderModal opened={adding} onClose={() => setAdding(false)} />}
    </>
  );
}
