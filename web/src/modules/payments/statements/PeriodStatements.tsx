import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { PAY_STATEMENT_API, PAY_STATEMENT_MESSAGES, type PayStatementRun } from '@portal/contracts';
import { IconFileSpreadsheet, IconFileTypePdf, IconFileZip, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';
import { downloadEndpoint } from '../../../ui/download.ts';
import { Panel } from '../../../ui/Panel.tsx';
import { useDownload } from '../../../ui/useDownload.ts';
import {
  useLatestStatementRunQuery,
  useRetryStatementRunMutation,
  useStartStatementRunMutation,
  useStatementRunQuery,
} from './api.ts';

const E = PAY_STATEMENT_API;

function RunProgress({ run }: { run: PayStatementRun }) {
  const prefix = useRolePrefix();
  // While the job runs its progress is read each second; the query stops polling once it is done.
  const { data } = useStatementRunQuery(
    { prefix, id: run._id },
    { pollingInterval: run.status === 'running' ? 1000 : 0, skip: run.status !== 'running' },
  );
  const now = data ?? run;
  const { token, busy, run: download } = useDownload();
  const percent = now.total ? Math.round((now.done / now.total) * 100) : 100;
  if (now.status === 'failed') return <FailedRun run={now} />;
  return (
    <Stack gap={4} aria-label="Statement run">
      <Text size="sm" aria-live="polite">
        {now.status === 'done'
          ? `${now.done} of ${now.total} pay statements generated`
          : `Generating pay statements: ${now.done} of ${now.total}`}
      </Text>
      <Progress value={percent} aria-label="Statements generated" animated={now.status === 'running'} />
      {now.status === 'done' && (
        <Group>
          <Button
            variant="default"
            loading={busy}
            leftSection={<IconFileZip size={16} aria-hidden />}
            onClick={() =>
              download(() =>
                downloadEndpoint(
                  E.downloadRun,
                  { prefix, id: now._id },
                  token,
                  'pay-statements.zip',
                  'application/zip',
                ),
              )
            }
          >
            Download statements (ZIP)
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** A failed run: "Failed", why, how far it got, and "Run again" (it goes on from the statements already stored). */
function FailedRun({ run }: { run: PayStatementRun }) {
  const prefix = useRolePrefix();
  const [retry, { isLoading }] = useRetryStatementRunMutation();
  return (
    <Stack gap={4} aria-label="Statement run">
      <Text size="sm" c="red" fw={600}>
        {PAY_STATEMENT_MESSAGES.runFailed}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {run.error}
      </Text>
      <Text size="sm">{`${run.done} of ${run.total} pay statements generated`}</Text>
      <Group>
        <Button
          variant="default"
          loading={isLoading}
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={async () => {
            const res = await retry({ prefix, id: run._id }).unwrap();
            toastSuccess(res.message ?? PAY_STATEMENT_MESSAGES.runRetried);
          }}
        >
          {PAY_STATEMENT_MESSAGES.runAgain}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The statements of the chosen pay period (staff with run-pay-statements): the payments register as PDF or XLSX,
 * and "Generate statements", a job whose progress shows here and whose ZIP downloads when done.
 */
export function PeriodStatements({ payPeriodId }: { payPeriodId: string | undefined }) {
  const prefix = useRolePrefix();
  const { token, busy, run } = useDownload();
  const latest = useLatestStatementRunQuery({ prefix, payPeriodId: payPeriodId ?? '' }, { skip: !payPeriodId });
  const [start, { isLoading: starting }] = useStartStatementRunMutation();
  if (!payPeriodId)
    return (
      <Panel title="Pay statements" level={3}>
        <Text size="sm">Choose a pay period to download its payments register or generate its pay statements.</Text>
      </Panel>
    );
  const register = (format: 'pdf' | 'xlsx') =>
    run(() => downloadEndpoint(E.register, { prefix, payPeriodId, format }, token, `payments-register.${format}`));
  return (
    <Panel title="Pay statements" level={3}>
      <Stack gap="sm">
        <Group gap="xs">
          <Button
            variant="default"
            loading={busy}
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            onClick={() => register('pdf')}
          >
            Register (PDF)
          </Button>
          <Button
            variant="default"
            loading={busy}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            onClick={() => register('xlsx')}
          >
            Register (XLSX)
          </Button>
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={starting}
            onClick={() =>
              confirmDestructive({
                title: 'Generate pay statements',
                message: 'Generate the pay statement of every approved payment of this pay period?',
                confirmLabel: 'Generate',
                confirmColor: 'blue',
                onConfirm: async () => {
                  const res = await start({ prefix, body: { payPeriodId } }).unwrap();
                  toastSuccess(res.message ?? PAY_STATEMENT_MESSAGES.runStarted);
                },
              })
            }
          >
            Generate statements
          </Button>
        </Group>
        {latest.data && <RunProgress key={latest.data._id} run={latest.data} />}
      </Stack>
    </Panel>
  );
}
