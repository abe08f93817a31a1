import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  type DocumentRecord,
  type EndpointDef,
  GUEST_API,
  previewShownAs,
  SHARE_MESSAGES,
  webPaths,
} from '@portal/contracts';
import { IconDownload, IconFileZip, IconLogout } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { endsSession } from '../../../lib/errors.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { isApiError } from '../../../lib/http.ts';
import { guestExpired, guestLogout } from '../../../lib/slices/guestAuth.ts';
import { toastError } from '../../../lib/toast.ts';
import { Crumbs } from '../../../ui/Crumbs.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { DetailField, DetailGrid } from '../../../ui/DetailField.tsx';
import { downloadEndpoint } from '../../../ui/download.ts';
import { formatDate, formatDateTime } from '../../../ui/format.ts';
import { serverMessage } from '../../../ui/forms.ts';
import { LoadingCard, NotFoundCard } from '../../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { Section } from '../../../ui/Section.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { DocumentPreview, documentColumns, FolderCards, usePreviewState } from '../../documents/index.ts';
import {
  useGuestDocumentsQuery,
  useGuestFolderQuery,
  useGuestGeneralDocumentsQuery,
  useGuestShareQuery,
} from '../api.ts';
import { GuestExpired, GuestGate, GuestSignedOut } from './GuestGate.tsx';

/**
 * Whether a document-folder screen serves a guest (spec section 2: the same screens serve providers, staff and
 * guests, and are told whether the viewer is a guest): a share link in the address, or a guest session in this tab
 * while nobody is signed in.
 */
export function useGuestView(): boolean {
  const isLoggedIn = useAppSelector((s) => s.auth.isLoggedIn);
  const guest = useAppSelector((s) => s.guestAuth);
  const access = new URLSearchParams(useLocation().search).get('access');
  return Boolean(access) || (!isLoggedIn && (guest.guestLoggedIn || guest.expired));
}

/** The guest's download and ZIP calls: a failure is toasted; a 401 ends the guest session (the link expired). */
function useGuestDownload() {
  const token = useAppSelector((s) => s.guestAuth.guestToken) ?? undefined;
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (endpoint: EndpointDef, args: Record<string, unknown>, fallback: string, accept?: string) => {
      setBusy(true);
      try {
        await downloadEndpoint(endpoint, args, token, fallback, accept);
      } catch (e) {
        if (isApiError(e) && endsSession(e)) dispatch(guestExpired());
        else toastError(serverMessage(e, 'Error while downloading a file'));
      } finally {
        setBusy(false);
      }
    },
    [token, dispatch],
  );
  return { token, busy, run };
}

/** Leaves the guest area (drops the guest token of this tab). */
function LeaveButton() {
  const dispatch = useAppDispatch();
  return (
    <Button variant="subtle" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => dispatch(guestLogout())}>
      Leave
    </Button>
  );
}

/** The guest's state decides the screen: the gate, the expired notice, or the shared documents. */
function GuestFrame({ children }: { children: (token: string) => React.ReactNode }) {
  const guest = useAppSelector((s) => s.guestAuth);
  const location = useLocation();
  const navigate = useNavigate();
  const access = new URLSearchParams(location.search).get('access');
  // Once verified, the link's token leaves the address bar (and the browser history).
  useEffect(() => {
    if (access && guest.guestLoggedIn) navigate(location.pathname, { replace: true });
  }, [access, guest.guestLoggedIn, navigate, location.pathname]);
  if (guest.guestLoggedIn && guest.guestToken) return <>{children(guest.guestToken)}</>;
  if (access) return <GuestGate token={access} />;
  if (guest.expired) return <GuestExpired />;
  return <GuestSignedOut />;
}

/**
 * A guest screen's data once it has come; before that the expired notice (the share may end meanwhile), the loading
 * card, or the not-found card leading back to the shared documents.
 */
function GuestLoaded<T>({
  query: { data, error, isLoading },
  notFound,
  backLabel,
  children,
}: {
  query: { data?: T; error?: unknown; isLoading: boolean };
  notFound: string;
  backLabel: string;
  children: (data: T) => ReactNode;
}) {
  const expired = useAppSelector((s) => s.guestAuth.expired);
  if (expired) return <GuestExpired />;
  if (isLoading) return <LoadingCard />;
  if (!data)
    return (
      <NotFoundCard error={error} message={notFound} backTo={webPaths.providerFoldersListing()} backLabel={backLabel} />
    );
  return <>{children(data)}</>;
}

/** A shared folder's shared documents: search, sort, paging; preview and download each. */
function GuestDocumentsTable({ token, folderId }: { token: string; folderId: string }) {
  const list = useListState<'name' | 'typeName' | 'expiresOn' | 'createdAt' | 'size'>(`guest-documents-${folderId}`, {
    sort: { sortBy: 'createdAt', sortDirection: 1 },
  });
  const { page, pageSize, body } = list.request;
  // The guest list has no filters (the contract takes none).
  const { data, isFetching } = useGuestDocumentsQuery({
    token,
    id: folderId,
    page,
    pageSize,
    body: { ...body, filters: {} },
  });
  return <GuestDocumentRows token={token} records={data?.data} list={list} total={data} fetching={isFetching} />;
}

function GuestDocumentRows({
  token,
  records,
  list,
  total,
  fetching,
  searchable = true,
}: {
  searchable?: boolean;
  token: string;
  records: DocumentRecord[] | undefined;
  list: ReturnType<typeof useListState<'name' | 'typeName' | 'expiresOn' | 'createdAt' | 'size'>>;
  total: Parameters<typeof DataTable>[0]['total'];
  fetching: boolean;
}) {
  const { run } = useGuestDownload();
  const previewState = usePreviewState();
  const download = useCallback((d: DocumentRecord) => run(GUEST_API.download, { id: d._id }, d.name), [run]);
  const columns = useMemo(
    () =>
      documentColumns(
        (d) => previewShownAs(d.format) !== null,
        previewState.open,
        (d) => [{ label: 'Download', icon: <IconDownload size={18} aria-hidden />, onClick: () => download(d) }],
      ),
    [download, previewState.open],
  );
  return (
    <>
      <DataTable<DocumentRecord, 'name' | 'typeName' | 'expiresOn' | 'createdAt' | 'size'>
        list={list}
        columns={columns}
        records={records}
        total={total}
        fetching={fetching}
        noRecordsText="No shared documents in this folder"
        searchPlaceholder="Search by name"
        searchable={searchable}
      />
      <DocumentPreview
        kind="provider"
        guestToken={token}
        document={previewState.document}
        opened={previewState.opened}
        onClose={previewState.onClose}
        onDownload={download}
      />
    </>
  );
}

/** The shared general documents (forms): the latest answers of each, by field label. */
function GuestForms({ token }: { token: string }) {
  const { data } = useGuestGeneralDocumentsQuery({ token });
  if (!data || data.length === 0) return null;
  return (
    <Section title="Forms">
      <Stack gap="sm">
        {data.map((form) => (
          <Card key={form.typeId} withBorder radius="sm">
            <Text fw={600}>
              {form.typeName}{' '}
              <Text span size="sm" c="dimmed">
                (version {form.version}, {formatDate(form.createdAt)})
              </Text>
            </Text>
            <DetailGrid>
              {form.fields.map((f) => (
                <DetailField key={f.key} label={f.label}>
                  {answerText(form.values[f.key])}
                </DetailField>
              ))}
            </DetailGrid>
          </Card>
        ))}
      </Stack>
    </Section>
  );
}

const answerText = (v: unknown): string =>
  v === undefined || v === null || v === ''
    ? '-'
    : Array.isArray(v)
      ? v.map(String).join(' - ')
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);

function ShareFacts({ token }: { token: string }) {
  const { data } = useGuestShareQuery({ token });
  if (!data) return null;
  return (
    <Text size="sm" c="dimmed">
      {data.ownerName} · shared{data.sharedBy ? ` by ${data.sharedBy}` : ''} with {data.email} · until{' '}
      {formatDateTime(data.expiresAt)}
    </Text>
  );
}

function GuestHomeBody({ token }: { token: string }) {
  const share = useGuestShareQuery({ token }, { refetchOnMountOrArgChange: true });
  const list = useListState<'name' | 'typeName' | 'expiresOn' | 'createdAt' | 'size'>('guest-shared-documents');
  return (
    <GuestLoaded query={share} notFound="Nothing is shared here" backLabel="Back">
      {(data) => (
        <>
          <PageHeader title="Shared documents" description={<ShareFacts token={token} />} actions={<LeaveButton />} />
          <Stack gap="lg">
            {data.message && (
              <Alert color="blue" variant="light" title="Message">
                {data.message}
              </Alert>
            )}
            {data.folders.length > 0 && (
              <FolderCards
                folders={data.folders}
                hrefOf={(f) => webPaths.providerSubFolders(f._id)}
                empty="No shared folders"
              />
            )}
            {data.scope !== 'document' && <GuestForms token={token} />}
            {data.scope === 'document' && (
              <Section title="Documents">
                <GuestDocumentRows
                  token={token}
                  records={data.documents}
                  list={list}
                  total={{ total: data.documents.length, totalCapped: false, totalIsEstimate: false }}
                  searchable={false}
                  fetching={false}
                />
              </Section>
            )}
          </Stack>
        </>
      )}
    </GuestLoaded>
  );
}

/** /provider-folders-listing for a guest: the share's folders (or its document), in the plain layout. */
export function GuestHome() {
  return <GuestFrame>{(token) => <GuestHomeBody token={token} />}</GuestFrame>;
}

function GuestFolderBody({ token, id }: { token: string; id: string }) {
  const folderQuery = useGuestFolderQuery({ token, id }, { refetchOnMountOrArgChange: true });
  const { busy, run } = useGuestDownload();
  return (
    <GuestLoaded query={folderQuery} notFound={SHARE_MESSAGES.noFolder} backLabel="Back to shared documents">
      {({ folder, parent, subFolders }) => (
        <>
          <PageHeader
            title={folder.name}
            description={
              <Stack gap={2}>
                <Crumbs
                  trail={[
                    { label: 'Shared documents', to: webPaths.providerFoldersListing() },
                    ...(parent ? [{ label: parent.name, to: webPaths.providerSubFolders(parent._id) }] : []),
                  ]}
                  current={folder.name}
                />
                <ShareFacts token={token} />
              </Stack>
            }
            actions={
              <Group gap="sm">
                {folder.documentCount > 0 && (
                  <Button
                    variant="default"
                    loading={busy}
                    leftSection={<IconFileZip size={16} aria-hidden />}
                    onClick={() =>
                      run(
                        GUEST_API.downloadFolders,
                        { body: { folderIds: [folder._id] } },
                        `${folder.name}.zip`,
                        'application/zip',
                      )
                    }
                  >
                    Download Folder
                  </Button>
                )}
                <LeaveButton />
              </Group>
            }
          />
          <Stack gap="lg">
            {subFolders.length > 0 && (
              <Section title="Sub-folders">
                <FolderCards folders={subFolders} hrefOf={(f) => webPaths.providerDocuments(f._id)} empty="" />
              </Section>
            )}
            <Section title="Documents">
              <GuestDocumentsTable token={token} folderId={folder._id} />
            </Section>
          </Stack>
        </>
      )}
    </GuestLoaded>
  );
}

/** /provider-sub-folders/:folderId and /provider-documents/:subFolderId for a guest. */
export function GuestFolderPage({ id }: { id: string }) {
  return <GuestFrame>{(token) => <GuestFolderBody token={token} id={id} />}</GuestFrame>;
}
