import {
  DOCUMENT_MESSAGES,
  type DocumentRecord,
  type Folder,
  type GuestFolder,
  type GuestShare,
  type ListQuery,
  SHARE_MESSAGES,
} from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { appError, conflict, notFound } from '../../../platform/errors.ts';
import { storedZip } from '../../../platform/zip.ts';
import { listReference } from '../../reference/index.ts';
import { documentsForZip, type FileOut, shownFile, storedFile } from '../files/index.ts';
import { type FolderPlaceRow, foldersByIds } from '../folders/index.ts';
import { documentOut as documentRecord } from '../reach.ts';
import * as shares from '../shares/index.ts';
import * as repo from './guests.repo.ts';
import type { GuestPrincipal } from './guests.ts';

/**
 * What a guest reads: only what the share reaches. Every query below carries the share's scope
 * (repo.documentScope, repo.reachableFolderIds), anything else answers 404. Every read and download is audited
 * against the share (`document-share`, action guest-*), with the guest's address and IP, and stamps the share's last
 * access. Files are shown through the same path as staff's (files/content.service.ts).
 */

const ENTITY = 'document-share';
const NIL = '00000000-0000-0000-0000-000000000000';

/** Writes the guest's read or download to the audit trail and stamps the share's last access. */
async function record(
  ctx: Ctx,
  g: GuestPrincipal,
  ip: string,
  action: string,
  what: { documentId?: string; documentName?: string; folderId?: string; folderName?: string; count?: number },
) {
  await ctx.db.transaction(async (tx) => {
    await audit(
      tx,
      { user: null },
      {
        action: `guest-${action}`,
        entityType: ENTITY,
        entityId: g.shareId,
        actorName: `Guest ${g.email}`,
        after: { ...what, email: g.email, ip },
      },
    );
    await shares.touchShare(tx, g.shareId);
  });
}

async function scopeOf(ctx: Ctx, g: GuestPrincipal) {
  const folderIds = await repo.reachableFolderIds(ctx.db, g);
  return { folderIds, where: repo.documentScope(g, folderIds) };
}

/** A document as a guest sees it: who uploaded it stays hidden (guests only reach live documents). */
const documentOut = (r: repo.GuestDocumentRow): DocumentRecord => ({ ...documentRecord(r), uploadedBy: null });

async function foldersOut(
  ctx: Ctx,
  rows: FolderPlaceRow[],
  ownerName: string,
  reachable: Set<string>,
  where: SQL,
): Promise<Folder[]> {
  const counts = await repo.sharedCounts(
    ctx.db,
    where,
    rows.map((r) => r.id),
  );
  const allowed = [...reachable];
  const subs = await foldersByIds(ctx.db, allowed);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    ownerKind: r.ownerKind,
    ownerId: r.ownerId,
    ownerName,
    parentId: reachable.has(r.parentId ?? NIL) ? r.parentId : null,
    categoryId: r.categoryId,
    documentCount: counts.get(r.id) ?? 0,
    subFolderCount: subs.filter((s) => s.parentId === r.id).length,
  }));
}

async function ownerNameOf(ctx: Ctx, g: GuestPrincipal) {
  return (await shares.providerContact(ctx.db, g.ownerId))?.name ?? '';
}

/** The share's root: its top folders (or the one shared document), who shared it and until when. */
export async function openShare(ctx: Ctx, g: GuestPrincipal, ip: string): Promise<GuestShare> {
  const share = await shares.findShare(ctx.db, g.shareId);
  if (!share) throw appError('SHARE_EXPIRED', SHARE_MESSAGES.expired);
  const ownerName = await ownerNameOf(ctx, g);
  const { folderIds, where } = await scopeOf(ctx, g);
  const all = await foldersByIds(ctx.db, [...folderIds]);
  const top = all.filter((f) => !f.parentId || !folderIds.has(f.parentId));
  const docs = g.scope === 'document' ? await repo.documentsWhere(ctx.db, where) : [];
  const sharedBy = share.createdBy
    ? ((await shares.userNames(ctx.db, [share.createdBy])).get(share.createdBy) ?? null)
    : null;
  await record(ctx, g, ip, 'open', {});
  return {
    ownerName,
    email: g.email,
    scope: g.scope,
    message: share.message,
    sharedBy,
    expiresAt: share.expiresAt.toISOString(),
    folders: await foldersOut(ctx, top, ownerName, folderIds, where),
    documents: docs.map(documentOut),
  };
}

/** A folder of the share: its shared sub-folders and its parent when that is shared too. */
export async function openFolder(ctx: Ctx, g: GuestPrincipal, ip: string, id: string): Promise<GuestFolder> {
  const { folderIds, where } = await scopeOf(ctx, g);
  if (!folderIds.has(id)) throw notFound(SHARE_MESSAGES.noFolder);
  const ownerName = await ownerNameOf(ctx, g);
  const all = await foldersByIds(ctx.db, [...folderIds]);
  const folder = all.find((f) => f.id === id);
  if (!folder) throw notFound(SHARE_MESSAGES.noFolder);
  const parent = folder.parentId ? all.find((f) => f.id === folder.parentId) : undefined;
  const subs = all.filter((f) => f.parentId === id);
  const out = await foldersOut(ctx, [folder, ...(parent ? [parent] : []), ...subs], ownerName, folderIds, where);
  await record(ctx, g, ip, 'view-folder', { folderId: id, folderName: folder.name });
  return {
    folder: out[0] as Folder,
    parent: parent ? (out[1] as Folder) : null,
    subFolders: out.slice(parent ? 2 : 1),
  };
}

export async function listDocuments(
  ctx: Ctx,
  g: GuestPrincipal,
  ip: string,
  folderId: string,
  query: ListQuery,
  body: { search?: string | null; sortBy?: string; sortDirection?: 1 | -1 },
) {
  const folderIds = await repo.reachableFolderIds(ctx.db, g);
  if (!folderIds.has(folderId)) throw notFound(SHARE_MESSAGES.noFolder);
  const { rows, totals } = await repo.listSharedDocuments(ctx.db, query, g, folderIds, folderId, body);
  await record(ctx, g, ip, 'list', { folderId, count: rows.length });
  return { data: rows.map(documentOut), ...totals, page: query.page, pageSize: query.pageSize };
}

async function reachDocument(ctx: Ctx, g: GuestPrincipal, id: string) {
  const { where } = await scopeOf(ctx, g);
  const [row] = await repo.documentsWhere(ctx.db, repo.withDocuments(where, [id]));
  if (!row) throw notFound(SHARE_MESSAGES.noDocument);
  return row;
}

/**
 * A shared document's bytes: as stored (download), or as the page shows it (preview), through the same path as
 * staff's, so an office file converted for anyone is converted once.
 */
export async function documentFile(
  ctx: Ctx,
  g: GuestPrincipal,
  ip: string,
  id: string,
  preview: boolean,
): Promise<FileOut> {
  const { d } = await reachDocument(ctx, g, id);
  await record(ctx, g, ip, preview ? 'preview' : 'download', { documentId: d.id, documentName: d.name });
  return preview
    ? shownFile(ctx, d, SHARE_MESSAGES.noDocument, `guest:${g.shareId}`)
    : storedFile(ctx, d, SHARE_MESSAGES.noDocument);
}

/** A ZIP of shared documents (chosen ones, or chosen folders with their shared sub-folders), streamed. */
export async function zipOf(
  ctx: Ctx,
  g: GuestPrincipal,
  ip: string,
  pick: { folderIds?: string[]; documentIds?: string[] },
) {
  const { folderIds, where } = await scopeOf(ctx, g);
  let chosen: SQL;
  let label: string;
  if (pick.folderIds) {
    for (const f of pick.folderIds) if (!folderIds.has(f)) throw notFound(SHARE_MESSAGES.noFolder);
    const folders = await foldersByIds(ctx.db, [...folderIds]);
    // A chosen folder with its sub-folders (only those the share reaches).
    const tree = folders.filter((f) => pick.folderIds?.includes(f.id) || pick.folderIds?.includes(f.parentId ?? NIL));
    chosen = repo.withFolders(
      where,
      tree.map((f) => f.id),
    );
    label =
      pick.folderIds.length === 1
        ? (folders.find((f) => f.id === pick.folderIds?.[0])?.name ?? 'documents')
        : 'documents';
  } else {
    const ids = [...new Set(pick.documentIds ?? [])];
    chosen = repo.withDocuments(where, ids);
    const found = await repo.documentsWhere(ctx.db, chosen);
    if (found.length !== ids.length) throw notFound(SHARE_MESSAGES.noDocument);
    label = 'documents';
  }
  const zip = await storedZip(ctx.storage, documentsForZip(ctx.db, chosen));
  if (!zip) throw conflict(DOCUMENT_MESSAGES.emptyFolder);
  await record(ctx, g, ip, pick.folderIds ? 'download-folders' : 'download-documents', {
    folderId: pick.folderIds?.join(','),
    folderName: label,
  }).catch((err) => {
    zip.destroy();
    throw err;
  });
  const owner = (await ownerNameOf(ctx, g)).replace(/[^\w.-]+/g, '_') || 'documents';
  return { zip, name: `${owner}-${label.replace(/[^\w.-]+/g, '_')}.zip` };
}

/** general-document/list: the latest answers of the shared general documents (forms). */
export async function generalDocuments(ctx: Ctx, g: GuestPrincipal, ip: string) {
  let categories: string[] | null = null;
  if (g.scope === 'document') categories = [];
  else if (g.scope === 'folder') {
    const folders = await foldersByIds(ctx.db, [...(await repo.reachableFolderIds(ctx.db, g))]);
    categories = folders.map((f) => f.categoryId);
  }
  const rows = await repo.latestGeneralAnswers(ctx.db, g, categories);
  await record(ctx, g, ip, 'list-general', { count: rows.length });
  return rows.map((r) => ({
    typeId: r.a.typeId,
    typeName: r.typeName,
    fields: r.fields.filter((f) => f.type !== 'file').map((f) => ({ key: f.key, label: f.label })),
    version: r.a.version,
    values: r.a.values,
    expiresOn: r.a.expiresOn,
    createdAt: r.a.createdAt.toISOString(),
  }));
}

/** The pick-lists a shared form's answers name (schools, insurance providers, the provider's facilities). */
export const references = {
  schools: (ctx: Ctx) => listReference(ctx.db, 'school'),
  insuranceProviders: (ctx: Ctx) => listReference(ctx.db, 'insurance-provider'),
  facilities: (ctx: Ctx, g: GuestPrincipal) => repo.ownerFacilities(ctx.db, g.ownerId),
};
