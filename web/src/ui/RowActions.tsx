import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { hasScope } from '@portal/contracts';
import { IconCircleCheck, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../lib/hooks.ts';
import { confirmDestructive } from './ConfirmDialog.tsx';
import type { DataTableColumn } from './DataTable.tsx';

/** One action of a table row. */
export interface RowAction {
  /** 'View', 'Edit', 'Approve'...: the tooltip, and with the row's name the accessible name ('Edit Mercy General'). */
  label: string;
  icon: ReactNode;
  /** The permissions that allow it (any one suffices; super admins always pass); none = everyone who sees the row. */
  scope?: string[];
  /** The row's state rules it out (e.g. Approve on an approved sheet). */
  hidden?: boolean;
  disabled?: boolean;
  loading?: boolean;
  color?: string;
  /** A screen to open... */
  to?: string;
  /** ...or something to do (after the confirmation, when there is one). */
  onClick?: () => unknown;
  /** Destructive actions ask first. */
  confirm?: { title: string; message: ReactNode; confirmLabel: string; color?: string };
}

/** A row's Delete: the red trash icon, asking first (`title`, `message`); `onConfirm` deletes. */
export const deleteAction = (a: {
  title: string;
  message: ReactNode;
  onConfirm: () => unknown;
  scope?: string[];
  hidden?: boolean;
}): RowAction => ({
  label: 'Delete',
  icon: <IconTrash size={18} aria-hidden />,
  color: 'red',
  scope: a.scope,
  hidden: a.hidden,
  confirm: { title: a.title, message: a.message, confirmLabel: 'Delete' },
  onClick: a.onConfirm,
});

/** A row's Approve: the green check, asking first (`title`, `message`); `onConfirm` approves. */
export const approveAction = (a: {
  title: string;
  message: ReactNode;
  onConfirm: () => unknown;
  scope?: string[];
  hidden?: boolean;
  loading?: boolean;
}): RowAction => ({
  label: 'Approve',
  icon: <IconCircleCheck size={18} aria-hidden />,
  color: 'green',
  scope: a.scope,
  hidden: a.hidden,
  loading: a.loading,
  confirm: { title: a.title, message: a.message, confirmLabel: 'Approve', color: 'green' },
  onClick: a.onConfirm,
});

/** A permission check for any list of permissions, for places that weigh several (useScope takes one list). */
export const useAllowed = (): ((scope?: string[]) => boolean) => {
  const role = useAppSelector((s) => s.auth.user?.role);
  const scopes = useAppSelector((s) => s.permissions.SCOPES);
  return (scope) => role === 'superAdmin' || hasScope(scopes, scope);
};

/** The actions a row offers, after its state and the user's permissions. */
export const visibleActions = (actions: RowAction[], allowed: (scope?: string[]) => boolean): RowAction[] =>
  actions.filter((a) => !a.hidden && allowed(a.scope));

export interface RowActionsProps {
  /** What the row is, for screen readers: 'Mercy General', 'time sheet of Ann Lee'. */
  name: string;
  actions: RowAction[];
}

/**
 * The actions column of every table: an icon button per action the user may take on this row, each with a
 * tooltip; destructive ones confirm first. Actions the row's state or the user's permissions rule out are absent.
 */
export function RowActions({ name, actions }: RowActionsProps) {
  const allowed = useAllowed();
  const navigate = useNavigate();
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      {visibleActions(actions, allowed).map((a) => {
        const common = {
          variant: 'subtle',
          color: a.color,
          disabled: a.disabled,
          loading: a.loading,
          'aria-label': `${a.label} ${name}`,
        } as const;
        const run = () => {
          if (a.to) {
            navigate(a.to);
            return;
          }
          if (!a.onClick) return;
          if (a.confirm) {
            confirmDestructive({
              title: a.confirm.title,
              message: a.confirm.message,
              confirmLabel: a.confirm.confirmLabel,
              confirmColor: a.confirm.color ?? 'red',
              onConfirm: a.onClick,
            });
          } else {
            const result = a.onClick();
            if (result instanceof Promise) result.catch(() => undefined); // API errors are toasted by the app
          }
        };
        return (
          <Tooltip key={a.label} label={a.label} withinPortal>
            <ActionIcon onClick={run} {...common}>
              {a.icon}
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}

/**
 * The Actions column of a table: `of` names each row (for screen readers) and lists its actions, as RowActions
 * shows them.
 */
export const actionsColumn = <T,>(of: (row: T) => RowActionsProps): DataTableColumn<T> => ({
  accessor: 'actions',
  title: 'Actions',
  textAlign: 'right',
  render: (row) => <RowActions {...of(row)} />,
});
