import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { COMPLIANCE_API, todayIn } from '@portal/contracts';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadEndpoint } from '../../../ui/download.ts';
import { useDownload } from '../../../ui/useDownload.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The monthly screening record an auditor asks for: who was screened against which list version, with what result. */
export function MonthlyRecord() {
  const { prefix, token, busy, run } = useDownload();
  const [month, setMonth] = useState(todayIn().slice(0, 7));
  const error = MONTH.test(month) ? null : 'Month must be written YYYY-MM';
  const download = (format: 'pdf' | 'xlsx') =>
    run(() =>
      downloadEndpoint(
        COMPLIANCE_API.record,
        { prefix, month, format },
        token,
        `screening-record-${month}.${format}`,
        format === 'pdf' ? 'application/pdf' : undefined,
      ),
    );
  return (
    <Paper withBorder p="md" radius="sm" maw={700}>
      <Stack gap="sm">
        <Text fw={600}>Monthly screening record</Text>
        <Text size="sm" c="dimmed">
          The PDF lists every screening run of the month (list, version, providers screened, hits, possible matches) and
          the providers whose result was not clear; the XLSX lists every provider of every run.
        </Text>
        <TextInput
          label="Month"
          description="YYYY-MM"
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value.trim())}
          error={error}
          w={{ base: '100%', sm: 200 }}
        />
        <Group gap="xs">
          <Button
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            loading={busy}
            disabled={error !== null}
            onClick={() => download('pdf')}
          >
            Download PDF
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={busy}
            disabled={error !== null}
            onClick={() => download('xlsx')}
          >
            Download XLSX
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
