import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDateTime, personName } from '../../../ui/format.ts';
import { useListCountriesQuery, useListSchoolsQuery } from '../../reference/index.ts';
import { type ProfileHistoryEntry, useListRecruitersQuery, useProviderHistoryQuery } from '../api.ts';
import {
  actionLabel,
  actorLabel,
  fieldLabel,
  formatHistoryValue,
  type HistoryLookups,
  historyShowing,
  visibleHistory,
} from '../history.ts';
import { useLocalList } from '../useLocalList.ts';

const valueCell = (text: string) => (
  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} maw={320}>
    {text}
  </Text>
);

/**
 * A provider's profile history (GET .../providers/{id}/history): one row per changed field, newest first, paged by
 * change. Give it `key={providerId}` so another provider starts on page 1.
 */
export function ProfileHistoryTable({ providerId }: { providerId: string }) {
  const prefix = useRolePrefix();
  const list = useLocalList('provider-history');
  const { page, pageSize } = list.state;
  const { data, isFetching } = useProviderHistoryQuery({ prefix, id: providerId, page, pageSize });
  const rows = useMemo(() => visibleHistory(data?.data ?? []), [data]);
  const fields = new Set(rows.map((r) => r.field));
  const { data: schools } = useListSchoolsQuery(undefined, { skip: !fields.has('schoolId') });
  const { data: staff } = useListRecruitersQuery({ prefix }, { skip: !fields.has('recruiterId') });
  const { data: countries } = useListCountriesQuery(undefined, { skip: !fields.has('country') });

  const columns = useMemo<DataTableColumn<ProfileHistoryEntry>[]>(() => {
    const lookups: HistoryLookups = {
      schoolId: (id) => schools?.find((s) => s._id === id)?.name,
      recruiterId: (id) => {
        const r = staff?.find((x) => x._id === id);
        return r ? personName(r) : undefined;
      },
      country: (code) => countries?.find((c) => c.code === code)?.name,
    };
    return [
      { accessor: 'at', title: 'When', noWrap: true, render: (r) => formatDateTime(r.at) },
      { accessor: 'actorName', title: 'Who', render: (r) => actorLabel(r.actorName) },
      { accessor: 'action', title: 'Action', render: (r) => actionLabel(r.action) },
      { accessor: 'field', title: 'Field', render: (r) => fieldLabel(r.field) },
      { accessor: 'old', title: 'From', render: (r) => valueCell(formatHistoryValue(r.field, r.old, lookups)) },
      { accessor: 'new', title: 'To', render: (r) => valueCell(formatHistoryValue(r.field, r.new, lookups)) },
    ];
  }, [schools, staff, countries]);

  return (
    <DataTable<ProfileHistoryEntry>
      list={list}
      columns={columns}
      records={data ? rows : undefined}
      total={data}
      fetching={isFetching}
      searchable={false}
      paginationText={({ totalRecords }) => historyShowing(page, pageSize, totalRecords)}
      noRecordsText="No history yet"
    />
  );
}
