import { z } from 'zod';
import {
  DOCUMENT_ACTIONS,
  type DocumentAction,
  documentPermission,
  documentTypeSchema,
  folderSchema,
  type OwnerKind,
} from './documents.ts';

/** Folders as the pages list them, and which staff roles may take which document actions. */

/** `filesystem/roles`: per role, the document actions it may take on each owner kind's documents. */
export const filesystemRoleSchema = z.object({
  /** A staff role's id; 'superAdmin' and 'provider' for the two built-in roles. */
  _id: z.string(),
  name: z.string(),
  provider: z.array(z.enum(DOCUMENT_ACTIONS)),
  facility: z.array(z.enum(DOCUMENT_ACTIONS)),
});
export type FilesystemRole = z.infer<typeof filesystemRoleSchema>;

/** PUT filesystem/roles/{roleId}: the staff role's document actions per owner kind (its other permissions stay). */
export const filesystemRoleInputSchema = z.object({
  provider: z.array(z.enum(DOCUMENT_ACTIONS)),
  facility: z.array(z.enum(DOCUMENT_ACTIONS)),
});
export type FilesystemRoleInput = z.infer<typeof filesystemRoleInputSchema>;

/** The document actions a set of permission values allows on an owner kind's documents. */
export const documentActionsOf = (kind: OwnerKind, permissions: readonly string[]): DocumentAction[] =>
  DOCUMENT_ACTIONS.filter((a) => permissions.includes(documentPermission(kind, a)));

export const folderListSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  folders: z.array(folderSchema),
});
export type FolderList = z.infer<typeof folderListSchema>;

/** A folder where it stands: its parent (breadcrumbs; null at the top) and its sub-folders. */
export const folderPlaceSchema = z.object({
  folder: folderSchema,
  parent: folderSchema.nullable(),
  subFolders: z.array(folderSchema),
});

/** A folder with its sub-folders and the document types it holds. */
export const folderDetailSchema = folderPlaceSchema.extend({
  types: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      fields: documentTypeSchema.shape.fields,
      repeats: z.boolean(),
      general: z.boolean(),
      /** A type that does not repeat and already has a live document here: not offered for upload. */
      taken: z.boolean(),
    }),
  ),
});
export type FolderDetail = z.infer<typeof folderDetailSchema>;
