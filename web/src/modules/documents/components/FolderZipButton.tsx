import { Button } from '@mantine/core';
import { OWNER_DOCUMENT_API, type OwnerKind } from '@portal/contracts';
import { IconFileZip } from '@tabler/icons-react';
import { downloadEndpoint } from '../../../ui/download.ts';
import { useDownload } from '../../../ui/useDownload.ts';

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
          downloadEndpoint(
            OWNER_DOCUMENT_API[kind].downloadFolder,
            { prefix, body: { folderId } },
            token,
            `${name}.zip`,
            'application/zip',
          ),
        )
      }
    >
      Download Folder
    </Button>
  );
}
