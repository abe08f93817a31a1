import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { type BulkDownloadPreview, type EndpointBody, TIMESHEET_API } from '@portal/contracts';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadEndpoint } from '../../../ui/download.ts';
import { useDownload } from '../../../ui/useDownload.ts';
import { useBulkDownloadPreviewMutation } from '../lookupsApi.ts';
import { periodLabel } from '../timesheetForm.ts';

/** How many file names the dialog lists before 'and N more'. */
const SHOWN = 8;

/**
 * 'Download PDFs': asks bulk-download what the ZIP would hold (its JSON preview), shows the count and the file
 * names, and downloads the ZIP only when confirmed. Refusals (nothing matching, more than 500) come from the
 * preview, before anything is rendered.
 */
export function BulkDownloadButton({ body }: { body: EndpointBody<typeof TIMESHEET_API.bulkDownload> }) {
  const { prefix, token, busy: downloading, run } = useDownload();
  const [preview, { isLoading }] = useBulkDownloadPreviewMutation();
  const [files, setFiles] = useState<BulkDownloadPreview | null>(null);

  const download = () =>
    run(async () => {
      await downloadEndpoint(TIMESHEET_API.bulkDownload, { prefix, body }, token, 'timesheets.zip', 'application/zip');
      setFiles(null);
    });

  const count = files?.count ?? 0;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileZip size={16} aria-hidden />}
        loading={isLoading}
        onClick={async () => {
          const result = await preview({ prefix, body })
            .unwrap()
            .catch(() => null); // the error catalogue has shown the refusal
          if (result) setFiles(result);
        }}
      >
        Download PDFs
      </Button>
      <Modal
        opened={files !== null}
        onClose={() => setFiles(null)}
        centered
        transitionProps={{ duration: 300 }}
        title={`Download ${count} time sheet PDF${count === 1 ? '' : 's'}?`}
      >
        <Stack gap="sm">
          <Text size="sm">The ZIP file will hold:</Text>
          <List size="sm" spacing={4} data-testid="bulk-download-files">
            {files?.files.slice(0, SHOWN).map((f) => (
              <List.Item key={f.timesheetId}>
                <Text size="sm" span fw={500}>
                  {f.name}
                </Text>{' '}
                <Text size="xs" span c="dimmed">
                  {f.facility.name}, {periodLabel(f.payPeriod)}
                </Text>
              </List.Item>
            ))}
          </List>
          {count > SHOWN && (
            <Text size="sm" c="dimmed">
              and {count - SHOWN} more
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setFiles(null)} disabled={downloading}>
              Cancel
            </Button>
            <Button onClick={download} loading={downloading}>
              Download ZIP
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
