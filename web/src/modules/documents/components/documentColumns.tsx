import { Badge, Text } from '@mantine/core';
import { type DocumentField, type DocumentRecord, daysUntil } from '@portal/contracts';
import { IconEye } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { DataTableColumn } from '../../../ui/DataTable.tsx';
import { DetailField, DetailGrid } from '../../../ui/DetailField.tsx';
import { formatDate, formatDay } from '../../../ui/format.ts';
import { actionsColumn, type RowAction } from '../../../ui/RowActions.tsx';

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

type ValueField = Pick<DocumentField, 'key' | 'label' | 'type' | 'isExpiry'>;

/** A field's stored value as the screens show it (dates as 11/16/2026, a date range as two such days). */
function valueText(field: ValueField, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const text = String(value);
  if (field.type === 'date') return formatDay(text);
  if (field.type === 'dateRange')
    return text
      .split(/\s+-\s+/)
      .map(formatDay)
      .join(' - ');
  return text;
}

/**
 * The value columns of a folder: each field its types define, once by key (files are not values; the expiry has its
 * own column). Types without fields add none.
 */
export function folderValueFields(types: readonly { general: boolean; fields: ValueField[] }[]): ValueField[] {
  const seen = new Map<string, ValueField>();
  for (const t of types)
    if (!t.general)
      for (const f of t.fields) if (f.type !== 'file' && !f.isExpiry && !seen.has(f.key)) seen.set(f.key, f);
  return [...seen.values()];
}

/** The field values of one document under their labels (the preview shows them above the file). */
export function DocumentValues({ fields, values }: { fields: ValueField[]; values: Record<string, unknown> }) {
  const shown = fields.filter((f) => f.type !== 'file');
  if (shown.length === 0) return null;
  return (
    <DetailGrid cols={{ base: 1, sm: 2, md: 3 }} aria-label="Document details">
      {shown.map((f) => (
        <DetailField key={f.key} label={f.label}>
          {valueText(f, values[f.key])}
        </DetailField>
      ))}
    </DetailGrid>
  );
}

/** What every table of documents shows before its actions: name, type, the folder's field values, format, size... */
const documentInfoColumns = (fields: ValueField[]): DataTableColumn<DocumentRecord>[] => [
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
  ...fields.map(
    (f): DataTableColumn<DocumentRecord> => ({
      accessor: `values.${f.key}`,
      title: f.label,
      render: (d) => valueText(f, d.values[f.key]) || '-',
    }),
  ),
  // Where the folder's values take the room, the file's format and size give way (the name carries the ending).
  { accessor: 'format', title: 'Format', hidden: fields.length > 0, render: (d) => d.format.toUpperCase() },
  { accessor: 'size', title: 'Size', sortable: true, hidden: fields.length > 0, render: (d) => sizeText(d.size) },
  {
    accessor: 'expiresOn',
    title: 'Expires',
    sortable: true,
    // The day and how far it is, never cut short.
    width: 170,
    render: (d) => <ExpiryBadge day={d.expiresOn} />,
  },
  { accessor: 'createdAt', title: 'Uploaded', sortable: true, render: (d) => formatDate(d.createdAt) },
];

/**
 * documentInfoColumns (with a column per field in `fields`), then each row's actions: Preview first (when
 * `canPreview`), then `actions`.
 */
export const documentColumns = (
  canPreview: (d: DocumentRecord) => boolean,
  preview: (d: DocumentRecord) => void,
  actions: (d: DocumentRecord) => RowAction[],
  fields: ValueField[] = [],
): DataTableColumn<DocumentRecord>[] => [
  ...documentInfoColumns(fields),
  actionsColumn((d) => ({
    name: d.name,
    actions: [
      {
        label: 'Preview',
        icon: <IconEye size={18} aria-hidden />,
        hidden: !canPreview(d),
        onClick: () => preview(d),
      },
      ...actions(d),
    ],
  })),
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
