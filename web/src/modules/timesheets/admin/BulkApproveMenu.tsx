import { Button, Group, Menu, Modal, Text } from '@mantine/core';
import { IconChecks, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { type BulkApproveBody, useBulkApproveCountMutation, useBulkApproveMutation } from '../adminApi.ts';
import { approveExplanation, approveTitle } from './timesheetList.ts';

export interface BulkApproveMenuProps {
  /** The ids of the selected rows. */
  selectedIds: string[];
  /** What 'Approve all matching' approves: the list's current filters and search. */
  matching: BulkApproveBody;
  /** Called once the run has started (the screen clears its selection). */
  onStarted: () => void;
}

/**
 * 'Bulk Approve': approves the selected rows, or everything matching the list's filters and search. It first asks
 * the server how many would be approved (only Approval Pending ones) and confirms; the run then goes on in the
 * background and the layout's banner shows its progress and its end.
 */
export function BulkApproveMenu({ selectedIds, matching, onStarted }: BulkApproveMenuProps) {
  const prefix = useRolePrefix();
  const [countOf, counting] = useBulkApproveCountMutation();
  const [approve, approving] = useBulkApproveMutation();
  const [pending, setPending] = useState<{ body: BulkApproveBody; count: number; selected: number } | null>(null);

  const ask = async (body: BulkApproveBody) => {
    try {
      const res = await countOf({ prefix, body }).unwrap();
      setPending({ body, ...res.data });
    } catch {
      // The app's error listener has shown the failure.
    }
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      const res = await approve({ prefix, body: pending.body }).unwrap();
      toastSuccess(res.message ?? 'Bulk approval started');
      setPending(null);
      onStarted();
    } catch {
      // Shown by the app's error listener.
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            leftSection={<IconChecks size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={counting.isLoading}
          >
            Bulk Approve
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item disabled={selectedIds.length === 0} onClick={() => ask({ ids: selectedIds })}>
            Approve selected ({selectedIds.length})
          </Menu.Item>
          <Menu.Item onClick={() => ask(matching)}>Approve all matching</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? approveTitle(pending.count) : ''}
        centered
        transitionProps={{ duration: 300 }}
      >
        {pending && <Text size="sm">{approveExplanation(pending)}</Text>}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setPending(null)} disabled={approving.isLoading}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={approving.isLoading} disabled={!pending || pending.count === 0}>
            Approve
          </Button>
        </Group>
      </Modal>
    </>
  );
}
