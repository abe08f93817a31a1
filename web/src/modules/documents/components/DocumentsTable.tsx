import { DOCUMENT_MESSAGES, type DocumentRecord, OWNER_DOCUMENT_API, type OwnerKind } from '@portal/contracts';
import { IconDownload, IconPencil, IconRefresh } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { requestOf } from '../../../lib/endpoint.ts';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { listTable } from '../../../ui/listTable.ts';
import { deleteAction, type RowAction } from '../../../ui/RowActions.tsx';
import { archiveAction } from '../../../ui/recordActions.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { ViewSwitch } from '../../../ui/ViewSwitch.tsx';
import { type DocumentSortBy, type FolderDetail, useDocumentActionMutation, useListDocumentsQuery } from '../api.ts';
import { useDocumentCan } from '../permissions.ts';
import { useSignedDownload } from '../signedLink.ts';
import { DocumentPreview } from './DocumentPreview.tsx';
import { DocumentValues, documentColumns, folderValueFields, usePreviewState } from './documentColumns.tsx';
import { EditDocumentModal } from './EditDocumentModal.tsx';

const DOCUMENT_VIEWS = { live: 'Documents', archived: 'Archive' };

/**
 * The documents of one folder: search, sort, paging; the archive for those allowed to see it; preview, download
 * (a signed link), rename, archive, reinstate and delete (confirmed), each shown only when allowed.
 */
export function DocumentsTable({
  kind,
  folderId,
  extraActions,
  types,
  onRenew,
}: {
  kind: OwnerKind;
  folderId: string;
  /** The folder's document types: their fields are the value columns and the edit form. */
  types: FolderDetail['types'];
  /** Upload a renewal of a document that expires (shown to those who may add documents). */
  onRenew?: (d: DocumentRecord) => void;
  /** More row actions (sharing: Share, People with access). */
  extraActions?: (d: DocumentRecord) => RowAction[];
}) {
  const prefix = useRolePrefix();
  const can = useDocumentCan(kind);
  const list = useListState<DocumentSortBy>(`documents-${folderId}`, {
    sort: { sortBy: 'createdAt', sortDirection: 1 },
  });
  const archived = list.state.filters.archived === true;
  const query = useListDocumentsQuery({
    prefix,
    kind,
    id: folderId,
    ...list.request,
    body: { ...list.request.body, filters: { archived } },
  });
  const table = listTable(list, query, {
    noRecordsText: list.state.search
      ? DOCUMENT_MESSAGES.noMatch
      : archived
        ? 'No archived documents'
        : 'No documents in this folder yet',
    searchPlaceholder: 'Search by name or detail',
  });
  const [act] = useDocumentActionMutation();
  const previewState = usePreviewState();
  const [editing, setEditing] = useState<DocumentRecord | null>(null);
  const fieldsOf = useCallback((typeId?: string) => types.find((t) => t._id === typeId)?.fields ?? [], [types]);
  const valueFields = useMemo(() => folderValueFields(types), [types]);

  const signedDownload = useSignedDownload();
  const download = useCallback(
    (d: DocumentRecord) => signedDownload(requestOf(OWNER_DOCUMENT_API[kind].downloadLink, { prefix, id: d._id })),
    [signedDownload, prefix, kind],
  );

  const columns = useMemo<DataTableColumn<DocumentRecord>[]>(
    () =>
      documentColumns(
        () => can('download'),
        previewState.open,
        (d) => [
          {
            label: 'Download',
            icon: <IconDownload size={18} aria-hidden />,
            hidden: !can('download'),
            onClick: () => download(d),
          },
          {
            label: 'Renew',
            icon: <IconRefresh size={18} aria-hidden />,
            hidden: !onRenew || d.archived || !d.expiresOn || !can('add'),
            onClick: () => onRenew?.(d),
          },
          {
            label: 'Edit',
            icon: <IconPencil size={18} aria-hidden />,
            hidden: d.archived || !can('rename'),
            onClick: () => setEditing(d),
          },
          archiveAction(d.archived, {
            color: 'orange',
            hidden: !can(d.archived ? 'reinstate' : 'archive'),
            confirm: {
              title: d.archived ? 'Reinstate document' : 'Archive document',
              message: d.archived
                ? `Reinstate "${d.name}"? It returns to the folder.`
                : `Archive "${d.name}"? It leaves the folder and stays in the archive.`,
            },
            onClick: async () => {
              const res = await act({
                prefix,
                kind,
                id: d._id,
                action: d.archived ? 'reinstate' : 'archive',
              }).unwrap();
              toastSuccess(res.message ?? (d.archived ? DOCUMENT_MESSAGES.reinstated : DOCUMENT_MESSAGES.archived));
            },
          }),
          deleteAction({
            title: 'Delete document',
            message: `Delete "${d.name}" and its file? This cannot be undone.`,
            hidden: !can('delete'),
            onConfirm: async () => {
              const res = await act({ prefix, kind, id: d._id, action: 'delete' }).unwrap();
              toastSuccess(res.message ?? DOCUMENT_MESSAGES.deleted);
            },
          }),
          ...(extraActions?.(d) ?? []),
        ],
        valueFields,
      ),
    [can, act, prefix, kind, download, extraActions, previewState.open, valueFields, onRenew],
  );

  return (
    <>
      <DataTable<DocumentRecord, DocumentSortBy>
        {...table}
        columns={columns}
        toolbar={
          can('view-archive') && (
            <ViewSwitch
              label="Show"
              views={DOCUMENT_VIEWS}
              value={archived ? 'archived' : 'live'}
              onChange={(v) => list.setFilters({ archived: v === 'archived' })}
            />
          )
        }
      />
      <DocumentPreview
        kind={kind}
        document={previewState.document}
        opened={previewState.opened}
        onClose={previewState.onClose}
        onDownload={can('download') ? download : undefined}
        details={
          previewState.document && (
            <DocumentValues fields={fieldsOf(previewState.document.typeId)} values={previewState.document.values} />
          )
        }
      />
      <EditDocumentModal
        kind={kind}
        document={editing}
        fields={fieldsOf(editing?.typeId)}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
