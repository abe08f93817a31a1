import { IconEye, IconPencil } from '@tabler/icons-react';
import type { RowAction } from './RowActions.tsx';

/** A record's screens, as a module's `*_PATHS` give them. */
export interface RecordPaths {
  view: (id: string) => string;
  edit: (id: string) => string;
}

/** The View and Edit actions that open a record's screens; `edit` says who may edit it and when. */
export const viewAndEditActions = (
  paths: RecordPaths,
  id: string,
  edit: Pick<RowAction, 'scope' | 'hidden'>,
): RowAction[] => [
  { label: 'View', icon: <IconEye size={18} aria-hidden />, to: paths.view(id) },
  { label: 'Edit', icon: <IconPencil size={18} aria-hidden />, ...edit, to: paths.edit(id) },
];
