import { Button } from '@mantine/core';
import type { OwnerKind } from '@portal/contracts';
import { IconFileZip } from '@tabler/icons-react';
import { downloadFile } from '../../../ui/download.ts';
import { useDownload } from '../../../ui/useDownload.ts';
import { documentsBase } from '../api.ts';

/** "Download Folder": the folder and its sub-folders as a ZIP, streamed by the server. */
export function FolderZipButton({ kind, folderId, name }: { kind: OwnerKind; folderId: string; name: string }) {
  const { prefix, token, busy, run } = useDownload();
  return (
    <Button
      variant="default"
      loading={busy}
      leftSection={<IconFileZip size={16} aria-hidden />}
      onClick={() =>
        run(() =>
          downloadFile(`${documentsBase(prefix, kind)}/download-folder`, token, `${name}.zip`, {
            method: 'POST',
            body: { folderId },
            accept: 'application/zip',
          }),
        )
      }
    >
      Download Folder
    </Button>
  );
}
