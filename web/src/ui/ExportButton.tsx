import { Button } from '@mantine/core';
import type { EndpointDef } from '@portal/contracts';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { downloadEndpoint } from './download.ts';
import { useDownload } from './useDownload.ts';

export interface ExportButtonProps {
  /** The export's contract descriptor (contracts `exportEndpoint`). */
  endpoint: EndpointDef;
  /** Its path parameters and query fields beyond the role's prefix (`{ format: 'pdf' }`). */
  args?: Record<string, string>;
  /** The list body to export: the same filters, search and sort as the list on screen. */
  body: unknown;
  /** The file name when the server gives none. */
  filename: string;
  label?: string;
}

/** 'Export': downloads the rows matching `body` as a spreadsheet, with a spinner while it streams. */
export function ExportButton({ endpoint, args, body, filename, label = 'Export' }: ExportButtonProps) {
  const { prefix, token, busy, run } = useDownload();
  const exportRows = () => run(() => downloadEndpoint(endpoint, { prefix, ...args, body }, token, filename));

  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      loading={busy}
      onClick={exportRows}
    >
      {label}
    </Button>
  );
}
