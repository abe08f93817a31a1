import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DOCUMENT_MESSAGES,
  type DocumentRecord,
  type Folder,
  type GuestFolder,
  type GuestShare,
  type ListQuery,
  previewKind,
  SHARE_CODE_MINUTES,
  SHARE_CODE_TRIES,
  SHARE_MESSAGES,
} from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, appError, badRequest, conflict, notFound, unauthorized } from '../../platform/errors.ts';
import { createGuestSession, type GuestPrincipal, newToken, sha256 } from '../../platform/guests.ts';
import { composeMail } from '../../platform/mail.ts';
import { OFFICE_EXTENSIONS, OfficeUnavailableError, officeToPdf, previewable } from '../../platform/previews.ts';
import { storedZip } from '../../platform/zip.ts';
import { documentRecord, documentsForZip } from '../documents/index.ts';
import { listReference } from '../reference/index.ts';
import * as repo from './sharing.repo.ts';

/**
 * The guest side of sharing (issue 15). A guest proves the link and the address it was sent to with an e-mailed
 * code, then reads only what the share reaches: every query below carries the share's scope (repo.documentScope,
 * repo.reachableFolderIds), anything else answers 404. Every read and download is audited against the share
 * (`document-share`, action guest-*), with the guest's address and IP, and stamps the share's last access.
 */

const ENTITY = 'document-share';
const NIL = '00000000-0000-0000-0000-000000000000';

const codeHash = (challenge: string, code: string) => sha256(`${challenge}:${code}`);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const isLive = (s: repo.ShareRow) => !s.revokedAt && s.expiresAt.getTime() > Date.now();

/** verify-filesystem-access: the link and the address it was sent to; e-mails a 6-digit code (10 minutes). */
export async function verifyAccess(ctx: Ctx, ip: string, input: { token: string; email: string }) {
  const share = await repo.findShareByLink(ctx.db, sha256(input.token));
  if (!share) throw unauthorized(SHARE_MESSAGES.linkInvalid);
  if (!isLive(share)) throw appError('SHARE_EXPIRED', SHARE_MESSAGES.expired);
  if (share.email !== input.email) {
    await audit(ctx.db, ctx, {
      action: 'guest-wrong-email',
      entityType: ENTITY,
      entityId: share.id,
      actorName: `Guest ${input.email}`,
      after: { email: input.email, ip },
    });
    throw unauthorized(SHARE_MESSAGES.wrongEmail);
  }
  const challenge = newToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await repo.insertChallenge(tx, {
      id: uuidv7(),
      shareId: share.id,
      challengeHash: sha256(challenge),
      codeHash: codeHash(challenge, code),
      expiresAt: new Date(Date.now() + SHARE_CODE_MINUTES * 60_000),
    });
    await audit(tx, ctx, {
      action: 'guest-code-sent',
      entityType: ENTITY,
      entityId: share.id,
      actorName: `Guest ${share.email}`,
      after: { email: share.email, ip },
    });
    await ctx.mail.send(
      composeMail(ctx.config, share.email, {
        subject: `Your access code: ${code}`,
        greeting: 'Hello,',
        paragraphs: [
          `Your code to open the documents shared with you is ${code}.`,
          `It is valid for ${SHARE_CODE_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.`,
        ],
      }),
      tx,
    );
  });
  return { challenge, email: share.email, expiresInMinutes: SHARE_CODE_MINUTES };
}

/** Code entry: 5 tries per code; the right code answers a guest token bound to the share and its expiry. */
export async function verifyCode(ctx: Ctx, ip: string, input: { challenge: string; code: string }) {
  const row = await repo.findChallenge(ctx.db, sha256(input.challenge));
  if (!row) throw appError('SHARE_CHALLENGE_INVALID', SHARE_MESSAGES.codeInvalid);
  if (!isLive(row.s)) throw appError('SHARE_EXPIRED', SHARE_MESSAGES.expired);
  const dead = row.c.usedAt !== null || row.c.attempts >= SHARE_CODE_TRIES || row.c.expiresAt.getTime() <= Date.now();
  if (dead) throw appError('SHARE_CHALLENGE_INVALID', SHARE_MESSAGES.codeInvalid);
  const guestCtx = { user: null };
  if (!sameHash(codeHash(input.challenge, input.code), row.c.codeHash)) {
    const tries = await repo.countWrongTry(ctx.db, row.c.id, SHARE_CODE_TRIES);
    await audit(ctx.db, guestCtx, {
      action: 'guest-wrong-code',
      entityType: ENTITY,
      entityId: row.s.id,
      actorName: `Guest ${row.s.email}`,
      after: { email: row.s.email, ip, tries },
    });
    if (tries === null) throw appError('SHARE_CHALLENGE_INVALID', SHARE_MESSAGES.codeInvalid);
    const left = SHARE_CODE_TRIES - tries;
    if (left <= 0) throw appError('SHARE_CHALLENGE_INVALID', SHARE_MESSAGES.codeInvalid);
    throw badRequest(SHARE_MESSAGES.wrongCode(left), [{ field: 'code', message: SHARE_MESSAGES.wrongCode(left) }]);
  }
  const guestToken = await ctx.db.transaction(async (tx) => {
    if (!(await repo.useChallenge(tx, row.c.id, SHARE_CODE_TRIES)))
      throw appError('SHARE_CHALLENGE_INVALID', SHARE_MESSAGES.codeInvalid);
    const token = await createGuestSession(tx, {
      id: uuidv7(),
      shareId: row.s.id,
      email: row.s.email,
      ip,
      expiresAt: row.s.expiresAt,
    });
    await audit(tx, guestCtx, {
      action: 'guest-verified',
      entityType: ENTITY,
      entityId: row.s.id,
      actorName: `Guest ${row.s.email}`,
      after: { email: row.s.email, ip },
    });
    return token;
  });
  return { guestToken, email: row.s.email, expiresAt: row.s.expiresAt.toISOString() };
}

/* ---------------------------------------------------------------- reads within the share */

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
    await repo.touchShare(tx, g.shareId);
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
  rows: repo.GuestFolderRow[],
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
  const subs = await repo.foldersByIds(ctx.db, allowed);
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
  return (await repo.providerContact(ctx.db, g.ownerId))?.name ?? '';
}

/** The share's root: its top folders (or the one shared document), who shared it and until when. */
export async function openShare(ctx: Ctx, g: GuestPrincipal, ip: string): Promise<GuestShare> {
  const share = await repo.findShare(ctx.db, g.shareId);
  if (!share) throw appError('SHARE_EXPIRED', SHARE_MESSAGES.expired);
  const ownerName = await ownerNameOf(ctx, g);
  const { folderIds, where } = await scopeOf(ctx, g);
  const all = await repo.foldersByIds(ctx.db, [...folderIds]);
  const top = all.filter((f) => !f.parentId || !folderIds.has(f.parentId));
  const docs = g.scope === 'document' ? await repo.documentsWhere(ctx.db, where) : [];
  const sharedBy = share.createdBy
    ? ((await repo.userNames(ctx.db, [share.createdBy])).get(share.createdBy) ?? null)
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
  const all = await repo.foldersByIds(ctx.db, [...folderIds]);
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

/** A shared document's bytes: as stored (download), or as the page shows it (preview: the staff conversions). */
export async function documentFile(
  ctx: Ctx,
  g: GuestPrincipal,
  ip: string,
  id: string,
  preview: boolean,
): Promise<{ name: string; contentType: string; size: number; body: Readable | Buffer }> {
  const row = await reachDocument(ctx, g, id);
  const d = row.d;
  await record(ctx, g, ip, preview ? 'preview' : 'download', { documentId: d.id, documentName: d.name });
  if (!preview) {
    const file = await ctx.storage.get(d.storageKey);
    if (!file) throw notFound(SHARE_MESSAGES.noDocument);
    return { name: d.name, contentType: d.contentType, size: file.size, body: file.body };
  }
  if (previewKind(d.format) === 'none') throw new AppError(415, DOCUMENT_MESSAGES.previewUnsupported);
  if (OFFICE_EXTENSIONS.has(d.format)) {
    const cached = d.previewKey ? await ctx.storage.get(d.previewKey) : null;
    if (cached) return { name: `${d.name}.pdf`, contentType: 'application/pdf', size: cached.size, body: cached.body };
    const source = await ctx.storage.get(d.storageKey);
    if (!source) throw notFound(SHARE_MESSAGES.noDocument);
    try {
      const pdf = await officeToPdf(source.body, d.format);
      return { name: `${d.name}.pdf`, contentType: 'application/pdf', size: pdf.length, body: pdf };
    } catch (err) {
      if (err instanceof OfficeUnavailableError) throw new AppError(503, DOCUMENT_MESSAGES.officePreviewUnavailable);
      ctx.log.warn({ err, documentId: id }, 'office preview conversion failed');
      throw new AppError(422, DOCUMENT_MESSAGES.previewFailed);
    }
  }
  const file = await ctx.storage.get(d.storageKey);
  if (!file) throw notFound(SHARE_MESSAGES.noDocument);
  try {
    return { name: d.name, ...(await previewable(d.contentType, file.size, file.body)) };
  } catch (err) {
    ctx.log.warn({ err, documentId: id }, 'image preview conversion failed');
    throw new AppError(422, DOCUMENT_MESSAGES.previewFailed);
  }
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
    const folders = await repo.foldersByIds(ctx.db, [...folderIds]);
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
    const folders = await repo.foldersByIds(ctx.db, [...(await repo.reachableFolderIds(ctx.db, g))]);
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
