import { ActionIcon, Button, Tooltip } from '@mantine/core';
import type { OwnerKind } from '@portal/contracts';
import { IconShare, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { RowAction } from '../../../ui/RowActions.tsx';
import { PeopleWithAccessModal } from './PeopleWithAccessModal.tsx';
import { ShareModal, type ShareTarget } from './ShareModal.tsx';

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
