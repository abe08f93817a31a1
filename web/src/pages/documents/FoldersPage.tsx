import { Button, Group, Paper, Text } from '@mantine/core';
import type { OwnerKind } from '@portal/contracts';
import { webPaths, withQuery } from '@portal/contracts';
import { IconForms } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useCurrentUser, useRolePrefix } from '../../lib/hooks.ts';
import { useListFoldersQuery } from '../../modules/documents/api.ts';
import { FolderCards } from '../../modules/documents/components/FolderCards.tsx';
import { FolderVisibilityButton } from '../../modules/documents/components/FolderVisibilityButton.tsx';
import { RequirementsPanel } from '../../modules/documents/components/RequirementsPanel.tsx';
import { folderPaths, useDocumentCan } from '../../modules/documents/permissions.ts';
import { GuestHome, ShareAllButton, useGuestView } from '../../modules/sharing/index.ts';
import { FacilityFilter } from '../../modules/timesheets/index.ts';
import { LoadingCard, NotFoundCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useListState } from '../../ui/useListState.ts';

function OwnerFolders({ kind, ownerId, backTo }: { kind: OwnerKind; ownerId?: string; backTo: string }) {
  const prefix = useRolePrefix();
  const { data, error, isLoading } = useListFoldersQuery(
    { prefix, kind, ownerId },
    { refetchOnMountOrArgChange: true },
  );
  const paths = folderPaths(kind);
  const can = useDocumentCan(kind);
  const { isProvider } = useCurrentUser();
  if (isLoading) return <LoadingCard />;
  if (!data)
    return (
      <NotFoundCard
        error={error}
        message={kind === 'provider' ? 'Provider not found' : 'Facility not found'}
        backTo={backTo}
        backLabel="Back"
      />
    );
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{data.ownerName}</Text>
        {kind === 'provider' && ownerId && can('share') && (
          <ShareAllButton ownerId={ownerId} ownerName={data.ownerName} />
        )}
      </Group>
      {kind === 'provider' && <RequirementsPanel kind={kind} ownerId={ownerId} />}
      <FolderCards
        folders={data.folders}
        hrefOf={(f) => paths.subFolders(f._id)}
        empty="No folders yet: document categories are added in Documents Settings."
        actions={!isProvider && can('rename') ? (f) => <FolderVisibilityButton kind={kind} folder={f} /> : undefined}
      />
    </>
  );
}

/** /provider-folders-listing[/:providerId]: a provider's folders (their own for a provider). */
export function ProviderFoldersPage() {
  const { providerId } = useParams();
  const { isLoggedIn, isProvider } = useCurrentUser();
  const location = useLocation();
  const guestView = useGuestView();
  // Guests open the share's folders here, in the plain layout.
  if (guestView) return <GuestHome />;
  if (!isLoggedIn) return <Navigate to={withQuery(webPaths.login, { redirect: location.pathname })} replace />;
  if (!isProvider && !providerId) return <Navigate to={webPaths.documentProvidersListing} replace />;
  return (
    <>
      <PageHeader
        title="Documents Folders"
        backTo={isProvider ? undefined : webPaths.documentProvidersListing}
        backLabel="Back to Providers Documents"
        actions={
          <Button
            component={Link}
            variant="default"
            leftSection={<IconForms size={16} aria-hidden />}
            to={isProvider ? webPaths.providerGeneralDocs() : withQuery(webPaths.providerGeneralDocs(), { providerId })}
          >
            General Documents
          </Button>
        }
      />
      <OwnerFolders
        kind="provider"
        ownerId={isProvider ? undefined : providerId}
        backTo={webPaths.documentProvidersListing}
      />
    </>
  );
}

/** /facility-folders-listing (?facilityId=): a facility's folders, chosen with the facility filter. */
export function FacilityFoldersPage() {
  const list = useListState<string>('facility-folders');
  const params = new URLSearchParams(useLocation().search);
  const facilityId = (list.state.filters.facilityId as string | undefined) ?? params.get('facilityId') ?? undefined;
  let body: ReactNode;
  if (!facilityId)
    body = (
      <Text c="dimmed" py="md">
        Choose a facility to see its folders.
      </Text>
    );
  else body = <OwnerFolders kind="facility" ownerId={facilityId} backTo={webPaths.facilityFoldersListing} />;
  return (
    <>
      <PageHeader title="Facility Docs" />
      <Paper withBorder p="sm" radius="sm" mb="md">
        <Group>
          <FacilityFilter list={list} />
        </Group>
      </Paper>
      {body}
    </>
  );
}

export default function FoldersPage() {
  return useLocation().pathname.startsWith('/facility') ? <FacilityFoldersPage /> : <ProviderFoldersPage />;
}
