import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { downloadExport } from './download.ts';
import { useDownload } from './useDownload.ts';

export interface ExportButtonProps {
  /** The export endpoint under the role's prefix, e.g. 'providers/export'. */
  path: string;
  /** The list body to export: the same filters, search and sort as the list on screen. */
  body: unknown;
  /** The file name when the server gives none. */
  filename: string;
  label?: string;
}

/** 'Export': downloads the rows matching `body` as a spreadsheet, with a spinner while it streams. */
export function ExportButton({ path, body, filename, label = 'Export' }: ExportButtonProps) {
  const { prefix, token, busy, run } = useDownload();
  const exportRows = () => run(() => downloadExport(`/${prefix}/${path}`, body, token, filename));

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
