import { IconArchive, IconEye, IconPencil, IconRestore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { RowAction } from './RowActions.tsx';

/** A record's screens, as a module's `*_PATHS` give them. */
export interface RecordPaths {
  view: (id: string) => string;
  edit: (id: string) => string;
}

/** The View action alone, opening the row's screen at `to`. */
export const viewAction = (to: string): RowAction => ({ label: 'View', icon: <IconEye size={18} aria-hidden />, to });

/** The View and Edit actions that open a record's screens; `edit` says who may edit it and when. */
export const viewAndEditActions = (
  paths: RecordPaths,
  id: string,
  edit: Pick<RowAction, 'scope' | 'hidden'>,
): RowAction[] => [
  viewAction(paths.view(id)),
  { label: 'Edit', icon: <IconPencil size={18} aria-hidden />, ...edit, to: paths.edit(id) },
];

/**
 * A row's Archive, or Reinstate when the row is archived (green); `confirm` (title and message) asks first, its
 * button worded and coloured as the action.
 */
export const archiveAction = (
  archived: boolean,
  a: Pick<RowAction, 'scope' | 'hidden' | 'onClick'> & {
    color?: string;
    confirm?: { title: string; message: ReactNode };
  },
): RowAction => {
  const label = archived ? 'Reinstate' : 'Archive';
  const color = archived ? 'green' : (a.color ?? 'red');
  return {
    label,
    icon: archived ? <IconRestore size={18} aria-hidden /> : <IconArchive size={18} aria-hidden />,
    color,
    scope: a.scope,
    hidden: a.hidden,
    confirm: a.confirm && { ...a.confirm, confirmLabel: label, color },
    onClick: a.onClick,
  };
};
