import {
  DOCUMENT_MESSAGES,
  type DocumentAction,
  type DocumentRecord,
  documentPermission,
  type Folder,
  type OwnerKind,
  PROVIDER_OWN_ACTIONS,
} from '@portal/contracts';
import { type Ctx, userOf } from '../../platform/context.ts';
import { fieldError, forbidden, notFound } from '../../platform/errors.ts';
import * as files from './files/files.repo.ts';
import * as folders from './folders/folders.repo.ts';

/**
 * Who reaches which folder and document, for every sub-area: staff reach any owner's documents through the route's
 * permission (the action's permission of that kind) and the folder's role lists; a provider reaches only their own
 * (404 for any other) and only the actions PROVIDER_OWN_ACTIONS lists. Guests reach a share (guests/).
 */

/**
 * Folder visibility: a staff user sees a folder when their role is on each of its lists (the folder's own and its
 * parent's; null: every role). The super admin and providers (their own folders) are not limited by it.
 */
export const roleSees = (ctx: Ctx, lists: readonly (readonly string[] | null | undefined)[]) => {
  const user = userOf(ctx);
  if (user.role !== 'iconUser') return true;
  return lists.every((l) => l == null || (user.roleId !== null && l.includes(user.roleId)));
};

/** Whether the caller's role sees the folder (an unknown folder: false). For the sharing module. */
export async function folderVisibleTo(ctx: Ctx, folderId: string): Promise<boolean> {
  const vis = await folders.folderVisibility(ctx.db, folderId);
  return vis !== undefined && roleSees(ctx, [vis.own, vis.parent]);
}

/**
 * The role lists that limit who sees a folder (its own and its parent's; null: every role), and for a general
 * document type the owner's folder it sits in (undefined until the owner's folders exist). For sharing's "people
 * with access".
 */
export async function folderRoleLists(ctx: Ctx, folderId: string) {
  const vis = await folders.folderVisibility(ctx.db, folderId);
  return vis ? [vis.own, vis.parent] : [];
}
export const generalTypeFolder = (ctx: Ctx, kind: OwnerKind, ownerId: string, categoryId: string) =>
  folders.ownerFolderOf(ctx.db, kind, ownerId, categoryId);

export async function checkVisible(ctx: Ctx, folderId: string, missing: string) {
  if (userOf(ctx).role === 'iconUser' && !(await folderVisibleTo(ctx, folderId))) throw notFound(missing);
}

/** Refuses a provider reaching another owner (404, as if it did not exist) or an action providers lack (403). */
export function checkOwner(ctx: Ctx, kind: OwnerKind, ownerId: string, action: DocumentAction, missing: string) {
  const user = userOf(ctx);
  if (user.role === 'iconUser') {
    // The route guard checked the route's own action; calls that take further ones (a download link, the archive)
    // are checked here against the role, read on this request.
    if (!user.permissions.includes(documentPermission(kind, action))) throw forbidden();
    return;
  }
  if (user.role !== 'provider') return;
  if (kind !== 'provider' || ownerId !== user.id) throw notFound(missing);
  if (!PROVIDER_OWN_ACTIONS.includes(action)) throw forbidden();
}

/** The owner a call is about: staff name it; a provider is always themselves. */
export function ownerOf(ctx: Ctx, kind: OwnerKind, ownerId: string | undefined): string {
  const user = userOf(ctx);
  if (user.role === 'provider') {
    if (kind !== 'provider' || (ownerId && ownerId !== user.id)) throw notFound(DOCUMENT_MESSAGES.providerNotFound);
    return user.id;
  }
  if (!ownerId) throw fieldError(kind === 'provider' ? 'providerId' : 'facilityId', 'Choose whose documents');
  return ownerId;
}

export const notFoundOf = (kind: OwnerKind) =>
  kind === 'provider' ? DOCUMENT_MESSAGES.providerNotFound : DOCUMENT_MESSAGES.facilityNotFound;

export const folderOut = (r: folders.FolderListRow, ownerName: string): Folder => ({
  _id: r.f.id,
  name: r.name,
  ownerKind: r.f.ownerKind,
  ownerId: r.f.ownerId,
  ownerName,
  parentId: r.f.parentId,
  categoryId: r.f.categoryId,
  documentCount: Number(r.documentCount),
  subFolderCount: Number(r.subFolderCount),
  visibleRoleIds: r.f.visibleRoleIds,
});

export const documentOut = (r: files.DocumentListRow): DocumentRecord => ({
  _id: r.d.id,
  name: r.d.name,
  folderId: r.d.folderId,
  ownerKind: r.d.ownerKind,
  ownerId: r.d.ownerId,
  typeId: r.d.typeId,
  typeName: r.typeName,
  contentType: r.d.contentType,
  format: r.d.format,
  size: r.d.size,
  values: r.d.values,
  expiresOn: r.d.expiresOn,
  archived: r.d.archivedAt !== null,
  uploadedBy: r.d.uploadedBy,
  createdAt: r.d.createdAt.toISOString(),
  updatedAt: r.d.updatedAt.toISOString(),
});

/** A folder the caller may reach for `action`, with its owner's name. */
export async function reachFolder(ctx: Ctx, kind: OwnerKind, folderId: string, action: DocumentAction) {
  const folder = await folders.findFolder(ctx.db, folderId);
  if (!folder || folder.f.ownerKind !== kind) throw notFound(DOCUMENT_MESSAGES.folderNotFound);
  checkOwner(ctx, kind, folder.f.ownerId, action, DOCUMENT_MESSAGES.folderNotFound);
  await checkVisible(ctx, folder.f.id, DOCUMENT_MESSAGES.folderNotFound);
  const ownerName = (await folders.ownerName(ctx.db, kind, folder.f.ownerId)) ?? '';
  return { folder, ownerName };
}

/** A document the caller may reach for `action` (404 for another provider's). */
export async function reachDocument(ctx: Ctx, kind: OwnerKind, id: string, action: DocumentAction) {
  const row = await files.findDocument(ctx.db, id);
  if (!row || row.d.ownerKind !== kind) throw notFound(DOCUMENT_MESSAGES.notFound);
  checkOwner(ctx, kind, row.d.ownerId, action, DOCUMENT_MESSAGES.notFound);
  await checkVisible(ctx, row.d.folderId, DOCUMENT_MESSAGES.notFound);
  if (row.d.archivedAt && action !== 'reinstate' && action !== 'delete' && action !== 'view-archive') {
    // An archived document is seen through the archive only.
    checkOwner(ctx, kind, row.d.ownerId, 'view-archive', DOCUMENT_MESSAGES.notFound);
  }
  return row;
}
