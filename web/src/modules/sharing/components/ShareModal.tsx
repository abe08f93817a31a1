import { Button, Group, Modal, MultiSelect, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import {
  type CreatedShare,
  type OwnerKind,
  SHARE_DEFAULT_DAYS,
  SHARE_MAX_DAYS,
  SHARE_MESSAGES,
} from '@portal/contracts';
import { IconCopy, IconShare } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { serverMessage } from '../../../ui/forms.ts';
import { useListDocumentTypesQuery } from '../../documents/index.ts';
import { useShareAllMutation, useShareMutation } from '../api.ts';

/** What is shared: one document, a folder, or a provider's library (share-all). */
export type ShareTarget =
  | { kind: 'document'; id: string; name: string }
  | { kind: 'folder'; id: string; name: string }
  | { kind: 'all'; ownerId: string; name: string }
  /** One general document (a form type) of a provider: share-all limited to that type. */
  | { kind: 'form'; ownerId: string; typeId: string; name: string };

/** Spec section 8: the copy succeeded -> 'Link copied'. */
async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    toastSuccess(SHARE_MESSAGES.linkCopied);
  } catch {
    toastError('The link could not be copied: select it and copy it by hand.');
  }
}

const fieldOf = (error: unknown) =>
  ((error as { data?: { errors?: { field: string; message: string }[] } }).data?.errors ?? []).map((e) => ({
    field: e.field.split('.')[0] ?? e.field,
    message: e.message,
  }));

/** The share form (addresses, expiry 1-90 days, message; types for share-all), then the links with Copy. */
export function ShareModal({
  ownerKind = 'provider',
  target,
  opened,
  onClose,
}: {
  ownerKind?: OwnerKind;
  target: ShareTarget | null;
  opened: boolean;
  onClose: () => void;
}) {
  const prefix = useRolePrefix();
  const [emails, setEmails] = useState('');
  const [days, setDays] = useState<number | string>(SHARE_DEFAULT_DAYS);
  const [message, setMessage] = useState('');
  const [typeIds, setTypeIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [made, setMade] = useState<CreatedShare[] | null>(null);
  const [share, { isLoading: sharing }] = useShareMutation();
  const [shareAll, { isLoading: sharingAll }] = useShareAllMutation();
  const types = useListDocumentTypesQuery(
    { prefix, page: 1, pageSize: 100, body: { filters: { ownerKind } } },
    { skip: !opened || target?.kind !== 'all' },
  );

  const close = () => {
    setEmails('');
    setDays(SHARE_DEFAULT_DAYS);
    setMessage('');
    setTypeIds([]);
    setErrors({});
    setMade(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!target) return;
    const list = emails
      .split(/[\s,;]+/)
      .map((x) => x.trim())
      .filter(Boolean);
    if (list.length === 0) {
      setErrors({ emails: 'Add at least one e-mail address' });
      return;
    }
    const common = { emails: list, expiresInDays: Number(days), message: message.trim() || null };
    try {
      const res =
        target.kind === 'all' || target.kind === 'form'
          ? await shareAll({
              prefix,
              body: { ...common, ownerId: target.ownerId, typeIds: target.kind === 'form' ? [target.typeId] : typeIds },
            }).unwrap()
          : await share({
              prefix,
              body: {
                ...common,
                ...(target.kind === 'document' ? { documentId: target.id } : { folderId: target.id }),
              },
            }).unwrap();
      toastSuccess(res.message ?? SHARE_MESSAGES.shared(res.data.length));
      setMade(res.data);
    } catch (error) {
      const fields = fieldOf(error);
      if (fields.length === 0) toastError(serverMessage(error));
      setErrors(Object.fromEntries(fields.map((f) => [f.field === 'documentId' ? 'emails' : f.field, f.message])));
    }
  };

  return (
    <Modal opened={opened && target !== null} onClose={close} title={`Share "${target?.name ?? ''}"`} size="lg">
      {made ? (
        <Stack>
          <Text size="sm">
            Each address received its own link by e-mail. The link opens the documents only after the recipient types
            the code we e-mail to that address.
          </Text>
          {made.map((m) => (
            <Group key={m._id} justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={500}>{m.email}</Text>
                <Text size="xs" c="dimmed">
                  Until {formatDateTime(m.expiresAt)}
                </Text>
              </Stack>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconCopy size={14} aria-hidden />}
                onClick={() => copyLink(m.link)}
                aria-label={`Copy link for ${m.email}`}
              >
                Copy link
              </Button>
            </Group>
          ))}
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Textarea
              label="E-mail addresses"
              description="One or more, separated by commas or new lines"
              withAsterisk
              autosize
              minRows={2}
              value={emails}
              error={errors.emails}
              onChange={(e) => {
                setEmails(e.currentTarget.value);
                setErrors((x) => ({ ...x, emails: '' }));
              }}
              data-autofocus
            />
            {target?.kind === 'all' && (
              <MultiSelect
                label="Document types"
                description="None chosen: the whole library"
                data={(types.data?.data ?? []).map((t) => ({ value: t._id, label: t.name }))}
                value={typeIds}
                onChange={setTypeIds}
                searchable
                clearable
                error={errors.typeIds}
              />
            )}
            <NumberInput
              label="Link expires after (days)"
              description={`At most ${SHARE_MAX_DAYS} days`}
              min={1}
              max={SHARE_MAX_DAYS}
              allowDecimal={false}
              withAsterisk
              value={days}
              error={errors.expiresInDays}
              onChange={(v) => {
                setDays(v);
                setErrors((x) => ({ ...x, expiresInDays: '' }));
              }}
            />
            <Textarea
              label="Message (optional)"
              autosize
              minRows={2}
              maxLength={1000}
              value={message}
              error={errors.message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={sharing || sharingAll} leftSection={<IconShare size={16} aria-hidden />}>
                Share
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
