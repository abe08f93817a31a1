import { Alert, Box, Group, Image, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { EXPENSE_API, type Receipt } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { requestOf } from '../../../lib/endpoint.ts';
import { useAppSelector, useRolePrefix } from '../../../lib/hooks.ts';
import { requestBlob } from '../../../lib/http.ts';

/** Shown in the page: images and PDF directly; HEIC/HEIF arrive converted to JPEG by the server (spec section 5). */
const DIRECT = new Set(['image/png', 'image/jpeg', 'application/pdf']);
const CONVERTED = new Set(['image/heic', 'image/heif']);
const shownType = (contentType: string) => (CONVERTED.has(contentType) ? 'image/jpeg' : contentType);

/**
 * The receipts of an expense, one at a time, shown in the page: fetched with the bearer token from `preview` (the
 * file streamed with its type) into an object URL; an image as an image, a PDF in a frame.
 */
export function ReceiptPreview({ expenseId, receipts }: { expenseId: string; receipts: Receipt[] }) {
  const prefix = useRolePrefix();
  const token = useAppSelector((s) => s.auth.user?.token);
  const [current, setCurrent] = useState(receipts[0]?._id ?? '');
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const receipt = receipts.find((r) => r._id === current) ?? receipts[0];

  useEffect(() => {
    if (!receipt) return;
    if (!DIRECT.has(shownType(receipt.contentType))) {
      setUrl(null);
      setError('File format not supported for preview');
      return;
    }
    let made: string | null = null;
    let cancelled = false;
    setUrl(null);
    setError(null);
    const { url: path, params } = requestOf(EXPENSE_API.preview, { prefix, id: expenseId, receiptId: receipt._id });
    requestBlob(path, { params, token })
      .then(({ blob }) => {
        if (cancelled) return;
        made = URL.createObjectURL(new Blob([blob], { type: shownType(receipt.contentType) }));
        setUrl(made);
      })
      .catch(() => !cancelled && setError('Something went wrong while previewing the file'));
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [prefix, token, expenseId, receipt]);

  if (!receipt) return <Text c="dimmed">No receipt</Text>;
  return (
    <Stack gap="sm">
      {receipts.length > 1 && (
        <Group>
          <SegmentedControl
            aria-label="Receipt"
            value={receipt._id}
            onChange={setCurrent}
            data={receipts.map((r, i) => ({ value: r._id, label: `Receipt ${i + 1}` }))}
          />
        </Group>
      )}
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {receipt.name}
      </Text>
      {error && (
        <Alert color="orange" variant="light">
          {error}
        </Alert>
      )}
      {!error && !url && <Loader size="sm" role="status" aria-label="Loading receipt" />}
      {url && receipt.contentType === 'application/pdf' && (
        <Box
          component="iframe"
          src={url}
          title={`Receipt ${receipt.name}`}
          style={{ width: '100%', height: 560, border: '1px solid var(--mantine-color-gray-3)' }}
        />
      )}
      {url && receipt.contentType !== 'application/pdf' && (
        <Image src={url} alt={`Receipt ${receipt.name}`} w="auto" maw="100%" mah={640} fit="contain" radius="sm" />
      )}
    </Stack>
  );
}
