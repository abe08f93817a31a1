import { ActionIcon, Box, Button, Group, Loader, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useMemo, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';

// The pdf.js worker is one of our own built assets (same origin: the CSP's worker-src 'self').
pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;

/** Spec section 3: the PDF viewer's default scale. */
const DEFAULT_SCALE = 1.5;
const MIN_SCALE = 0.5;
const MAX_SCALE = 3;
const STEP = 0.25;

/**
 * A PDF shown with react-pdf (spec sections 3 and 5): one page at a time at scale 1.5, the page count and current
 * page, zoom in and out, and download. The bytes are handed over in memory (no URL the page would fetch).
 */
export default function PdfViewer({
  data,
  name,
  onDownload,
}: {
  data: ArrayBuffer;
  name: string;
  onDownload?: () => void;
}) {
  const [pages, setPages] = useState(0);
  const [current, setCurrent] = useState(1);
  const [scale, setScale] = useState(DEFAULT_SCALE);
  const [failed, setFailed] = useState(false);
  // Without Suspense (react-pdf's default) the viewer's own state is kept while loading, so the file object made
  // here once per buffer stays the same and the document loads once.
  const file = useMemo(() => ({ data: new Uint8Array(data.slice(0)) }), [data]);
  // No WebAssembly decoders: the CSP does not allow compiling them; pdf.js falls back to its JavaScript ones.
  const options = useMemo(() => ({ useWasm: false }), []);

  return (
    <Box>
      <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label="Previous page"
            disabled={current <= 1}
            onClick={() => setCurrent((p) => Math.max(1, p - 1))}
          >
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
          <Text size="sm" aria-live="polite" miw={90} ta="center">
            {pages ? `Page ${current} of ${pages}` : 'Page - of -'}
          </Text>
          <ActionIcon
            variant="default"
            aria-label="Next page"
            disabled={current >= pages}
            onClick={() => setCurrent((p) => Math.min(pages, p + 1))}
          >
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label="Zoom out"
            disabled={scale <= MIN_SCALE}
            onClick={() => setScale((s) => Math.max(MIN_SCALE, s - STEP))}
          >
            <IconZoomOut size={16} aria-hidden />
          </ActionIcon>
          <Text size="sm" miw={48} ta="center" aria-label="Zoom">
            {Math.round(scale * 100)}%
          </Text>
          <ActionIcon
            variant="default"
            aria-label="Zoom in"
            disabled={scale >= MAX_SCALE}
            onClick={() => setScale((s) => Math.min(MAX_SCALE, s + STEP))}
          >
            <IconZoomIn size={16} aria-hidden />
          </ActionIcon>
          {onDownload && (
            <Button
              size="xs"
              variant="light"
              ml="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={onDownload}
            >
              Download
            </Button>
          )}
        </Group>
      </Group>
      <Box
        role="document"
        aria-label={`Preview of ${name}`}
        style={{
          overflow: 'auto',
          maxHeight: '70vh',
          border: '1px solid var(--mantine-color-gray-3)',
          background: 'var(--mantine-color-gray-1)',
        }}
      >
        {failed ? (
          <Text c="red" p="md">
            Something went wrong while previewing the file
          </Text>
        ) : (
          <Document
            suspense={false}
            file={file}
            options={options}
            loading={<Loader size="sm" m="md" role="status" aria-label="Loading preview" />}
            onLoadSuccess={(doc) => {
              setPages(doc.numPages);
              setCurrent(1);
            }}
            onLoadError={() => setFailed(true)}
          >
            <Page
              suspense={false}
              pageNumber={current}
              scale={scale}
              renderAnnotationLayer={false}
              loading={<Loader size="sm" m="md" role="status" aria-label="Loading page" />}
            />
          </Document>
        )}
      </Box>
    </Box>
  );
}
