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
  TextInput,
  Title,
} from '@mantine/core';
import {
  DYNAMIC_OPERATOR_LABELS,
  DYNAMIC_REPORT_API,
  type DynamicField,
  type DynamicFilter,
  type DynamicOperator,
  type DynamicReportQueryInput,
  type DynamicReportSaved,
  type DynamicSubject,
  VALUELESS_OPERATORS,
} from '@portal/contracts';
import {
  IconAlertCircle,
  IconDeviceFloppy,
  IconDownload,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { isApiError } from '../../lib/http.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { confirmDestructive } from '../../ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../ui/DataTable.tsx';
import { downloadEndpoint } from '../../ui/download.ts';
import { formatDateTime, formatDay, formatMinutes, formatMoney } from '../../ui/format.ts';
import { failureOf, serverMessage } from '../../ui/forms.ts';
import { LoadingCard } from '../../ui/NotFoundCard.tsx';
import { useDownload } from '../../ui/useDownload.ts';
import { useListState } from '../../ui/useListState.ts';
import { useGetAllRolesQuery } from '../roles/index.ts';
import {
  useCreatedByUsersQuery,
  useDeleteReportMutation,
  useReportSubjectsQuery,
  useRunReportQuery,
  useSavedReportsQuery,
  useSaveReportMutation,
  useUpdateReportMutation,
} from './api.ts';

type Row = Record<string, string | number | boolean | null> & { __key: string };
interface FilterDraft {
  field: string;
  operator: DynamicOperator | '';
  value: string;
  valueTo: string;
}
interface Draft {
  subject: string;
  columns: string[];
  filters: FilterDraft[];
}

const emptyFilter = (): FilterDraft => ({ field: '', operator: '', value: '', valueTo: '' });
const defaultColumns = (s: DynamicSubject | undefined) =>
  s?.fields.filter((f) => f.defaultColumn).map((f) => f.key) ?? [];

/** The draft's filters as the API wants them (typed values); rows not filled in yet are left out. */
function toFilters(filters: FilterDraft[], fields: DynamicField[]): DynamicFilter[] {
  return filters.flatMap((f) => {
    const field = fields.find((x) => x.key === f.field);
    if (!field || !f.operator) return [];
    if (VALUELESS_OPERATORS.includes(f.operator)) return [{ field: f.field, operator: f.operator }];
    const typed = (v: string) =>
      ['number', 'money', 'minutes'].includes(field.type) && v.trim() !== '' && Number.isFinite(Number(v))
        ? Number(v)
        : field.type === 'boolean'
          ? v === 'true'
          : v;
    if (f.operator === 'in')
      return [{ field: f.field, operator: f.operator, value: f.value.split(',').filter(Boolean) }];
    return [
      {
        field: f.field,
        operator: f.operator,
        value: typed(f.value),
        ...(f.operator === 'between' ? { valueTo: typed(f.valueTo) } : {}),
      },
    ];
  });
}

function cell(field: DynamicField | undefined, v: unknown): string {
  if (v === null || v === undefined || v === '') return '-';
  switch (field?.type) {
    case 'money':
      return formatMoney(Number(v));
    case 'minutes':
      return formatMinutes(Number(v));
    case 'date':
      return formatDay(String(v));
    case 'datetime':
      return formatDateTime(String(v));
    case 'boolean':
      return v ? 'Yes' : 'No';
    case 'enum':
      return field.options?.find((o) => o.value === v)?.label ?? String(v);
    case 'number':
      return Number(v).toLocaleString('en-US');
    default:
      return String(v);
  }
}

function ValueInput({
  field,
  value,
  onChange,
  label,
  module,
  error,
}: {
  field: DynamicField;
  value: string;
  onChange: (v: string) => void;
  label: string;
  module: string;
  error?: string;
}) {
  const prefix = useRolePrefix();
  const users = useCreatedByUsersQuery({ prefix, module }, { skip: field.type !== 'user' });
  if (field.type === 'user') {
    return (
      <Select
        label={label}
        searchable
        data={(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        error={error}
      />
    );
  }
  if (field.type === 'enum')
    return (
      <Select
        label={label}
        data={field.options ?? []}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        error={error}
      />
    );
  if (field.type === 'boolean')
    return (
      <Select
        label={label}
        data={[
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ]}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        error={error}
      />
    );
  const type = field.type === 'date' || field.type === 'datetime' ? 'date' : 'text';
  return (
    <TextInput
      label={field.type === 'minutes' ? `${label} (hours)` : label}
      type={type}
      inputMode={['number', 'money', 'minutes'].includes(field.type) ? 'decimal' : undefined}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

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

function SavedDelete({ report, onDeleted }: { report: DynamicReportSaved; onDeleted: () => void }) {
  const prefix = useRolePrefix();
  const [remove] = useDeleteReportMutation();
  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={() =>
        confirmDestructive({
          title: 'Delete report',
          message: `Delete the saved report "${report.name}"?`,
          onConfirm: async () => {
            const res = await remove({ prefix, id: report.id }).unwrap();
            toastSuccess(res.message ?? 'Report deleted successfully');
            onDeleted();
          },
        })
      }
    >
      Delete
    </Button>
  );
}

function SaveForm({
  mode,
  current,
  query,
  roles,
  onDone,
}: {
  mode: 'new' | 'update';
  current: DynamicReportSaved | null;
  query: DynamicReportQueryInput;
  roles: { value: string; label: string }[] | null;
  onDone: (saved: DynamicReportSaved | null) => void;
}) {
  const prefix = useRolePrefix();
  const [save] = useSaveReportMutation();
  const [update] = useUpdateReportMutation();
  const [name, setName] = useState(mode === 'update' ? (current?.name ?? '') : '');
  const [sharedRoleId, setSharedRoleId] = useState<string | null>(
    mode === 'update' ? (current?.sharedRoleId ?? null) : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setErrors({ name: 'Enter a name for the report' });
      return;
    }
    setBusy(true);
    setErrors({});
    const body = { name: name.trim(), query, sharedRoleId };
    try {
      const res =
        mode === 'update' && current
          ? await update({ prefix, id: current.id, body }).unwrap()
          : await save({ prefix, body }).unwrap();
      toastSuccess(res.message ?? 'Report saved successfully');
      onDone(res.data);
    } catch (error) {
      const f = failureOf(error);
      if (f?.errors?.length)
        setErrors(Object.fromEntries(f.errors.map((x) => [x.field.startsWith('query') ? 'form' : x.field, x.message])));
      else if (isApiError(error)) setErrors({ form: serverMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          withAsterisk
          maxLength={100}
          data-autofocus
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        {roles && (
          <Select
            label="Share with role"
            placeholder="Only me"
            clearable
            data={roles}
            value={sharedRoleId}
            onChange={setSharedRoleId}
            error={errors.sharedRoleId}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {errors.form && (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
