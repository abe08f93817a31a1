import { Alert, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import {
  DOCUMENT_MESSAGES,
  type DocumentRecord,
  GUEST_API,
  OWNER_DOCUMENT_API,
  type OwnerKind,
  previewShownAs,
} from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { requestOf } from '../../../lib/endpoint.ts';
import { useAppSelector, useRolePrefix } from '../../../lib/hooks.ts';
import { requestBlob } from '../../../lib/http.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { serverMessage } from '../../../ui/forms.ts';

/** react-pdf and pdf.js load only when a PDF is previewed (kept out of every other screen's bundle). */
const PdfViewer = lazy(() => import('./PdfViewer.tsx'));

/**
 * A document shown in the page (spec section 5): images and PDF as they are, HEIC/HEIF converted to JPEG, Word,
 * Excel and CSV converted to PDF by the server. The bytes are fetched with the bearer token: an image into an object
 * URL shown as an image, a PDF into memory for the react-pdf viewer (PdfViewer, lazy). Never inline markup.
 */
/** What a preview needs of a document (a credentialing record's linked documents carry no more). */
type Previewable = Pick<DocumentRecord, '_id' | 'name' | 'format' | 'typeName'>;

export function DocumentPreview<D extends Previewable>({
  kind,
  document,
  opened,
  onClose,
  onDownload,
  guestToken,
  details,
}: {
  kind: OwnerKind;
  /** Shown above the file: the document's field values. */
  details?: ReactNode;
  /** A guest's token: the viewer is a guest, so the bytes come from the guest family with it. */
  guestToken?: string;
  /** The document shown (kept while the modal closes, so its title does not flicker). */
  document: D | null;
  opened: boolean;
  onClose: () => void;
  onDownload?: (d: D) => void;
}) {
  const prefix = useRolePrefix();
  const userToken = useAppSelector((s) => s.auth.user?.token);
  const token = guestToken ?? userToken;
  const [url, setUrl] = useState<string | null>(null);
  const [pdf, setPdf] = useState<ArrayBuffer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shownAs = document ? previewShownAs(document.format) : null;

  useEffect(() => {
    if (!document || !opened) return;
    setUrl(null);
    setPdf(null);
    setError(null);
    if (!shownAs) {
      setError(DOCUMENT_MESSAGES.previewUnsupported);
      return;
    }
    let made: string | null = null;
    let cancelled = false;
    const preview = guestToken
      ? requestOf(GUEST_API.download, { id: document._id, preview: 'true' })
      : requestOf(OWNER_DOCUMENT_API[kind].preview, { prefix, id: document._id });
    requestBlob(preview.url, { params: preview.params, token })
      .then(async ({ blob }) => {
        if (cancelled) return;
        if (shownAs === 'pdf') {
          const bytes = await blob.arrayBuffer();
          if (!cancelled) setPdf(bytes);
          return;
        }
        made = URL.createObjectURL(new Blob([blob], { type: 'image/jpeg' }));
        setUrl(made);
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        setError(serverMessage(e, DOCUMENT_MESSAGES.previewFailed));
      });
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [prefix, token, guestToken, kind, document, shownAs, opened]);

  return (
    <Modal opened={opened && document !== null} onClose={onClose} title={document?.name ?? 'Preview'} size="xl">
      {document && (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {document.typeName}
            </Text>
            {onDownload && shownAs !== 'pdf' && (
              <ActionButton size="xs" variant="light" icon={IconDownload} onClick={() => onDownload(document)}>
                Download
              </ActionButton>
            )}
          </Group>
          {details}
          {error && (
            <Alert color="orange" variant="light">
              {error}
            </Alert>
          )}
          {!error && !url && !pdf && <Loader size="sm" role="status" aria-label="Loading preview" />}
          {pdf && (
            <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading preview" />}>
              <PdfViewer
                data={pdf}
                name={document.name}
                onDownload={onDownload ? () => onDownload(document) : undefined}
              />
            </Suspense>
          )}
          {url && shownAs === 'image' && (
            <Image src={url} alt={`Preview of ${document.name}`} w="auto" maw="100%" mah="70vh" fit="contain" />
          )}
        </Stack>
      )}
    </Modal>
  );
}
