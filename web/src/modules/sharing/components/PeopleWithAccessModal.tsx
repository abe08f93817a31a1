import { Anchor, Badge, Button, Modal, Stack, Table, Text } from '@mantine/core';
import { GUEST_ACCESS_LABELS, type OwnerKind, SHARE_MESSAGES, type Share } from '@portal/contracts';
import { useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { LoadingCard } from '../../../ui/NotFoundCard.tsx';
import { SimpleTable } from '../../../ui/SimpleTable.tsx';
import { usePeopleWithAccessQuery, useRevokeShareMutation } from '../api.ts';
import { ShareHistoryModal } from './ShareHistoryModal.tsx';

const STATUS_COLOURS: Record<Share['status'], string> = { active: 'green', expired: 'orange', revoked: 'red' };

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
  const [historyOf, setHistoryOf] = useState<Share | null>(null);
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
                      {g.accesses.slice(0, 3).map((a) => (
                        <Text size="xs" c="dimmed" key={`${a.at}-${a.action}`}>
                          {formatDateTime(a.at)} · {GUEST_ACCESS_LABELS[a.action] ?? a.action}
                          {a.documentName ? ` · ${a.documentName}` : ''}
                        </Text>
                      ))}
                      <Anchor
                        component="button"
                        type="button"
                        size="xs"
                        onClick={() => setHistoryOf(g)}
                        aria-label={`Access history of ${g.email}`}
                      >
                        Access history
                      </Anchor>
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
      <ShareHistoryModal share={historyOf} onClose={() => setHistoryOf(null)} />
    </Modal>
  );
}
