import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { useListFoldersQuery } from '../../modules/documents/api.ts';
import { FolderCards } from '../../modules/documents/components/FolderCards.tsx';
import { RequirementsPanel } from '../../modules/documents/components/RequirementsPanel.tsx';
import { folderPaths, useDocumentCan } from '../../modules/documents/permissions.ts';
import { AgreementCard } from '../../modules/providers/components/AgreementCard.tsx';
import { ProviderShell } from '../../modules/providers/components/ProviderShell.tsx';

const paths = folderPaths('provider');

/** The provider's document folders and what is still required, for staff who may view them. */
function ProviderFolders({ providerId }: { providerId: string }) {
  const prefix = useRolePrefix();
  const { data, isLoading } = useListFoldersQuery(
    { prefix, kind: 'provider', ownerId: providerId },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Paper withBorder p="md" radius="md" mt="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={4}>Documents</Title>
        <Button component={Link} to={paths.folders(providerId)} variant="light" leftSection={<IconFolders size={16} />}>
          Open Documents Folders
        </Button>
      </Group>
      <RequirementsPanel kind="provider" ownerId={providerId} />
      {isLoading ? (
        <Text c="dimmed">Loading…</Text>
      ) : (
        <FolderCards
          folders={data?.folders ?? []}
          hrefOf={(f) => paths.subFolders(f._id)}
          empty="No folders yet: document categories are added in Documents Settings."
        />
      )}
    </Paper>
  );
}

/** /view-documents/:id : the provider's agreement, then their document folders and required documents. */
export default function ProviderDocumentsPage() {
  const can = useDocumentCan('provider');
  return (
    <ProviderShell tab="documents">
      {(profile) => (
        <>
          <AgreementCard profile={profile} />
          {can('view') ? (
            <ProviderFolders providerId={profile._id} />
          ) : (
            <Text c="dimmed" mt="md">
              Your role does not include viewing provider documents.
            </Text>
          )}
        </>
      )}
    </ProviderShell>
  );
}
