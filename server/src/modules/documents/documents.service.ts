import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  type Completeness,
  checkFieldValues,
  DOCUMENT_ACTIONS,
  DOCUMENT_MESSAGES,
  type DocumentAction,
  type DocumentField,
  type DocumentListBody,
  type DocumentProviderListBody,
  type DocumentRecord,
  documentActionsOf,
  documentPermission,
  documentUploadFieldsSchema,
  expiryOf,
  type FilesystemRole,
  type FilesystemRoleInput,
  type Folder,
  type ListQuery,
  OWNER_KINDS,
  type OwnerKind,
  PROVIDER_OWN_ACTIONS,
  previewKind,
  type RenameDocument,
  type Requirement,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { audit } from '../../platform/audit.ts';
import { type Ctx, userOf } from '../../platform/context.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';
import { OFFICE_EXTENSIONS, OfficeUnavailableError, officeToPdf, previewable } from '../../platform/previews.ts';
import type { StreamedUpload } from '../../platform/uploads.ts';
import { storedZip } from '../../platform/zip.ts';
import { attachUploads } from '../files/index.ts';
import { getRole, updateRole } from '../roles/index.ts';
import * as repo from './documents.repo.ts';

/**
 * Provider and facility documents: one service for both owner kinds. Staff reach any owner's documents through
 * the route's permission (the action's permission of that kind); a provider reaches only their own (404 for any
 * other) and only the actions PROVIDER_OWN_ACTIONS lists. Every call is audited, reads included.
 */

const ENTITY = 'document';

/**
 * Folder visibility: a staff user sees a folder when their role is on each of its lists (the folder's own and its
 * parent's; null: every role). The super admin and providers (their own folders) are not limited by it.
 */
const roleSees = (ctx: Ctx, lists: readonly (readonly string[] | null | undefined)[]) => {
  const user = userOf(ctx);
  if (user.role !== 'iconUser') return true;
  return lists.every((l) => l == null || (user.roleId !== null && l.includes(user.roleId)));
};

/** Whether the caller's role sees the folder (an unknown folder: false). For the sharing module. */
export async function folderVisibleTo(ctx: Ctx, folderId: string): Promise<boolean> {
  const vis = await repo.folderVisibility(ctx.db, folderId);
  return vis !== undefined && roleSees(ctx, [vis.own, vis.parent]);
}

/**
 * The role lists that limit who sees a folder (its own and its parent's; null: every role), and for a general
 * document type the owner's folder it sits in (undefined until the owner's folders exist). For sharing's "people
 * with access".
 */
export async function folderRoleLists(ctx: Ctx, folderId: string) {
  const vis = await repo.folderVisibility(ctx.db, folderId);
  return vis ? [vis.own, vis.parent] : [];
}
export const generalTypeFolder = (ctx: Ctx, kind: OwnerKind, ownerId: string, categoryId: string) =>
  repo.ownerFolderOf(ctx.db, kind, ownerId, categoryId);

async function checkVisible(ctx: Ctx, folderId: string, missing: string) {
  if (userOf(ctx).role === 'iconUser' && !(await folderVisibleTo(ctx, folderId))) throw notFound(missing);
}

/** Refuses a provider reaching another owner (404, as if it did not exist) or an action providers lack (403). */
function checkOwner(ctx: Ctx, kind: OwnerKind, ownerId: string, action: DocumentAction, missing: string) {
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

const notFoundOf = (kind: OwnerKind) =>
  kind === 'provider' ? DOCUMENT_MESSAGES.providerNotFound : DOCUMENT_MESSAGES.facilityNotFound;

const folderOut = (r: repo.FolderListRow, ownerName: string): Folder => ({
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

export const documentOut = (r: repo.DocumentListRow): DocumentRecord => ({
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

/** The owner's folders (one per category), made on first sight. */
export async function listFolders(ctx: Ctx, kind: OwnerKind, ownerIdGiven: string | undefined) {
  const ownerId = ownerOf(ctx, kind, ownerIdGiven);
  const name = await repo.ownerName(ctx.db, kind, ownerId);
  if (name === null) throw notFound(notFoundOf(kind));
  await repo.ensureFolders(ctx.db, kind, ownerId);
  const rows = await repo.listFolders(ctx.db, kind, ownerId, null);
  const seen = rows.filter((r) => roleSees(ctx, [r.f.visibleRoleIds]));
  return { ownerId, ownerName: name, folders: seen.map((r) => folderOut(r, name)) };
}

/** A folder the caller may reach for `action`, with its owner's name. */
async function reachFolder(ctx: Ctx, kind: OwnerKind, folderId: string, action: DocumentAction) {
  const folder = await repo.findFolder(ctx.db, folderId);
  if (!folder || folder.f.ownerKind !== kind) throw notFound(DOCUMENT_MESSAGES.folderNotFound);
  checkOwner(ctx, kind, folder.f.ownerId, action, DOCUMENT_MESSAGES.folderNotFound);
  await checkVisible(ctx, folder.f.id, DOCUMENT_MESSAGES.folderNotFound);
  const ownerName = (await repo.ownerName(ctx.db, kind, folder.f.ownerId)) ?? '';
  return { folder, ownerName };
}

export async function getFolder(ctx: Ctx, kind: OwnerKind, folderId: string) {
  const { ownerName } = await reachFolder(ctx, kind, folderId, 'view');
  const folder = await repo.findFolder(ctx.db, folderId, true);
  if (!folder) throw notFound(DOCUMENT_MESSAGES.folderNotFound);
  const subFolders = await repo.listFolders(ctx.db, kind, folder.f.ownerId, folder.f.id);
  let parent: Folder | null = null;
  if (folder.f.parentId) {
    const p = await repo.findFolder(ctx.db, folder.f.parentId);
    if (p) parent = folderOut(p, ownerName);
  }
  // The types whose documents go in this folder (upload picker).
  const types = (await repo.typesOfKind(ctx.db, kind)).filter((t) => t.t.categoryId === folder.f.categoryId);
  return {
    folder: folderOut(folder, ownerName),
    parent,
    subFolders: subFolders.filter((s) => roleSees(ctx, [s.f.visibleRoleIds])).map((s) => folderOut(s, ownerName)),
    types: types.map((t) => ({
      _id: t.t.id,
      name: t.t.name,
      fields: t.t.fields,
      repeats: t.t.repeats,
      general: t.t.general,
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
  const { rows, totals } = await repo.listDocuments(ctx.db, query, [folder.f.id], body);
  return { data: rows.map(documentOut), ...totals, page: query.page, pageSize: query.pageSize };
}

/** A document the caller may reach for `action` (404 for another provider's). */
async function reachDocument(ctx: Ctx, kind: OwnerKind, id: string, action: DocumentAction) {
  const row = await repo.findDocument(ctx.db, id);
  if (!row || row.d.ownerKind !== kind) throw notFound(DOCUMENT_MESSAGES.notFound);
  checkOwner(ctx, kind, row.d.ownerId, action, DOCUMENT_MESSAGES.notFound);
  await checkVisible(ctx, row.d.folderId, DOCUMENT_MESSAGES.notFound);
  if (row.d.archivedAt && action !== 'reinstate' && action !== 'delete' && action !== 'view-archive') {
    // An archived document is seen through the archive only.
    checkOwner(ctx, kind, row.d.ownerId, 'view-archive', DOCUMENT_MESSAGES.notFound);
  }
  return row;
}

export async function getDocument(ctx: Ctx, kind: OwnerKind, id: string) {
  return documentOut(await reachDocument(ctx, kind, id, 'view'));
}

function parseValues(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {}
  throw fieldError('values', 'The field answers are not valid');
}

/** Only the type's own fields are kept, trimmed. */
const keptValues = (fields: readonly DocumentField[], values: Record<string, unknown>) =>
  Object.fromEntries(
    fields
      .filter((f) => f.type !== 'file' && values[f.key] !== undefined && values[f.key] !== null && values[f.key] !== '')
      .map((f) => {
        const v = values[f.key];
        return [f.key, typeof v === 'string' ? v.trim() : v];
      }),
  );

/** Checks the type belongs in the folder (spec: 'Provided doctype is not correctly provider'). */
async function typeForFolder(ctx: Ctx, kind: OwnerKind, folderCategoryId: string, typeId: string, field: string) {
  const type = await repo.findType(ctx.db, typeId);
  if (!type || type.t.ownerKind !== kind || type.t.categoryId !== folderCategoryId)
    throw fieldError(field, DOCUMENT_MESSAGES.wrongType);
  return type;
}

/** An upload streamed to a temporary file (platform/uploads.ts) stored as a document of `fields.typeId`. */
export async function uploadDocument(
  ctx: Ctx,
  kind: OwnerKind,
  file: StreamedUpload<{ ext: string; mime: string }>,
): Promise<DocumentRecord> {
  try {
    const parsed = documentUploadFieldsSchema.safeParse(file.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw fieldError(String(issue?.path[0] ?? 'folderId'), issue?.message ?? 'Choose a folder');
    }
    const input = parsed.data;
    const { folder } = await reachFolder(ctx, kind, input.folderId, 'add');
    const type = await typeForFolder(ctx, kind, folder.f.categoryId, input.typeId, 'typeId');
    const fields = type.t.fields as DocumentField[];
    const values = parseValues(input.values);
    const errors = checkFieldValues(fields, values, { skipFiles: true });
    const [firstKey, firstMessage] = Object.entries(errors)[0] ?? [];
    if (firstKey && firstMessage) throw fieldError(`values.${firstKey}`, firstMessage);
    if (!type.t.repeats && (await repo.hasLiveDocumentOfType(ctx.db, folder.f.id, type.t.id)))
      throw conflict(DOCUMENT_MESSAGES.notRepeatable);
    const baseName = (input.name?.trim() || file.filename || `${type.t.name}.${file.kind.ext}`).slice(0, 200);
    const name = sanitiseName(baseName, file.kind.ext);
    const key = await ctx.storage.put('documents', file.kind.ext, createReadStream(file.path), {
      size: file.size,
      contentType: file.kind.mime,
    });
    const kept = keptValues(fields, values);
    const id = uuidv7();
    try {
      await ctx.db.transaction(async (tx) => {
        await repo.insertDocument(tx, {
          id,
          ownerKind: kind,
          ownerId: folder.f.ownerId,
          folderId: folder.f.id,
          typeId: type.t.id,
          name,
          storageKey: key,
          contentType: file.kind.mime,
          format: file.kind.ext,
          size: file.size,
          values: kept,
          expiresOn: expiryOf(fields, kept),
          uploadedBy: userOf(ctx).id,
        });
        await audit(tx, ctx, {
          action: 'upload',
          entityType: ENTITY,
          entityId: id,
          after: { name, ownerKind: kind, ownerId: folder.f.ownerId, typeId: type.t.id, size: file.size },
        });
      });
    } catch (err) {
      await ctx.storage.remove(key);
      throw err;
    }
    return getDocument(ctx, kind, id);
  } finally {
    await file.discard();
  }
}

/** A file name safe for storage listings and Content-Disposition: no path, controls or quotes; keeps the ending. */
export function sanitiseName(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
    .replace(/[\u0000-\u001f\u007f"<>|:*?]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const withoutDots = base.replace(/^\.+/, '') || 'document';
  return new RegExp(`\\.${ext}$`, 'i').test(withoutDots) ? withoutDots : `${withoutDots}.${ext}`;
}

async function mutate(
  ctx: Ctx,
  kind: OwnerKind,
  id: string,
  action: DocumentAction,
  change: (row: repo.DocumentRow) => Promise<Partial<repo.DocumentRow> | 'delete'>,
) {
  await reachDocument(ctx, kind, id, action);
  let removedKeys: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockDocument(tx, id);
    if (!before) throw notFound(DOCUMENT_MESSAGES.notFound);
    const set = await change(before);
    if (set === 'delete') {
      await repo.deleteDocument(tx, id);
      removedKeys = [before.storageKey, ...(before.previewKey ? [before.previewKey] : [])];
      await audit(tx, ctx, {
        action,
        entityType: ENTITY,
        entityId: id,
        before: { name: before.name, ownerId: before.ownerId, typeId: before.typeId },
      });
      return;
    }
    await repo.updateDocument(tx, id, { ...set, updatedAt: new Date() });
    const keys = Object.keys(set) as (keyof repo.DocumentRow)[];
    await audit(tx, ctx, {
      action,
      entityType: ENTITY,
      entityId: id,
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: set,
    });
  });
  for (const key of removedKeys) await ctx.storage.remove(key).catch(() => undefined);
}

export async function renameDocument(ctx: Ctx, kind: OwnerKind, id: string, input: RenameDocument) {
  // The new type is checked before the transaction (on PGlite a query outside it would wait for it).
  let newType: Awaited<ReturnType<typeof typeForFolder>> | null = null;
  if (input.typeId) {
    const current = await reachDocument(ctx, kind, id, 'rename');
    if (input.typeId !== current.d.typeId) {
      const folder = await repo.findFolder(ctx.db, current.d.folderId);
      if (!folder) throw notFound(DOCUMENT_MESSAGES.folderNotFound);
      newType = await typeForFolder(ctx, kind, folder.f.categoryId, input.typeId, 'typeId');
    }
  }
  await mutate(ctx, kind, id, 'rename', async (row) => {
    if (row.archivedAt) throw conflict(DOCUMENT_MESSAGES.archivedLocked);
    const set: Partial<repo.DocumentRow> = { name: sanitiseName(input.name, row.format) };
    if (newType) {
      set.typeId = newType.t.id;
      set.expiresOn = expiryOf(newType.t.fields as DocumentField[], row.values);
    }
    return set;
  });
  return getDocument(ctx, kind, id);
}

export async function archiveDocument(ctx: Ctx, kind: OwnerKind, id: string) {
  await mutate(ctx, kind, id, 'archive', async (row) => {
    if (row.archivedAt) throw conflict('This document is already archived');
    return { archivedAt: new Date() };
  });
}

export async function reinstateDocument(ctx: Ctx, kind: OwnerKind, id: string) {
  await mutate(ctx, kind, id, 'reinstate', async (row) => {
    if (!row.archivedAt) throw conflict('This document is not archived');
    return { archivedAt: null };
  });
}

export async function deleteDocument(ctx: Ctx, kind: OwnerKind, id: string) {
  await mutate(ctx, kind, id, 'delete', async () => 'delete');
}

/** A signed link to the file (the spec's download call); audited. `preview` links may be shown in the page. */
export async function downloadLink(ctx: Ctx, kind: OwnerKind, id: string, preview: boolean) {
  const row = await reachDocument(ctx, kind, id, preview ? 'view' : 'download');
  if (!preview) checkOwner(ctx, kind, row.d.ownerId, 'download', DOCUMENT_MESSAGES.notFound);
  await audit(ctx.db, ctx, { action: preview ? 'preview-link' : 'download', entityType: ENTITY, entityId: id });
  const url = ctx.storage.signedUrl(row.d.storageKey, 300);
  const disposition = preview && previewKind(row.d.format) === 'direct' ? 'inline' : 'attachment';
  return `${url}&name=${encodeURIComponent(row.d.name)}&disposition=${disposition}`;
}

/**
 * The file as the page can show it (spec section 5): PDF and images as they are, HEIC/HEIF as JPEG, office files as
 * the PDF LibreOffice makes of them (cached in storage, `preview_key`). Other types: 415 'File format not supported
 * for preview'; LibreOffice missing: 503 saying office previews are unavailable; a failed conversion: 422 'Something
 * went wrong while previewing the file'.
 */
export async function previewFile(
  ctx: Ctx,
  kind: OwnerKind,
  id: string,
): Promise<{ name: string; contentType: string; size: number; body: Readable | Buffer }> {
  const row = await reachDocument(ctx, kind, id, 'download');
  await audit(ctx.db, ctx, { action: 'preview', entityType: ENTITY, entityId: id });
  const d = row.d;
  if (previewKind(d.format) === 'none') throw new AppError(415, DOCUMENT_MESSAGES.previewUnsupported);
  if (OFFICE_EXTENSIONS.has(d.format)) {
    if (d.previewKey) {
      const cached = await ctx.storage.get(d.previewKey);
      if (cached)
        return { name: `${d.name}.pdf`, contentType: 'application/pdf', size: cached.size, body: cached.body };
    }
    const source = await ctx.storage.get(d.storageKey);
    if (!source) throw notFound(DOCUMENT_MESSAGES.notFound);
    let pdf: Buffer;
    try {
      pdf = await officeToPdf(source.body, d.format);
    } catch (err) {
      if (err instanceof OfficeUnavailableError) throw new AppError(503, DOCUMENT_MESSAGES.officePreviewUnavailable);
      ctx.log.warn({ err, documentId: id }, 'office preview conversion failed');
      throw new AppError(422, DOCUMENT_MESSAGES.previewFailed);
    }
    const key = await ctx.storage.put('previews', 'pdf', pdf, { contentType: 'application/pdf' });
    await repo.updateDocument(ctx.db, id, { previewKey: key });
    if (d.previewKey) await ctx.storage.remove(d.previewKey).catch(() => undefined);
    return { name: `${d.name}.pdf`, contentType: 'application/pdf', size: pdf.length, body: pdf };
  }
  const file = await ctx.storage.get(d.storageKey);
  if (!file) throw notFound(DOCUMENT_MESSAGES.notFound);
  try {
    const shown = await previewable(d.contentType, file.size, file.body);
    return { name: d.name, ...shown };
  } catch (err) {
    ctx.log.warn({ err, documentId: id }, 'image preview conversion failed');
    throw new AppError(422, DOCUMENT_MESSAGES.previewFailed);
  }
}

/** A folder (with its sub-folders) as a ZIP, streamed file by file from storage; audited. */
export async function folderZip(ctx: Ctx, kind: OwnerKind, folderId: string) {
  const { folder, ownerName } = await reachFolder(ctx, kind, folderId, 'download');
  checkOwner(ctx, kind, folder.f.ownerId, 'download', DOCUMENT_MESSAGES.folderNotFound);
  // The folder itself was checked; a sub-folder hidden from the caller's role stays out of the ZIP.
  const ids = (await repo.folderTree(ctx.db, folder.f.id))
    .filter((f) => f.id === folder.f.id || roleSees(ctx, [f.visibleRoleIds]))
    .map((f) => f.id);
  const zip = await storedZip(ctx.storage, repo.folderDocuments(ctx.db, ids));
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

/* ---------------------------------------------------------------- requirements and completeness */

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

interface OwnerFacts {
  id: string;
  specialty: string | null;
  organisation: string | null;
}

const appliesTo = (t: { requiredFor: repo.TypeRow['requiredFor'] }, o: OwnerFacts) =>
  t.requiredFor.everyone ||
  (o.specialty !== null && t.requiredFor.specialties.includes(o.specialty)) ||
  (o.organisation !== null && t.requiredFor.organisations.includes(o.organisation)) ||
  t.requiredFor.facilityIds.includes(o.id);

async function requirementsOf(ctx: Ctx, kind: OwnerKind, owners: OwnerFacts[]) {
  const types = await repo.requiredTypes(ctx.db, kind);
  const held = await repo.heldTypes(
    ctx.db,
    kind,
    owners.map((o) => o.id),
    types.map((t) => t.id),
  );
  const answered = await repo.heldAnswers(
    ctx.db,
    kind,
    owners.map((o) => o.id),
    types.map((t) => t.id),
  );
  // A general document (form) counts as held once answered.
  const heldBy = new Map([...answered, ...held].map((h) => [`${h.ownerId}:${h.typeId}`, h.expiresOn]));
  const now = today();
  return new Map(
    owners.map((o) => [
      o.id,
      types
        .filter((t) => appliesTo(t, o))
        .map((t): Requirement => {
          const expiry = heldBy.get(`${o.id}:${t.id}`);
          const expiresOn = expiry && expiry !== 'infinity' ? expiry : null;
          const daysLeft = expiresOn ? daysBetween(now, expiresOn) : null;
          const status =
            expiry === undefined
              ? 'missing'
              : daysLeft === null
                ? 'present'
                : daysLeft < 0
                  ? 'expired'
                  : daysLeft <= 90
                    ? 'expiring'
                    : 'present';
          return { typeId: t.id, typeName: t.name, folderName: t.folderName, status, expiresOn, daysLeft };
        }),
    ]),
  );
}

const completeness = (reqs: Requirement[]): Completeness => ({
  required: reqs.length,
  present: reqs.filter((r) => r.status !== 'missing').length,
  missing: reqs.filter((r) => r.status === 'missing').length,
  expired: reqs.filter((r) => r.status === 'expired').length,
  expiring30: reqs.filter((r) => r.daysLeft !== null && r.daysLeft >= 0 && r.daysLeft <= 30).length,
  expiring60: reqs.filter((r) => r.daysLeft !== null && r.daysLeft >= 0 && r.daysLeft <= 60).length,
  expiring90: reqs.filter((r) => r.daysLeft !== null && r.daysLeft >= 0 && r.daysLeft <= 90).length,
});

/** What an owner is required to hold and its state (spec "requirements"). */
export async function requirements(ctx: Ctx, kind: OwnerKind, ownerIdGiven: string | undefined) {
  const ownerId = ownerOf(ctx, kind, ownerIdGiven);
  let facts: OwnerFacts;
  if (kind === 'provider') {
    const [p] = await repo.providerFacts(ctx.db, [ownerId]);
    if (!p) throw notFound(DOCUMENT_MESSAGES.providerNotFound);
    facts = { id: p.id, specialty: p.specialty, organisation: p.organisation };
  } else {
    if ((await repo.ownerName(ctx.db, kind, ownerId)) === null) throw notFound(DOCUMENT_MESSAGES.facilityNotFound);
    facts = { id: ownerId, specialty: null, organisation: null };
  }
  const reqs = (await requirementsOf(ctx, kind, [facts])).get(ownerId) ?? [];
  return { requirements: reqs, completeness: completeness(reqs) };
}

/** /document-providers-listing: every provider with the completeness of their required documents. */
export async function listDocumentProviders(ctx: Ctx, query: ListQuery, body: DocumentProviderListBody) {
  const { rows, totals } = await repo.listDocumentProviders(ctx.db, query, body);
  const reqs = await requirementsOf(
    ctx,
    'provider',
    rows.map((r) => ({ id: r.id, specialty: r.specialty, organisation: r.organisation })),
  );
  const data = rows.map((r) => ({
    _id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    specialty: r.specialty,
    completeness: completeness(reqs.get(r.id) ?? []),
  }));
  return { data, ...totals, page: query.page, pageSize: query.pageSize };
}

/* ---------------------------------------------------------------- general documents (forms) */

const answersOut = (typeName: string, a: NonNullable<Awaited<ReturnType<typeof repo.latestAnswers>>>) => ({
  typeId: a.typeId,
  typeName,
  version: a.version,
  values: a.values,
  expiresOn: a.expiresOn,
  createdAt: a.createdAt.toISOString(),
  createdBy: a.createdBy,
});

/** A general document type of the owner's kind, in a folder of the owner the caller's role may see (else 404). */
async function generalType(ctx: Ctx, kind: OwnerKind, typeId: string, ownerId: string) {
  const type = await repo.findType(ctx.db, typeId);
  if (!type || type.t.ownerKind !== kind || !type.t.general) throw notFound(DOCUMENT_MESSAGES.typeNotFound);
  const folderId = await repo.ownerFolderOf(ctx.db, kind, ownerId, type.t.categoryId);
  // Folders are made on the owner's first listing; until then none is hidden.
  if (folderId) await checkVisible(ctx, folderId, DOCUMENT_MESSAGES.typeNotFound);
  return type;
}

/** The owner's answers to a general document type: the latest version and every earlier one, newest first. */
export async function listAnswers(ctx: Ctx, kind: OwnerKind, typeId: string, ownerIdGiven: string | undefined) {
  const ownerId = ownerOf(ctx, kind, ownerIdGiven);
  checkOwner(ctx, kind, ownerId, 'view', DOCUMENT_MESSAGES.notFound);
  const type = await generalType(ctx, kind, typeId, ownerId);
  const rows = await repo.answerHistory(ctx.db, kind, ownerId, typeId);
  return rows.map((a) => answersOut(type.t.name, a));
}

/**
 * A signed link to a file the owner attached to a general document (a file field of one version of the answers),
 * as an attachment named after the field. Needs `download`; another provider's, an unknown version or field: 404.
 */
export async function answerFileLink(
  ctx: Ctx,
  kind: OwnerKind,
  typeId: string,
  version: number,
  fieldKey: string,
  ownerIdGiven: string | undefined,
) {
  const ownerId = ownerOf(ctx, kind, ownerIdGiven);
  checkOwner(ctx, kind, ownerId, 'download', DOCUMENT_MESSAGES.notFound);
  const type = await generalType(ctx, kind, typeId, ownerId);
  const field = (type.t.fields as DocumentField[]).find((f) => f.key === fieldKey && f.type === 'file');
  const answers = (await repo.answerHistory(ctx.db, kind, ownerId, typeId)).find((a) => a.version === version);
  const key = answers?.values[fieldKey];
  if (!field || typeof key !== 'string' || !key || !(await ctx.storage.exists(key)))
    throw notFound(DOCUMENT_MESSAGES.notFound);
  await audit(ctx.db, ctx, {
    action: 'download',
    entityType: 'general-document',
    entityId: typeId,
    after: { ownerId, version, field: fieldKey },
  });
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1] ?? '';
  const name = `${field.label.replace(/[^\w .()-]+/g, '_').trim() || 'file'}${ext ? `.${ext}` : ''}`;
  return `${ctx.storage.signedUrl(key, 300)}&name=${encodeURIComponent(name)}&disposition=attachment`;
}

/** Saves the owner's answers as a new version (never overwriting an earlier one); audited. */
export async function saveAnswers(
  ctx: Ctx,
  kind: OwnerKind,
  typeId: string,
  input: { ownerId?: string; values: Record<string, unknown> },
) {
  const ownerId = ownerOf(ctx, kind, input.ownerId);
  checkOwner(ctx, kind, ownerId, 'add', DOCUMENT_MESSAGES.notFound);
  if ((await repo.ownerName(ctx.db, kind, ownerId)) === null) throw notFound(notFoundOf(kind));
  const type = await generalType(ctx, kind, typeId, ownerId);
  const fields = type.t.fields as DocumentField[];
  // A file field holds an upload's key, so a required one is checked like any other field.
  const errors = checkFieldValues(fields, input.values);
  const [firstKey, firstMessage] = Object.entries(errors)[0] ?? [];
  if (firstKey && firstMessage) throw fieldError(`values.${firstKey}`, firstMessage);
  // A file field holds the key of a generic upload (`upload`, `presigned-url`) of the person filling the form in.
  const files = fields.flatMap((f) => {
    const v = input.values[f.key];
    return f.type === 'file' && typeof v === 'string' && v !== '' ? [[f.key, v] as const] : [];
  });
  const values = { ...keptValues(fields, input.values), ...Object.fromEntries(files) };
  const saved = await ctx.db.transaction(async (tx) => {
    const latest = await repo.latestAnswers(tx, kind, ownerId, typeId);
    // Files kept from the previous version are attached already; new ones are taken from the clean-up.
    const earlier = new Set(Object.values(latest?.values ?? {}));
    for (const [key, file] of files)
      if (!earlier.has(file)) await attachUploads(tx, userOf(ctx).id, [file], `values.${key}`);
    const version = (latest?.version ?? 0) + 1;
    const row = await repo.insertAnswers(tx, {
      id: uuidv7(),
      ownerKind: kind,
      ownerId,
      typeId,
      version,
      values,
      expiresOn: expiryOf(fields, values),
      createdBy: userOf(ctx).id,
    });
    if (!row) throw new Error('answers not saved');
    await audit(tx, ctx, {
      action: 'answer',
      entityType: 'general-document',
      entityId: row.id,
      before: latest ? { version: latest.version, values: latest.values } : undefined,
      after: { version, values, typeId, ownerId },
    });
    return row;
  });
  return answersOut(type.t.name, saved);
}

/** The general-document list: every form of the owner's kind, in the owner's folders, with the latest answers. */
export async function listGeneralForms(ctx: Ctx, kind: OwnerKind, ownerIdGiven: string | undefined) {
  const ownerId = ownerOf(ctx, kind, ownerIdGiven);
  checkOwner(ctx, kind, ownerId, 'view', DOCUMENT_MESSAGES.notFound);
  const ownerName = await repo.ownerName(ctx.db, kind, ownerId);
  if (ownerName === null) throw notFound(notFoundOf(kind));
  await repo.ensureFolders(ctx.db, kind, ownerId);
  const rows = (await repo.generalForms(ctx.db, kind, ownerId)).filter((r) =>
    roleSees(ctx, [r.visibleRoleIds, r.parentVisibleRoleIds]),
  );
  return {
    ownerId,
    ownerName,
    forms: rows.map((r) => ({
      typeId: r.typeId,
      typeName: r.typeName,
      fields: r.fields as DocumentField[],
      folderId: r.folderId,
      folderName: r.folderName,
      parentFolderId: r.parentFolderId,
      parentFolderName: r.parentFolderName,
      latest:
        r.version === null
          ? null
          : {
              typeId: r.typeId,
              typeName: r.typeName,
              version: Number(r.version),
              values: r.values ?? {},
              expiresOn: r.expiresOn,
              createdAt: new Date(r.createdAt ?? 0).toISOString(),
              createdBy: r.createdBy,
            },
    })),
  };
}

/**
 * Bulk upload: several files into one folder, all of one type with the same field answers. Checked once before any
 * file is stored (the folder, the type, the answers; a type that does not repeat takes one file: 409), then each
 * file is stored as its own document (audited each), in the order sent.
 */
export async function bulkUploadDocuments(
  ctx: Ctx,
  kind: OwnerKind,
  fields: Record<string, string>,
  files: Omit<StreamedUpload<{ ext: string; mime: string }>, 'fields'>[],
): Promise<DocumentRecord[]> {
  const out: DocumentRecord[] = [];
  try {
    const parsed = documentUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw fieldError(String(issue?.path[0] ?? 'folderId'), issue?.message ?? 'Choose a folder');
    }
    const { folder } = await reachFolder(ctx, kind, parsed.data.folderId, 'add');
    const type = await typeForFolder(ctx, kind, folder.f.categoryId, parsed.data.typeId, 'typeId');
    if (!type.t.repeats && files.length > 1) throw conflict(DOCUMENT_MESSAGES.notRepeatable);
    const { name: _one, ...shared } = parsed.data;
    for (const file of files) {
      const upload = { ...file, fields: { ...shared, values: shared.values ?? '' } as Record<string, string> };
      out.push(await uploadDocument(ctx, kind, upload));
    }
    return out;
  } finally {
    await Promise.all(files.map((f) => f.discard()));
  }
}

/**
 * `filesystem/roles`: what each role may do with documents (spec section 3's actions), per owner kind: the super
 * admin everything, providers their own provider documents (PROVIDER_OWN_ACTIONS), each staff role what its
 * permissions allow. The server enforces the same on every call (the route guard and checkOwner).
 */
export async function filesystemRoles(ctx: Ctx): Promise<FilesystemRole[]> {
  const rows = await repo.rolesWithPermissions(ctx.db);
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
  if (ids && (await repo.countRoles(ctx.db, ids)) !== ids.length)
    throw fieldError('roleIds', DOCUMENT_MESSAGES.unknownRole);
  await ctx.db.transaction(async (tx) => {
    await repo.setFolderVisibility(tx, folder.f.id, ids);
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
