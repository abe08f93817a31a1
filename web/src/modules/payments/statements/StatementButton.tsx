import { Button } from '@mantine/core';
import { PAY_STATEMENT_API, STATEMENT_STATUSES } from '@portal/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { downloadEndpoint } from '../../../ui/download.ts';
import { useDownload } from '../../../ui/useDownload.ts';

/** "Pay statement": the PDF of an approved or paid payment (staff any, a provider their own); absent before. */
export function StatementButton({ paymentId, status }: { paymentId: string; status: string }) {
  const { prefix, token, busy, run } = useDownload();
  if (!(STATEMENT_STATUSES as readonly string[]).includes(status)) return null;
  return (
    <Button
      variant="default"
      loading={busy}
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      onClick={() =>
        run(() => downloadEndpoint(PAY_STATEMENT_API.statement, { prefix, id: paymentId }, token, 'pay-statement.pdf'))
      }
    >
      Pay statement
    </Button>
  );
}
