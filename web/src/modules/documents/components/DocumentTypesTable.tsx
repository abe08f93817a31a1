import { Badge, Group, Text } from '@mantine/core';
import { DOCUMENT_MESSAGES, type DocumentType, FIELD_TYPE_LABELS, type OwnerKind, webPaths } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDate } from '../../../ui/format.ts';
import { listTable } from '../../../ui/listTable.ts';
import { actionsColumn, deleteAction } from '../../../ui/RowActions.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { ViewSwitch } from '../../../ui/ViewSwitch.tsx';
import { type DocumentTypeSortBy, useDeleteDocumentTypeMutation, useListDocumentTypesQuery } from '../api.ts';

const DOCUMENT_TYPES_LIST_KEY = 'document-types';

const OWNER_VIEWS: Record<OwnerKind, string> = { provider: 'Providers', facility: 'Facilities' };

const requiredText = (t: DocumentType) => {
  const r = t.requiredFor;
  if (r.everyone) return t.ownerKind === 'provider' ? 'Every provider' : 'Every facility';
  const parts = [...r.specialties.map((s) => s.toUpperCase()), ...r.organisations];
  return parts.length ? parts.join(', ') : '-';
};

/** /document-settings-listing: document types with their folder, fields and who must hold them. */
export function DocumentTypesTable() {
  const prefix = useRolePrefix();
  const canEdit = useScope(['edit-document-types']);
  const canDelete = useScope(['delete-document-types']);
  const list = useListState<DocumentTypeSortBy>(DOCUMENT_TYPES_LIST_KEY, {
    sort: { sortBy: 'createdAt', sortDirection: 1 },
    filters: { ownerKind: 'provider' },
  });
  const ownerKind = (list.state.filters.ownerKind as OwnerKind | undefined) ?? 'provider';
  const table = listTable(list, useListDocumentTypesQuery({ prefix, ...list.request }), {
    noRecordsText: 'No document types yet',
    searchPlaceholder: 'Search by name',
  });
  const [deleteType] = useDeleteDocumentTypeMutation();

  const columns = useMemo<DataTableColumn<DocumentType>[]>(
    () => [
      {
        accessor: 'name',
        title: 'Document type',
        sortable: true,
        render: (t) => (
          <Text fw={500} size="sm">
            {t.name}
          </Text>
        ),
      },
      {
        accessor: 'categoryName',
        title: 'Folder',
        sortable: true,
        render: (t) => (t.parentCategoryName ? `${t.parentCategoryName} / ${t.categoryName}` : t.categoryName),
      },
      {
        accessor: 'fields',
        title: 'Fields',
        render: (t) => (
          <Group gap={4}>
            {t.fields.length === 0 && '-'}
            {t.fields.map((f) => (
              <Badge key={f.key} variant="light" color={f.isExpiry ? 'orange' : 'blue'} tt="none">
                {f.label} ({FIELD_TYPE_LABELS[f.type]}
                {f.required ? ', required' : ''}
                {f.isExpiry ? ', expiry' : ''})
              </Badge>
            ))}
          </Group>
        ),
      },
      { accessor: 'requiredFor', title: 'Required for', render: requiredText },
      { accessor: 'repeats', title: 'Repeats', render: (t) => (t.repeats ? 'Yes' : 'No') },
      { accessor: 'documentCount', title: 'Documents', render: (t) => t.documentCount },
      { accessor: 'createdAt', title: 'Created', sortable: true, render: (t) => formatDate(t.createdAt) },
      actionsColumn((t) => ({
        name: t.name,
        actions: [
          {
            label: 'Edit',
            icon: <IconPencil size={18} aria-hidden />,
            hidden: !canEdit,
            to: webPaths.editDocumentType(t._id),
          },
          deleteAction({
            title: 'Delete document type',
            message: `Delete the document type "${t.name}"? This cannot be undone.`,
            hidden: !canDelete || t.documentCount > 0,
            onConfirm: async () => {
              const res = await deleteType({ prefix, id: t._id }).unwrap();
              toastSuccess(res.message ?? DOCUMENT_MESSAGES.typeDeleted);
            },
          }),
        ],
      })),
    ],
    [canEdit, canDelete, deleteType, prefix],
  );

  return (
    <DataTable<DocumentType, DocumentTypeSortBy>
      {...table}
      columns={columns}
      toolbar={
        <ViewSwitch
          label="Documents of"
          views={OWNER_VIEWS}
          value={ownerKind}
          onChange={(v) => list.setFilters({ ...list.state.filters, ownerKind: v })}
        />
      }
    />
  );
}
