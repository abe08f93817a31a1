import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  DYNAMIC_OPERATOR_LABELS,
  DYNAMIC_REPORT_API,
  type DynamicOperator,
  type DynamicReportQueryInput,
  type DynamicReportSaved,
  VALUELESS_OPERATORS,
} from '@portal/contracts';
import { IconAlertCircle, IconDeviceFloppy, IconDownload, IconPlayerPlay, IconPlus, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { DataTable, type DataTableColumn } from '../../ui/DataTable.tsx';
import { downloadEndpoint } from '../../ui/download.ts';
import { failureOf } from '../../ui/forms.ts';
import { LoadingCard } from '../../ui/NotFoundCard.tsx';
import { useDownload } from '../../ui/useDownload.ts';
import { useListState } from '../../ui/useListState.ts';
import { useGetAllRolesQuery } from '../roles/index.ts';
import { useReportSubjectsQuery, useRunReportQuery, useSavedReportsQuery } from './api.ts';
import { cell, type Draft, defaultColumns, emptyFilter, type FilterDraft, type Row, toFilters } from './reportDraft.ts';
import { SavedDelete, SaveForm } from './SavedReportForms.tsx';
import { ValueInput } from './ValueInput.tsx';

/**
 * /dynamic-reports: choose a subject, its columns, filters and sort; run it (paged), save it by name (optionally
 * shared with a role), load a saved one, and download it as XLSX or CSV.
 */
export function DynamicReportBuilder() {
  const prefix = useRolePrefix();
  const canSave = useScope(['manage-dynamic-report-filters']);
  const canShare = useScope(['view-roles']);
  const subjects = useReportSubjectsQuery({ prefix });
  const saved = useSavedReportsQuery({ prefix });
  const roles = useGetAllRolesQuery({ prefix }, { skip: !canShare });
  const [draft, setDraft] = useState<Draft>({ subject: '', columns: [], filters: [] });
  const [applied, setApplied] = useState<DynamicReportQueryInput | null>(null);
  const [current, setCurrent] = useState<DynamicReportSaved | null>(null);
  const [saving, setSaving] = useState<'new' | 'update' | null>(null);
  const list = useListState<string>('dynamic-report', {});
  const download = useDownload();
  const subject = subjects.data?.find((s) => s.key === draft.subject);
  const fields = subject?.fields ?? [];
  const sortBy = list.request.body.sortBy;
  const sortDirection = list.request.body.sortDirection;
  const query = applied ? { ...applied, ...(sortBy ? { sortBy, sortDirection } : {}) } : null;
  const result = useRunReportQuery(
    { prefix, page: list.request.page, pageSize: list.request.pageSize, body: query ?? { subject: '', columns: [] } },
    { skip: !query },
  );
  const failure = result.error ? failureOf(result.error) : undefined;
  const fieldError = (path: string) => failure?.errors?.find((e) => e.field === path)?.message;

  const setSubject = (key: string | null) => {
    const s = subjects.data?.find((x) => x.key === key);
    setDraft({ subject: key ?? '', columns: defaultColumns(s), filters: [] });
    setApplied(null);
    setCurrent(null);
    list.setSort(null);
  };
  const setFilter = (i: number, patch: Partial<FilterDraft>) =>
    setDraft((d) => ({ ...d, filters: d.filters.map((f, j) => (j === i ? { ...f, ...patch } : f)) }));
  const run = () => {
    if (!subject || draft.columns.length === 0) return;
    list.setPage(1);
    setApplied({ subject: subject.key, columns: draft.columns, filters: toFilters(draft.filters, fields) });
  };
  const load = (id: string | null) => {
    const r = saved.data?.find((x) => x.id === id);
    if (!r) return;
    setCurrent(r);
    setDraft({
      subject: r.query.subject,
      columns: r.query.columns,
      filters: r.query.filters.map((f) => ({
        field: f.field,
        operator: f.operator,
        value: Array.isArray(f.value)
          ? f.value.join(',')
          : f.value === null || f.value === undefined
            ? ''
            : String(f.value),
        valueTo: f.valueTo === null || f.valueTo === undefined ? '' : String(f.valueTo),
      })),
    });
    list.setSort(r.query.sortBy ? { sortBy: r.query.sortBy, sortDirection: r.query.sortDirection ?? -1 } : null);
    setApplied({ subject: r.query.subject, columns: r.query.columns, filters: r.query.filters });
  };
  const columns: DataTableColumn<Row>[] = useMemo(
    () =>
      (applied?.columns ?? []).map((key) => {
        const field = fields.find((f) => f.key === key);
        const numeric = field && ['number', 'money', 'minutes'].includes(field.type);
        return {
          accessor: key,
          title: field?.label ?? key,
          sortable: true,
          textAlign: numeric ? 'right' : 'left',
          render: (r: Row) => cell(field, r[key]),
        };
      }),
    [applied, fields],
  );
  const records = useMemo(() => result.data?.data.map((r, i) => ({ ...r, __key: String(i) }) as Row), [result.data]);

  if (subjects.isLoading) return <LoadingCard />;
  const subjectOptions = (subjects.data ?? []).map((s) => ({ value: s.key, label: s.label }));
  const doDownload = (format: 'xlsx' | 'csv') =>
    query &&
    download.run(() =>
      downloadEndpoint(
        DYNAMIC_REPORT_API.download,
        { prefix, body: { ...query, format } },
        download.token,
        `${query.subject}-report.${format}`,
      ),
    );

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="sm">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Saved reports"
              placeholder={saved.data?.length ? 'Open a saved report' : 'No saved reports yet'}
              data={(saved.data ?? []).map((r) => ({
                value: r.id,
                label: r.mine ? r.name : `${r.name} (shared by ${r.ownerName})`,
              }))}
              value={current?.id ?? null}
              onChange={load}
              searchable
            />
            <Select
              label="Subject"
              withAsterisk
              placeholder="Choose what to report on"
              data={subjectOptions}
              value={draft.subject || null}
              onChange={setSubject}
              error={fieldError('subject')}
            />
          </SimpleGrid>
          {subject && (
            <>
              <MultiSelect
                label="Columns"
                withAsterisk
                data={fields.map((f) => ({ value: f.key, label: f.label }))}
                value={draft.columns}
                onChange={(columns) => setDraft((d) => ({ ...d, columns }))}
                error={draft.columns.length === 0 ? 'Choose at least one column' : fieldError('columns.0')}
                searchable
              />
              <Stack gap="xs">
                <Title order={3} size="h5">
                  Filters
                </Title>
                {draft.filters.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No filters: every row of the subject.
                  </Text>
                )}
                {draft.filters.map((f, i) => {
                  const field = fields.find((x) => x.key === f.field);
                  const n = i + 1;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: filter rows have no identity beyond their place
                    <Group key={i} align="flex-end" gap="xs" wrap="wrap">
                      <Select
                        label={`Filter ${n} field`}
                        data={fields.map((x) => ({ value: x.key, label: x.label }))}
                        value={f.field || null}
                        onChange={(v) => setFilter(i, { field: v ?? '', operator: '', value: '', valueTo: '' })}
                        error={fieldError(`filters.${i}.field`)}
                        searchable
                        w={200}
                      />
                      <Select
                        label={`Filter ${n} operator`}
                        data={(field?.operators ?? []).map((o) => ({ value: o, label: DYNAMIC_OPERATOR_LABELS[o] }))}
                        value={f.operator || null}
                        onChange={(v) => setFilter(i, { operator: (v ?? '') as DynamicOperator })}
                        error={fieldError(`filters.${i}.operator`)}
                        w={190}
                      />
                      {field && f.operator && !VALUELESS_OPERATORS.includes(f.operator) && (
                        <ValueInput
                          field={field}
                          label={`Filter ${n} value`}
                          module={subject.module}
                          value={f.value}
                          onChange={(value) => setFilter(i, { value })}
                          error={fieldError(`filters.${i}.value`)}
                        />
                      )}
                      {field && f.operator === 'between' && (
                        <ValueInput
                          field={field}
                          label={`Filter ${n} to`}
                          module={subject.module}
                          value={f.valueTo}
                          onChange={(valueTo) => setFilter(i, { valueTo })}
                          error={fieldError(`filters.${i}.valueTo`)}
                        />
                      )}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove filter ${n}`}
                        onClick={() => setDraft((d) => ({ ...d, filters: d.filters.filter((_, j) => j !== i) }))}
                        mb={4}
                      >
                        <IconX size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  );
                })}
                <Group>
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => setDraft((d) => ({ ...d, filters: [...d.filters, emptyFilter()] }))}
                  >
                    Add filter
                  </Button>
                </Group>
              </Stack>
              <Group gap="xs" wrap="wrap">
                <Button
                  leftSection={<IconPlayerPlay size={16} aria-hidden />}
                  onClick={run}
                  disabled={draft.columns.length === 0}
                >
                  Run report
                </Button>
                {canSave && (
                  <Button
                    variant="default"
                    leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                    onClick={() => setSaving('new')}
                    disabled={draft.columns.length === 0}
                  >
                    Save as...
                  </Button>
                )}
                {canSave && current?.mine && (
                  <Button variant="default" onClick={() => setSaving('update')}>
                    Update "{current.name}"
                  </Button>
                )}
                {canSave && current?.mine && <SavedDelete report={current} onDeleted={() => setCurrent(null)} />}
              </Group>
            </>
          )}
        </Stack>
      </Paper>
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {failure.message}
        </Alert>
      )}
      {applied && !failure && (
        <DataTable<Row>
          list={list}
          columns={columns}
          records={records}
          total={result.data}
          fetching={result.isFetching}
          idAccessor="__key"
          searchable={false}
          noRecordsText="No rows match this report"
          toolbar={
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={download.busy}
                onClick={() => doDownload('xlsx')}
              >
                Download XLSX
              </Button>
              <Button variant="default" loading={download.busy} onClick={() => doDownload('csv')}>
                Download CSV
              </Button>
            </Group>
          }
        />
      )}
      <Modal
        opened={saving !== null}
        onClose={() => setSaving(null)}
        title={saving === 'update' ? 'Update report' : 'Save report'}
        centered
      >
        {saving !== null && subject && (
          <SaveForm
            mode={saving}
            current={current}
            query={{
              subject: subject.key,
              columns: draft.columns,
              filters: toFilters(draft.filters, fields),
              ...(sortBy ? { sortBy, sortDirection } : {}),
            }}
            roles={canShare ? (roles.data ?? []).map((r) => ({ value: r._id, label: r.name })) : null}
            onDone={(r) => {
              setSaving(null);
              if (r) {
                setCurrent(r);
                setApplied({ subject: r.query.subject, columns: r.query.columns, filters: r.query.filters });
              }
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
