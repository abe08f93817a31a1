import { Anchor, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { REPORT_MESSAGES, REPORT_TYPE_LABELS, type ReportItemDetail, type ReportType } from '@portal/contracts';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { isApiError } from '../../lib/http.ts';
import { toastSuccess } from '../../lib/toast.ts';
import {
  CREDENTIALING_PATHS,
  REPORT_PATHS,
  useAddReportNoteMutation,
  useGetReportItemQuery,
  useReportStatusesQuery,
  useSetReportStatusMutation,
} from '../../modules/credentialing/api.ts';
import { HistoryList } from '../../modules/credentialing/components/HistoryList.tsx';
import { DaysLeft } from '../../modules/credentialing/components/ReportTable.tsx';
import { DetailField, DetailGrid } from '../../ui/DetailField.tsx';
import { NotesField } from '../../ui/FormFields.tsx';
import { formatDateTime, formatDay, personName } from '../../ui/format.ts';
import { serverMessage } from '../../ui/forms.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { ProviderField } from '../../ui/ProviderField.tsx';
import { RecordPage } from '../../ui/RecordPage.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

const EDIT: Record<ReportType, string> = {
  reappointment: 'edit-reappointment-reports',
  'expiring-assignment': 'edit-expiring-assignment-reports',
  'expired-document': 'edit-expired-document-reports',
};

/**
 * /view-reappointment-report/:id (an expiring assignment with ?type=expiring-assignment) and
 * /view-expired-document-report/:id: the item, its status (changed here), notes (added here) and history.
 */
export function ReportItemPage({ base }: { base: 'reappointment' | 'expired-document' }) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const type: ReportType =
    base === 'reappointment' && params.get('type') === 'expiring-assignment' ? 'expiring-assignment' : base;
  const prefix = useRolePrefix();
  const query = useGetReportItemQuery({ prefix, type, id }, { skip: !id, refetchOnMountOrArgChange: true });
  const title = `View ${REPORT_TYPE_LABELS[type]} Report`;
  const back = {
    backTo: REPORT_PATHS[base].list,
    backLabel: base === 'reappointment' ? 'Reappointment Reports' : 'Expired Document Reports',
  };
  return (
    <RecordPage title={title} {...back} notFound={REPORT_MESSAGES.notFound} query={query}>
      {(item) => (
        <>
          <PageHeader title={title} description={`${item.title} of ${personName(item.provider)}`} {...back} />
          <ReportItemView item={item} type={type} id={id} />
        </>
      )}
    </RecordPage>
  );
}

function ReportItemView({ item, type, id }: { item: ReportItemDetail; type: ReportType; id: string }) {
  const prefix = useRolePrefix();
  const canEdit = useScope([EDIT[type]]);
  const { data: statuses } = useReportStatusesQuery({ reportType: type });
  const [setStatus, { isLoading: saving }] = useSetReportStatusMutation();
  const [addNote, { isLoading: adding }] = useAddReportNoteMutation();
  const [status, setStatusValue] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteKind, setNoteKind] = useState<'report' | 'credentialing'>('report');
  const [noteError, setNoteError] = useState<string | null>(null);

  const chosen = status ?? item.status;
  const submitNote = async () => {
    setNoteError(null);
    if (!note.trim()) {
      setNoteError('Enter a note');
      return;
    }
    try {
      const res = await addNote({
        prefix,
        type,
        id,
        body: { note },
        credentialing: noteKind === 'credentialing',
      }).unwrap();
      toastSuccess(res.message ?? REPORT_MESSAGES.noteAdded);
      setNote('');
    } catch (e) {
      if (isApiError(e)) setNoteError(serverMessage(e));
    }
  };

  return (
    <Stack gap="md" maw={1100}>
      <Panel>
        <DetailGrid>
          <ProviderField provider={item.provider} />
          <DetailField label={type === 'expired-document' ? 'Document' : 'Item'}>
            {type === 'reappointment' ? (
              <Anchor component={Link} to={CREDENTIALING_PATHS.view(item._id)} size="sm">
                {item.title}
              </Anchor>
            ) : (
              item.title
            )}
            {item.detail && (
              <Text size="xs" c="dimmed">
                {item.detail}
              </Text>
            )}
          </DetailField>
          <DetailField label="Facility">{item.facility?.name}</DetailField>
          <DetailField label={type === 'expired-document' ? 'Expires' : 'Due'}>
            {formatDay(item.dueOn)}
            <DaysLeft days={item.daysLeft} />
          </DetailField>
          <DetailField label="Status">
            <StatusBadge status={item.status} />
          </DetailField>
          <DetailField label="Assigned Staff">{item.assignedStaff ? personName(item.assignedStaff) : null}</DetailField>
        </DetailGrid>
      </Panel>
      {canEdit && (
        <Panel title="Change Status" level={3}>
          <Group align="flex-end" gap="sm">
            <Select
              label="Status"
              data={(statuses ?? []).map((s) => ({ value: s.value, label: s.label }))}
              value={chosen}
              onChange={setStatusValue}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              w={220}
            />
            <Button
              loading={saving}
              disabled={chosen === item.status}
              onClick={async () => {
                const res = await setStatus({ prefix, type, id, body: { status: chosen } }).unwrap();
                toastSuccess(res.message ?? REPORT_MESSAGES.statusUpdated);
                setStatusValue(null);
              }}
            >
              Save Status
            </Button>
          </Group>
        </Panel>
      )}
      <Panel title="Notes" level={3}>
        {canEdit && (
          <Stack gap="xs" mb="md">
            <NotesField
              label="Add a note"
              maxLength={4000}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              error={noteError}
            />
            <Group gap="sm">
              {type === 'reappointment' && (
                <Select
                  aria-label="Note kind"
                  data={[
                    { value: 'report', label: 'Report note' },
                    { value: 'credentialing', label: 'Credentialing note' },
                  ]}
                  value={noteKind}
                  onChange={(v) => setNoteKind((v ?? 'report') as 'report' | 'credentialing')}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  w={200}
                />
              )}
              <Button loading={adding} onClick={submitNote}>
                Add Note
              </Button>
            </Group>
          </Stack>
        )}
        {item.notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No notes yet
          </Text>
        ) : (
          <Stack gap="sm" aria-label="Notes">
            {item.notes.map((n) => (
              <Paper key={n._id} withBorder p="sm" radius="sm" bg="gray.0">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {n.body}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {n.kind === 'credentialing' ? 'Credentialing note · ' : ''}
                  {n.author ?? 'System'} · {formatDateTime(n.createdAt)}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Panel>
      <HistoryList history={item.history} />
    </Stack>
  );
}

/** /view-reappointment-report/:id */
export default function ReappointmentReportItemPage() {
  return <ReportItemPage base="reappointment" />;
}
