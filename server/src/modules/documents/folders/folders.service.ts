import {
  DOCUMENT_ACTIONS,
  DOCUMENT_MESSAGES,
  type DocumentListBody,
  documentActionsOf,
  documentPermission,
  type FilesystemRole,
  type FilesystemRoleInput,
  type Folder,
  type ListQuery,
  OWNER_KINDS,
  type OwnerKind,
  PROVIDER_OWN_ACTIONS,
} from '@portal/contracts';
import { audit } from '../../../platform/audit.ts';
import { type Ctx, userOf } from '../../../platform/context.ts';
import { conflict, fieldError, forbidden, notFound } from '../../../platform/errors.ts';
import { storedZip } from '../../../platform/zip.ts';
import { getRole, updateRole } from '../../roles/index.ts';
import * as files from '../files/index.ts';
import { checkOwner, documentOut, folderOut, notFoundOf, ownerOf, reachFolder, roleSees } from '../reach.ts';
import * as types from '../types/index.ts';
import * as folders from './folders.repo.ts';

/** An owner's folders (one per document category), what each role sees of them, and a folder as a ZIP. */

/** The owner's folders (one per category), made on first sight. */
export async function listFolders(ctx: Ctx, kind: OwnerKind, ownerIdGiven: string | undefined) {
  const ownerId = ownerOf(ctx, kind, ownerIdGiven);
  const name = await folders.ownerName(ctx.db, kind, ownerId);
  if (name === null) throw notFound(notFoundOf(kind));
  await folders.ensureFolders(ctx.db, kind, ownerId);
  const rows = await folders.listFolders(ctx.db, kind, ownerId, null);
  const seen = rows.filter((r) => roleSees(ctx, [r.f.visibleRoleIds]));
  return { ownerId, ownerName: name, folders: seen.map((r) => folderOut(r, name)) };
}

export async function getFolder(ctx: Ctx, kind: OwnerKind, folderId: string) {
  const { ownerName } = await reachFolder(ctx, kind, folderId, 'view');
  const folder = await folders.findFolder(ctx.db, folderId, true);
  if (!folder) throw notFound(DOCUMENT_MESSAGES.folderNotFound);
  const subFolders = await folders.listFolders(ctx.db, kind, folder.f.ownerId, folder.f.id);
  let parent: Folder | null = null;
  if (folder.f.parentId) {
    const p = await folders.findFolder(ctx.db, folder.f.parentId);
    if (p) parent = folderOut(p, ownerName);
  }
  // The types whose documents go in this folder (upload picker).
  const inFolder = (await types.typesOfKind(ctx.db, kind)).filter((t) => t.t.categoryId === folder.f.categoryId);
  const held = await files.typesWithLiveDocuments(
    ctx.db,
    folder.f.id,
    inFolder.filter((t) => !t.t.repeats && !t.t.general).map((t) => t.t.id),
  );
  return {
    folder: folderOut(folder, ownerName),
    parent,
    subFolders: subFolders.filter((s) => roleSees(ctx, [s.f.visibleRoleIds])).map((s) => folderOut(s, ownerName)),
    types: inFolder.map((t) => ({
      _id: t.t.id,
      name: t.t.name,
      fields: t.t.fields,
      repeats: t.t.repeats,
      general: t.t.general,
      taken: held.has(t.t.id),
    })),
  };
}

export async function listDocuments(
  ctx: Ctx,
  kind: OwnerKind,
  folderId: string,
  query: ListQuery,
  body: DocumentListBody,
) {
  const archived = body.filters?.archived === true;
  const { folder } = await reachFolder(ctx, kind, folderId, archived ? 'view-archive' : 'view');
  const { rows, totals } = await files.listDocuments(ctx.db, query, [folder.f.id], body);
  return { data: rows.map(documentOut), ...totals, page: query.page, pageSize: query.pageSize };
}

/** A folder (with its sub-folders) as a ZIP, streamed file by file from storage; audited. */
export async function folderZip(ctx: Ctx, kind: OwnerKind, folderId: string) {
  const { folder, ownerName } = await reachFolder(ctx, kind, folderId, 'download');
  checkOwner(ctx, kind, folder.f.ownerId, 'download', DOCUMENT_MESSAGES.folderNotFound);
  // The folder itself was checked; a sub-folder hidden from the caller's role stays out of the ZIP.
  const ids = (await folders.folderTree(ctx.db, folder.f.id))
    .filter((f) => f.id === folder.f.id || roleSees(ctx, [f.visibleRoleIds]))
    .map((f) => f.id);
  const zip = await storedZip(ctx.storage, files.folderDocuments(ctx.db, ids));
  if (!zip) throw conflict(DOCUMENT_MESSAGES.emptyFolder);
  await audit(ctx.db, ctx, {
    action: 'download-folder',
    entityType: 'document-folder',
    entityId: folder.f.id,
    after: { name: folder.name, ownerId: folder.f.ownerId },
  }).catch((err) => {
    zip.destroy();
    throw err;
  });
  const safeOwner = ownerName.replace(/[^\w.-]+/g, '_') || 'documents';
  return { zip, name: `${safeOwner}-${folder.name.replace(/[^\w.-]+/g, '_')}.zip` };
}

/**
 * `filesystem/roles`: what each role may do with documents (spec section 3's actions), per owner kind: the super
 * admin everything, providers their own provider documents (PROVIDER_OWN_ACTIONS), each staff role what its
 * permissions allow. The server enforces the same on every call (the route guard and checkOwner).
 */
export async function filesystemRoles(ctx: Ctx): Promise<FilesystemRole[]> {
  const rows = await folders.rolesWithPermissions(ctx.db);
  return [
    { _id: 'superAdmin', name: 'Super Admin', provider: [...DOCUMENT_ACTIONS], facility: [...DOCUMENT_ACTIONS] },
    { _id: 'provider', name: 'Provider (own documents)', provider: [...PROVIDER_OWN_ACTIONS], facility: [] },
    ...rows.map((r) => ({
      _id: r.id,
      name: r.name,
      provider: documentActionsOf('provider', r.permissions),
      facility: documentActionsOf('facility', r.permissions),
    })),
  ];
}

/**
 * `visibility`: which staff roles see a folder (null: every role). Needs the kind's edit (rename) permission and a
 * folder the caller sees; audited.
 */
export async function setVisibility(ctx: Ctx, kind: OwnerKind, folderId: string, roleIds: string[] | null) {
  if (userOf(ctx).role === 'provider') throw forbidden();
  const { folder } = await reachFolder(ctx, kind, folderId, 'rename');
  const ids = roleIds === null ? null : [...new Set(roleIds)];
  if (ids && (await folders.countRoles(ctx.db, ids)) !== ids.length)
    throw fieldError('roleIds', DOCUMENT_MESSAGES.unknownRole);
  await ctx.db.transaction(async (tx) => {
    await folders.setFolderVisibility(tx, folder.f.id, ids);
    await audit(tx, ctx, {
      action: 'visibility',
      entityType: 'document-folder',
      entityId: folder.f.id,
      before: { visibleRoleIds: folder.f.visibleRoleIds },
      after: { visibleRoleIds: ids },
    });
  });
  return { roleIds: ids };
}

/**
 * PUT filesystem/roles/{id}: sets a staff role's document actions (per owner kind) through the role itself, so the
 * route guards enforce them on the role's users' next request; the role's other permissions stay.
 */
export async function setFilesystemRole(ctx: Ctx, roleId: string, input: FilesystemRoleInput) {
  const role = await getRole(ctx, roleId);
  const documentValues = new Set(
    OWNER_KINDS.flatMap((kind) => DOCUMENT_ACTIONS.map((action) => documentPermission(kind, action))),
  );
  const permissions = [
    ...role.permissions.map((p) => p.value).filter((v) => !documentValues.has(v)),
    ...OWNER_KINDS.flatMap((kind) => input[kind].map((action) => documentPermission(kind, action))),
  ];
  if (permissions.length === 0) throw fieldError('provider', 'A role needs at least one permission');
  const saved = await updateRole(ctx, roleId, {
    name: role.name,
    description: role.description,
    permissions: [...new Set(permissions)],
    idleTimeoutMinutes: role.idleTimeoutMinutes,
    mfaRequired: role.mfaRequired,
  });
  const values = saved.permissions.map((p) => p.value);
  return {
    _id: saved._id,
    name: saved.name,
    provider: documentActionsOf('provider', values),
    facility: documentActionsOf('facility', values),
  };
}
