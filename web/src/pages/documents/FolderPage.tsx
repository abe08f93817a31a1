import { Button, Group, Stack } from '@mantine/core';
import { DOCUMENT_MESSAGES, type OwnerKind, RENEW_PARAM, webPaths, withQuery } from '@portal/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useCurrentUser, useRolePrefix } from '../../lib/hooks.ts';
import { useGetDocumentQuery, useGetFolderQuery } from '../../modules/documents/api.ts';
import { DocumentsTable } from '../../modules/documents/components/DocumentsTable.tsx';
import { FolderCards } from '../../modules/documents/components/FolderCards.tsx';
import { FolderVisibilityButton } from '../../modules/documents/components/FolderVisibilityButton.tsx';
import { FolderZipButton } from '../../modules/documents/components/FolderZipButton.tsx';
import { GeneralForms } from '../../modules/documents/components/GeneralForms.tsx';
import { UploadDocumentModal } from '../../modules/documents/components/UploadDocumentModal.tsx';
import { folderPaths, useDocumentCan } from '../../modules/documents/permissions.ts';
import {
  GuestFolderPage,
  PeopleWithAccessButton,
  ShareButton,
  useDocumentSharing,
  useGuestView,
} from '../../modules/sharing/index.ts';
import { Crumbs } from '../../ui/Crumbs.tsx';
import { LoadingCard, NotFoundCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Section } from '../../ui/Section.tsx';

/**
 * /provider-sub-folders/:folderId, /provider-documents/:subFolderId, /facility-sub-folders-listing/:folderId and
 * /facility-documents-listing/:subFolderId: a folder's sub-folders and its own documents, with upload and the ZIP.
 */
export default function FolderPage() {
  const { folderId, subFolderId } = useParams();
  const id = folderId ?? subFolderId ?? '';
  const location = useLocation();
  const kind: OwnerKind = location.pathname.startsWith('/facility') ? 'facility' : 'provider';
  const prefix = useRolePrefix();
  const { isLoggedIn, isProvider } = useCurrentUser();
  const can = useDocumentCan(kind);
  const paths = folderPaths(kind);
  const [uploading, setUploading] = useState(false);
  // ?renew=<document id> (a reminder's link, or the Renew action): the upload of that document's renewal.
  const [params, setParams] = useSearchParams();
  const renewId = params.get(RENEW_PARAM);
  const { data: renews } = useGetDocumentQuery({ prefix, kind, id: renewId ?? '' }, { skip: !renewId });
  const setRenew = (id: string | null) =>
    setParams(
      (p) => {
        if (id) p.set(RENEW_PARAM, id);
        else p.delete(RENEW_PARAM);
        return p;
      },
      { replace: true },
    );
  // Guests see the same screen in the plain layout, through the guest family.
  const guestView = useGuestView() && kind === 'provider';
  const sharing = useDocumentSharing({ canShare: kind === 'provider' && can('share'), canView: kind === 'provider' });
  const { data, error, isLoading } = useGetFolderQuery({ prefix, kind, id }, { skip: !id || !isLoggedIn || guestView });

  if (guestView) return <GuestFolderPage id={id} />;
  if (!isLoggedIn) return <Navigate to={withQuery(webPaths.login, { redirect: location.pathname })} replace />;
  // The spec's id-less paths (/provider-documents, /facility-sub-folders-listing...) open the folders to choose from.
  if (!id) return <Navigate to={paths.folders()} replace />;
  const foldersHome = paths.folders(isProvider ? undefined : data?.folder.ownerId);
  if (isLoading || !data)
    return (
      <>
        <PageHeader title="Documents" />
        {isLoading ? (
          <LoadingCard />
        ) : (
          <NotFoundCard
            error={error}
            message={DOCUMENT_MESSAGES.folderNotFound}
            backTo={paths.folders()}
            backLabel="Back to folders"
          />
        )}
      </>
    );

  const { folder, parent, subFolders, types } = data;
  const crumbs = [
    { label: isProvider ? 'Documents Folders' : folder.ownerName, to: foldersHome },
    ...(parent ? [{ label: parent.name, to: paths.subFolders(parent._id) }] : []),
  ];
  const canUpload = can('add') && types.some((t) => !t.general && !t.taken);

  return (
    <>
      <PageHeader
        title={folder.name}
        description={<Crumbs trail={crumbs} current={folder.name} />}
        actions={
          <Group gap="sm">
            {can('download') && folder.documentCount > 0 && (
              <FolderZipButton kind={kind} folderId={folder._id} name={folder.name} />
            )}
            {kind === 'provider' && can('share') && (
              <ShareButton target={{ kind: 'folder', id: folder._id, name: folder.name }} label="Share Folder" />
            )}
            {kind === 'provider' && (
              <PeopleWithAccessButton item={{ id: folder._id, name: folder.name }} canRevoke={can('share')} />
            )}
            {canUpload && (
              <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setUploading(true)}>
                Upload Document
              </Button>
            )}
          </Group>
        }
      />
      <Stack gap="lg">
        {subFolders.length > 0 && (
          <Section title="Sub-folders">
            <FolderCards
              folders={subFolders}
              hrefOf={(f) => paths.documents(f._id)}
              empty=""
              actions={
                !isProvider && can('rename') ? (f) => <FolderVisibilityButton kind={kind} folder={f} /> : undefined
              }
            />
          </Section>
        )}
        {types.some((t) => t.general) && (
          <Section title="Forms">
            <GeneralForms kind={kind} types={types.filter((t) => t.general)} ownerId={folder.ownerId} />
          </Section>
        )}
        {(types.some((t) => !t.general) || subFolders.length === 0) && (
          <Section title="Documents">
            <DocumentsTable
              kind={kind}
              folderId={folder._id}
              extraActions={sharing.actions}
              types={types}
              onRenew={(d) => setRenew(d._id)}
            />
          </Section>
        )}
      </Stack>
      <UploadDocumentModal
        kind={kind}
        detail={data}
        opened={uploading || Boolean(renewId && renews)}
        renews={renewId ? renews : null}
        onClose={() => {
          setUploading(false);
          setRenew(null);
        }}
      />
      {sharing.modals}
    </>
  );
}
