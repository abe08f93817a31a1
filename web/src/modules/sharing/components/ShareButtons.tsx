import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Stack,
  Table,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import {
  type CreatedShare,
  type OwnerKind,
  SHARE_DEFAULT_DAYS,
  SHARE_MAX_DAYS,
  SHARE_MESSAGES,
  type Share,
} from '@portal/contracts';
import { IconCopy, IconShare, IconUsers } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { serverMessage } from '../../../ui/forms.ts';
import { LoadingCard } from '../../../ui/NotFoundCard.tsx';
import type { RowAction } from '../../../ui/RowActions.tsx';
import { SimpleTable } from '../../../ui/SimpleTable.tsx';
import { useListDocumentTypesQuery } from '../../documents/index.ts';
import { usePeopleWithAccessQuery, useRevokeShareMutation, useShareAllMutation, useShareMutation } from '../api.ts';

/** What is shared: one document, a folder, or a provider's library (share-all). */
export type ShareTarget =
  | { kind: 'document'; id: string; name: string }
  | { kind: 'folder'; id: string; name: string }
  | { kind: 'all'; ownerId: string; name: string }
  /** One general document (a form type) of a provider: share-all limited to that type. */
  | { kind: 'form'; ownerId: string; typeId: string; name: string };

const STATUS_COLOURS: Record<Share['status'], string> = { active: 'green', expired: 'orange', revoked: 'red' };

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

/** people-with-access: staff by role, the owner, each guest share (expiry, last access, reads) with Revoke. */
export function PeopleWithAccessModal({
  kind = 'provider',
  item,
  opened,
  onClose,
  canRevoke,
  generalOwnerId,
}: {
  kind?: OwnerKind;
  item: { id: string; name: string } | null;
  opened: boolean;
  onClose: () => void;
  canRevoke: boolean;
  /** A general document: `item.id` is its type, of this owner. */
  generalOwnerId?: string;
}) {
  const prefix = useRolePrefix();
  const { data, isLoading } = usePeopleWithAccessQuery(
    {
      prefix,
      kind,
      id: item?.id ?? '',
      ...(generalOwnerId ? { generalDocument: 'true' as const, ownerId: generalOwnerId } : {}),
    },
    { skip: !opened || !item, refetchOnMountOrArgChange: true },
  );
  const [revoke] = useRevokeShareMutation();
  return (
    <Modal
      opened={opened && item !== null}
      onClose={onClose}
      title={`People with access: ${item?.name ?? ''}`}
      size="xl"
    >
      {isLoading || !data ? (
        <LoadingCard />
      ) : (
        <Stack>
          <section>
            <Text fw={600}>Owner</Text>
            <Text size="sm">
              {data.owner.name}
              {data.owner.email ? ` (${data.owner.email})` : ''}
            </Text>
          </section>
          <section>
            <Text fw={600}>Staff by role</Text>
            {data.staff.map((s) => (
              <Text size="sm" key={s.role}>
                {s.role}: {s.users.length > 0 ? s.users.join(', ') : 'nobody yet'}
              </Text>
            ))}
          </section>
          <section>
            <Text fw={600} mb={4}>
              Guests
            </Text>
            {data.guests.length === 0 ? (
              <Text size="sm" c="dimmed">
                Not shared with anyone outside the portal.
              </Text>
            ) : (
              <SimpleTable
                minWidth={640}
                verticalSpacing="xs"
                aria-label="Guests"
                head={['E-mail', 'Shared', 'Status', 'Expires', 'Last access', { label: 'Actions', hidden: true }]}
              >
                {data.guests.map((g) => (
                  <Table.Tr key={g._id}>
                    <Table.Td>
                      <Text size="sm">{g.email}</Text>
                      {g.accesses.slice(0, 5).map((a) => (
                        <Text size="xs" c="dimmed" key={`${a.at}-${a.action}`}>
                          {formatDateTime(a.at)} · {a.action}
                          {a.documentName ? ` · ${a.documentName}` : ''}
                          {a.ip ? ` · IP ${a.ip}` : ''}
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{g.itemName}</Text>
                      {g.sharedBy && (
                        <Text size="xs" c="dimmed">
                          by {g.sharedBy}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOURS[g.status]} variant="light">
                        {g.status === 'active' ? 'Active' : g.status === 'expired' ? 'Expired' : 'Revoked'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDateTime(g.expiresAt)}</Table.Td>
                    <Table.Td>{g.lastAccessAt ? formatDateTime(g.lastAccessAt) : 'Never'}</Table.Td>
                    <Table.Td>
                      {canRevoke && g.status === 'active' && (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          aria-label={`Revoke access of ${g.email}`}
                          onClick={() =>
                            confirmDestructive({
                              title: 'Revoke access',
                              message: `Revoke the link of ${g.email}? It stops working at once.`,
                              confirmLabel: 'Revoke',
                              onConfirm: async () => {
                                const res = await revoke({ prefix, id: g._id }).unwrap();
                                toastSuccess(res.message ?? SHARE_MESSAGES.revoked);
                              },
                            })
                          }
                        >
                          Revoke
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </SimpleTable>
            )}
          </section>
        </Stack>
      )}
    </Modal>
  );
}

/** A header button that shares a document or folder. */
export function ShareButton({
  target,
  label = 'Share',
  size,
}: {
  target: ShareTarget;
  label?: string;
  size?: 'xs' | 'sm';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant="default"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={target.kind === 'form' ? `Share ${target.name}` : undefined}
      >
        {label}
      </Button>
      <ShareModal target={target} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** share-all: a provider's whole library or chosen types. */
export function ShareAllButton({ ownerId, ownerName }: { ownerId: string; ownerName: string }) {
  return <ShareButton target={{ kind: 'all', ownerId, name: `All documents of ${ownerName}` }} label="Share All" />;
}

/** A header button (or an icon) opening people-with-access. */
export function PeopleWithAccessButton({
  item,
  canRevoke,
  kind = 'provider',
  icon = false,
  generalOwnerId,
  size,
}: {
  item: { id: string; name: string };
  canRevoke: boolean;
  kind?: OwnerKind;
  icon?: boolean;
  generalOwnerId?: string;
  size?: 'xs' | 'sm';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {icon ? (
        <Tooltip label="People with access">
          <ActionIcon variant="subtle" aria-label={`People with access ${item.name}`} onClick={() => setOpen(true)}>
            <IconUsers size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          size={size}
          variant="default"
          leftSection={<IconUsers size={16} aria-hidden />}
          onClick={() => setOpen(true)}
          aria-label={generalOwnerId ? `People with access ${item.name}` : undefined}
        >
          People with access
        </Button>
      )}
      <PeopleWithAccessModal
        kind={kind}
        item={item}
        opened={open}
        onClose={() => setOpen(false)}
        canRevoke={canRevoke}
        generalOwnerId={generalOwnerId}
      />
    </>
  );
}

/**
 * Share and People with access as row actions of a documents table (the folder page's DocumentsTable), with the
 * two modals they open.
 */
export function useDocumentSharing({ canShare, canView }: { canShare: boolean; canView: boolean }) {
  const [sharing, setSharing] = useState<{ id: string; name: string } | null>(null);
  const [people, setPeople] = useState<{ id: string; name: string } | null>(null);
  const actions = (d: { _id: string; name: string; archived: boolean }): RowAction[] => [
    {
      label: 'Share',
      icon: <IconShare size={18} aria-hidden />,
      hidden: d.archived || !canShare,
      onClick: () => setSharing({ id: d._id, name: d.name }),
    },
    {
      label: 'People with access',
      icon: <IconUsers size={18} aria-hidden />,
      hidden: !canView,
      onClick: () => setPeople({ id: d._id, name: d.name }),
    },
  ];
  const modals = (
    <>
      <ShareModal
        target={sharing ? { kind: 'document', ...sharing } : null}
        opened={sharing !== null}
        onClose={() => setSharing(null)}
      />
      <PeopleWithAccessModal
        item={people}
        opened={people !== null}
        onClose={() => setPeople(null)}
        canRevoke={canShare}
      />
    </>
  );
  return { actions, modals };
}
