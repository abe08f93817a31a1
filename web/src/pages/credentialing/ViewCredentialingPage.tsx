import { Anchor, Button, Stack } from '@mantine/core';
import {
  APPLICATION_TYPE_LABELS,
  CREDENTIALING_ACTION_LABELS,
  CREDENTIALING_ACTIONS,
  CREDENTIALING_KIND_LABELS,
  CREDENTIALING_MESSAGES,
  type CredentialingDetail,
  canApplyCredentialing,
  webPaths,
} from '@portal/contracts';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import {
  CREDENTIALING_PATHS,
  REPORT_PATHS,
  useArchiveCredentialingMutation,
  useGetCredentialingQuery,
  useTransitionCredentialingMutation,
} from '../../modules/credentialing/api.ts';
import { recordName } from '../../modules/credentialing/components/CredentialingTable.tsx';
import { HistoryList } from '../../modules/credentialing/components/HistoryList.tsx';
import { LinkedDocuments } from '../../modules/credentialing/components/LinkedDocuments.tsx';
import { FileReview } from '../../modules/credentialing/components/review/FileReview.tsx';
import { confirmDestructive } from '../../ui/ConfirmDialog.tsx';
import { DetailField, DetailGrid } from '../../ui/DetailField.tsx';
import { formatDay, personName } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { ProviderField } from '../../ui/ProviderField.tsx';
import { EditButton } from '../../ui/RecordButtons.tsx';
import { RecordPage } from '../../ui/RecordPage.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

const ACTION_COLOURS = { submit: 'orange', approve: 'green', reject: 'red', reopen: 'gray' } as const;
const TITLE = 'View Credentialing & PE';
const BACK = { backTo: CREDENTIALING_PATHS.list, backLabel: 'Credentialing & PE' };

/** /view-credentialing-payor/:credentialingId */
export default function ViewCredentialingPage() {
  const { credentialingId = '' } = useParams();
  const prefix = useRolePrefix();
  const query = useGetCredentialingQuery(
    { prefix, id: credentialingId },
    { skip: !credentialingId, refetchOnMountOrArgChange: true },
  );
  return (
    <RecordPage title={TITLE} {...BACK} notFound={CREDENTIALING_MESSAGES.notFound} query={query}>
      {(c) => <CredentialingView c={c} />}
    </RecordPage>
  );
}

/** The record, its workflow, edit and archive actions, and its status history. */
function CredentialingView({ c }: { c: CredentialingDetail }) {
  const prefix = useRolePrefix();
  const canEdit = useScope(['edit-credentialing']);
  const canArchive = useScope(['archive-credentialing']);
  const [transition, { isLoading: moving, originalArgs }] = useTransitionCredentialingMutation();
  const [archive, { isLoading: archiving }] = useArchiveCredentialingMutation();

  const askArchive = () =>
    confirmDestructive({
      title: c.archived ? 'Reinstate record' : 'Archive record',
      message: c.archived
        ? `Reinstate the ${recordName(c)}?`
        : `Archive the ${recordName(c)}? It leaves the listing and the reports until reinstated.`,
      confirmLabel: c.archived ? 'Reinstate' : 'Archive',
      confirmColor: c.archived ? 'green' : 'red',
      onConfirm: async () => {
        const res = await archive({ prefix, id: c._id, archived: !c.archived }).unwrap();
        toastSuccess(res.message ?? CREDENTIALING_MESSAGES.archived);
      },
    });

  return (
    <>
      <PageHeader
        title={TITLE}
        description={recordName(c)}
        {...BACK}
        actions={
          <>
            {canEdit &&
              !c.archived &&
              CREDENTIALING_ACTIONS.filter((a) => canApplyCredentialing(a, c.status)).map((action) => (
                <Button
                  key={action}
                  variant="light"
                  color={ACTION_COLOURS[action]}
                  loading={moving && originalArgs?.body.action === action}
                  onClick={async () => {
                    const res = await transition({ prefix, id: c._id, body: { action } }).unwrap();
                    toastSuccess(res.message ?? CREDENTIALING_MESSAGES.statusChanged);
                  }}
                >
                  {CREDENTIALING_ACTION_LABELS[action]}
                </Button>
              ))}
            {canEdit && !c.archived && <EditButton to={CREDENTIALING_PATHS.edit(c._id)} />}
            {canArchive && (
              <Button
                color={c.archived ? 'green' : 'red'}
                variant="light"
                loading={archiving}
                leftSection={
                  c.archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />
                }
                onClick={askArchive}
              >
                {c.archived ? 'Reinstate' : 'Archive'}
              </Button>
            )}
          </>
        }
      />
      <Stack gap="md" maw={1100}>
        <Panel>
          <DetailGrid>
            <ProviderField provider={c.provider} to={webPaths.viewCredentialing(c.provider._id)} />
            <DetailField label="Type">{CREDENTIALING_KIND_LABELS[c.kind]}</DetailField>
            <DetailField label="Facility">{c.facility?.name}</DetailField>
            <DetailField label="Payor">{c.payor?.name}</DetailField>
            <DetailField label="Application Type">{APPLICATION_TYPE_LABELS[c.applicationType]}</DetailField>
            <DetailField label="Status">
              <StatusBadge status={c.status} />
              {c.archived && <StatusBadge status="archived" label="Archived" ml="xs" />}
            </DetailField>
            <DetailField label="Assigned Staff">{c.assignedStaff ? personName(c.assignedStaff) : null}</DetailField>
            <DetailField label="Expiry / Reappointment Due">
              {c.dueOn ? (
                <Anchor component={Link} to={REPORT_PATHS.reappointment.view(c._id)} size="sm">
                  {formatDay(c.dueOn)}
                </Anchor>
              ) : null}
            </DetailField>
            <DetailField label="Requested">{formatDay(c.requestedOn)}</DetailField>
            <DetailField label="Submitted">{formatDay(c.submittedOn)}</DetailField>
            <DetailField label="Approved">{formatDay(c.approvedOn)}</DetailField>
            <DetailField label="Effective">{formatDay(c.effectiveOn)}</DetailField>
          </DetailGrid>
          <DetailGrid cols={1} mt="sm">
            <DetailField label="Privileges Granted">{c.privileges}</DetailField>
            <DetailField label="Notes">{c.notes}</DetailField>
            <DetailField label="Linked Documents">
              {c.documents.length ? <LinkedDocuments documents={c.documents} /> : null}
            </DetailField>
          </DetailGrid>
        </Panel>
        {c.kind === 'credentialing' && c.facility && <FileReview recordId={c._id} archived={c.archived} />}
        <HistoryList history={c.history} title="Status History" />
      </Stack>
    </>
  );
}
