import { Button, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import {
  COMPLIANCE_API,
  COMPLIANCE_MESSAGES,
  EXCLUSION_LIST_UPLOAD,
  EXCLUSION_SOURCE_LABELS,
  EXCLUSION_SOURCES,
  type ExclusionSource,
  type ListVersion,
  SCREENING_STATUS_COLOURS,
  SCREENING_STATUS_LABELS,
} from '@portal/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorToast } from '../../../lib/errors.ts';
import { useAppDispatch, useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { FileUpload } from '../../../ui/FileUpload.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { filterOptions } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useListState } from '../../../ui/useListState.ts';
import {
  complianceImported,
  useListExclusionVersionsQuery,
  useRescreenExclusionListMutation,
  type VersionSortBy,
} from '../api.ts';

const SOURCE_OPTIONS = EXCLUSION_SOURCES.map((value) => ({ value, label: EXCLUSION_SOURCE_LABELS[value] }));

/** While a version's screening job runs, the list is read again this often. */
const SCREENING_POLL_MS = 2000;

const running = (v: ListVersion) => v.status === 'queued' || v.status === 'screening';

/** Starts a failed screening again (staff who manage compliance). */
function RescreenButton({ version }: { version: ListVersion }) {
  const prefix = useRolePrefix();
  const [rescreen, { isLoading }] = useRescreenExclusionListMutation();
  return (
    <Button
      size="compact-xs"
      variant="light"
      w="fit-content"
      loading={isLoading}
      aria-label={`Screen ${version.fileName} again`}
      onClick={
        () =>
          rescreen({ prefix, id: version._id })
            .unwrap()
            .then((res) => toastSuccess(res.message ?? COMPLIANCE_MESSAGES.rescreened))
            .catch(() => undefined) // API errors are toasted by the app
      }
    >
      Screen again
    </Button>
  );
}

/** Where a version's screening stands; a failed one says why and, for managers, can be started again. */
function ScreeningStatus({ version, canManage }: { version: ListVersion; canManage: boolean }) {
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <StatusBadge
          status={version.status}
          label={SCREENING_STATUS_LABELS[version.status]}
          color={SCREENING_STATUS_COLOURS[version.status]}
        />
        {running(version) && <Loader size={14} aria-label="Screening in progress" />}
      </Group>
      {version.error && (
        <Text size="xs" c="red">
          {version.error}
        </Text>
      )}
      {canManage && version.status === 'failed' && <RescreenButton version={version} />}
    </Stack>
  );
}

/** A count once the screening is done, '-' before. */
const countOf = (v: ListVersion, n: number) => (v.status === 'screened' ? n : '-');

/** Staff with 'manage-compliance' upload a list file; the server keeps it as a version and a job screens everyone. */
function ImportListForm() {
  const prefix = useRolePrefix();
  const dispatch = useAppDispatch();
  const [source, setSource] = useState<ExclusionSource>('leie');
  return (
    <Paper withBorder p="md" radius="sm" maw={700}>
      <Stack gap="sm">
        <Text fw={600}>Import a list</Text>
        <Text size="sm" c="dimmed">
          The OIG LEIE monthly CSV (LASTNAME, FIRSTNAME, ..., NPI, DOB, ...) or the SAM.gov Exclusions Public Extract
          (V2 CSV). Every active provider is then screened against it in the background: the version's status below
          shows how far it got.
        </Text>
        <Select
          label="List"
          data={SOURCE_OPTIONS}
          value={source}
          onChange={(v) => v && setSource(v as ExclusionSource)}
          allowDeselect={false}
          w={{ base: '100%', sm: 260 }}
        />
        <FileUpload<ListVersion>
          kind={EXCLUSION_LIST_UPLOAD}
          endpoint={COMPLIANCE_API.importList}
          args={{ prefix, source }}
          placeholder="Choose the list's .csv file"
          buttonLabel="Import and screen"
          emptyMessage="Choose the list's CSV file"
          onUploaded={(res) => {
            toastSuccess(`${res.message ?? 'Imported'} (${res.data.rowCount} rows)`);
            dispatch(complianceImported());
          }}
          onFailed={(error) => {
            const { title, message } = errorToast(error);
            toastError(message, title);
          }}
        />
      </Stack>
    </Paper>
  );
}

/** The imported versions: source, file, rows, when and by whom, and what their screening found. */
export function ExclusionLists() {
  const prefix = useRolePrefix();
  const canManage = useScope(['manage-compliance']);
  const list = useListState<VersionSortBy>('exclusion-list-versions', {
    sort: { sortBy: 'importedAt', sortDirection: 1 },
  });
  const dispatch = useAppDispatch();
  const [polling, setPolling] = useState(false);
  const query = useListExclusionVersionsQuery(
    { prefix, ...list.request },
    { pollingInterval: polling ? SCREENING_POLL_MS : 0 },
  );
  // Read again while a screening runs; when one ends, the matches it found are read too.
  const wasRunning = useRef(false);
  useEffect(() => {
    const now = (query.data?.data ?? []).some(running);
    setPolling(now);
    if (wasRunning.current && !now) dispatch(complianceImported());
    wasRunning.current = now;
  }, [query.data, dispatch]);
  const table = listTable(list, query, {
    noRecordsText: 'No exclusion list imported yet',
    searchPlaceholder: 'Search by file name',
  });
  const columns = useMemo<DataTableColumn<ListVersion>[]>(
    () => [
      { accessor: 'source', title: 'List', sortable: true, render: (v) => EXCLUSION_SOURCE_LABELS[v.source] },
      { accessor: 'fileName', title: 'File' },
      { accessor: 'rowCount', title: 'Rows', sortable: true, textAlign: 'right' },
      { accessor: 'importedAt', title: 'Imported', sortable: true, render: (v) => formatDateTime(v.importedAt) },
      { accessor: 'importedBy', title: 'By', render: (v) => v.importedBy ?? '-' },
      { accessor: 'status', title: 'Screening', render: (v) => <ScreeningStatus version={v} canManage={canManage} /> },
      { accessor: 'screened', title: 'Screened', textAlign: 'right', render: (v) => countOf(v, v.screened) },
      { accessor: 'hits', title: 'Hits', textAlign: 'right', render: (v) => countOf(v, v.hits) },
      { accessor: 'possible', title: 'Possible', textAlign: 'right', render: (v) => countOf(v, v.possible) },
    ],
    [canManage],
  );
  return (
    <Stack gap="md">
      {canManage && <ImportListForm />}
      <DataTable<ListVersion, VersionSortBy>
        {...table}
        columns={columns}
        toolbar={
          <ListFilter
            list={list}
            filterKey="source"
            label="List"
            options={filterOptions(EXCLUSION_SOURCES, EXCLUSION_SOURCE_LABELS)}
          />
        }
      />
    </Stack>
  );
}
