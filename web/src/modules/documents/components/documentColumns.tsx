import { Badge, Text } from '@mantine/core';
import { type DocumentRecord, daysUntil } from '@portal/contracts';
import { IconEye } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDate, formatDay } from '../../../ui/format.ts';
import { type RowAction, RowActions } from '../../../ui/RowActions.tsx';

const sizeText = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;

function ExpiryBadge({ day }: { day: string | null }) {
  if (!day)
    return (
      <Text size="sm" c="dimmed" span>
        -
      </Text>
    );
  const days = daysUntil(day);
  const color = days < 0 ? 'red' : days <= 90 ? 'orange' : 'green';
  return (
    <Badge color={color} variant="light" tt="none">
      {formatDay(day)}
      {days < 0 ? ' (expired)' : days <= 90 ? ` (${days} days)` : ''}
    </Badge>
  );
}

/** What every table of documents shows before its actions: name, type, format, size, expiry and upload date. */
const documentInfoColumns = (): DataTableColumn<DocumentRecord>[] => [
  {
    accessor: 'name',
    title: 'Name',
    sortable: true,
    render: (d) => (
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {d.name}
      </Text>
    ),
  },
  { accessor: 'typeName', title: 'Type', sortable: true },
  { accessor: 'format', title: 'Format', render: (d) => d.format.toUpperCase() },
  { accessor: 'size', title: 'Size', sortable: true, render: (d) => sizeText(d.size) },
  { accessor: 'expiresOn', title: 'Expires', sortable: true, render: (d) => <ExpiryBadge day={d.expiresOn} /> },
  { accessor: 'createdAt', title: 'Uploaded', sortable: true, render: (d) => formatDate(d.createdAt) },
];

/** documentInfoColumns, then each row's actions: Preview first (when `canPreview`), then `actions`. */
export const documentColumns = (
  canPreview: (d: DocumentRecord) => boolean,
  preview: (d: DocumentRecord) => void,
  actions: (d: DocumentRecord) => RowAction[],
): DataTableColumn<DocumentRecord>[] => [
  ...documentInfoColumns(),
  {
    accessor: 'actions',
    title: 'Actions',
    textAlign: 'right',
    render: (d) => (
      <RowActions
        name={d.name}
        actions={[
          {
            label: 'Preview',
            icon: <IconEye size={18} aria-hidden />,
            hidden: !canPreview(d),
            onClick: () => preview(d),
          },
          ...actions(d),
        ]}
      />
    ),
  },
];

/** Which document the preview shows, and whether it is open (kept while it closes, so the modal fades out). */
export function usePreviewState() {
  const [document, setDocument] = useState<DocumentRecord | null>(null);
  const [opened, setOpened] = useState(false);
  const open = useCallback((d: DocumentRecord) => {
    setDocument(d);
    setOpened(true);
  }, []);
  const onClose = useCallback(() => setOpened(false), []);
  return { document, opened, open, onClose };
}
