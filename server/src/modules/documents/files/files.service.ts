import { createReadStream } from 'node:fs';
import {
  type ArchiveAction,
  checkFieldValues,
  DOCUMENT_MESSAGES,
  type DocumentAction,
  type DocumentField,
  type DocumentRecord,
  documentUploadFieldsSchema,
  expiryOf,
  type OwnerKind,
  type RenameDocument,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../../db/client.ts';
import { audit } from '../../../platform/audit.ts';
import { type Ctx, userOf } from '../../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../../platform/errors.ts';
import { type AfterCommit, type FanOutCtx, inOrder } from '../../../platform/events.ts';
import type { StreamedUpload } from '../../../platform/uploads.ts';
import { applyTransition, applyTransitionMany } from '../../../platform/workflow.ts';
import { type DocumentValuesChanged, documentValuesChanged } from '../documents.events.ts';
import * as folders from '../folders/index.ts';
import { keptValues, parseValues } from '../forms/index.ts';
import { documentOut, reachDocument, reachFolder } from '../reach.ts';
import * as types from '../types/index.ts';
import * as files from './files.repo.ts';
import { DOCUMENT_TARGET } from './files.workflow.ts';

/** A document's file: uploaded (one or several), renamed, archived and reinstated, deleted. Every call is audited. */

const ENTITY = 'document';

export async function getDocument(ctx: Ctx, kind: OwnerKind, id: string) {
  return documentOut(await reachDocument(ctx, kind, id, 'view'));
}

/** Tells the modules that read a provider document's values (a facility's documents have none that listen). */
const valuesChanged = (tx: Db, ctx: FanOutCtx, kind: OwnerKind, payload: DocumentValuesChanged) =>
  kind === 'provider' ? documentValuesChanged.emit(tx, ctx, [payload]) : undefined;

/** Checks the type belongs in the folder (spec: 'Provided doctype is not correctly provider'). */
async function typeForFolder(ctx: Ctx, kind: OwnerKind, folderCategoryId: string, typeId: string, field: string) {
  const type = await types.findType(ctx.db, typeId);
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
    const renews = input.renews ? await files.findDocument(ctx.db, input.renews) : null;
    if (input.renews && (renews?.d.folderId !== folder.f.id || renews.d.typeId !== type.t.id || renews.d.archivedAt))
      throw fieldError('renews', DOCUMENT_MESSAGES.renewsOther);
    // A renewal replaces its document, so a type that does not repeat takes it.
    if (!renews && !type.t.repeats && (await files.hasLiveDocumentOfType(ctx.db, folder.f.id, type.t.id)))
      throw conflict(DOCUMENT_MESSAGES.notRepeatable);
    const baseName = (input.name?.trim() || file.filename || `${type.t.name}.${file.kind.ext}`).slice(0, 200);
    const name = sanitiseName(baseName, file.kind.ext);
    const key = await ctx.storage.put('documents', file.kind.ext, createReadStream(file.path), {
      size: file.size,
      contentType: file.kind.mime,
    });
    const kept = keptValues(fields, values);
    const id = uuidv7();
    let deliver: AfterCommit = () => {};
    try {
      await ctx.db.transaction(async (tx) => {
        await files.insertDocument(tx, {
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
          after: {
            name,
            ownerKind: kind,
            ownerId: folder.f.ownerId,
            typeId: type.t.id,
            size: file.size,
            ...(renews ? { renews: renews.d.id } : {}),
          },
        });
        let archived: AfterCommit = () => {};
        if (renews) {
          const user = userOf(ctx);
          ({ deliver: archived } = await applyTransitionMany(tx, ctx, DOCUMENT_TARGET, {
            ids: [renews.d.id],
            action: 'archive',
            auditAction: 'archive-renewed',
            actorId: user.id,
            actorName: `${user.firstName} ${user.lastName}`.trim() || user.email,
          }));
        }
        const told = await valuesChanged(tx, ctx, kind, {
          documentId: id,
          providerId: folder.f.ownerId,
          typeName: type.t.name,
          values: kept,
          expiresOn: expiryOf(fields, kept),
          renews: renews?.d.id ?? null,
        });
        deliver = inOrder(ctx, [archived, told], 'document upload');
      });
    } catch (err) {
      await ctx.storage.remove(key);
      throw err;
    }
    await deliver();
    return getDocument(ctx, kind, id);
  } finally {
    await file.discard();
  }
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
    if (parsed.data.renews && files.length > 1) throw fieldError('renews', DOCUMENT_MESSAGES.renewOneFile);
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

/** A file name safe for storage listings and Content-Disposition: no path, controls or quotes; keeps the ending. */
function sanitiseName(name: string, ext: string): string {
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
  change: (row: files.DocumentRow) => Promise<Partial<files.DocumentRow> | 'delete'>,
  changed?: (tx: Db, row: files.DocumentRow) => Promise<AfterCommit> | undefined,
) {
  await reachDocument(ctx, kind, id, action);
  let removedKeys: string[] = [];
  let told: AfterCommit | undefined;
  await ctx.db.transaction(async (tx) => {
    const before = await files.lockDocument(tx, id);
    if (!before) throw notFound(DOCUMENT_MESSAGES.notFound);
    const set = await change(before);
    if (set === 'delete') {
      await files.deleteDocument(tx, id);
      removedKeys = [before.storageKey, ...(before.previewKey ? [before.previewKey] : [])];
      await audit(tx, ctx, {
        action,
        entityType: ENTITY,
        entityId: id,
        before: { name: before.name, ownerId: before.ownerId, typeId: before.typeId },
      });
      return;
    }
    await files.updateDocument(tx, id, { ...set, updatedAt: new Date() });
    const keys = Object.keys(set) as (keyof files.DocumentRow)[];
    await audit(tx, ctx, {
      action,
      entityType: ENTITY,
      entityId: id,
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: set,
    });
    told = await changed?.(tx, before);
  });
  await told?.();
  for (const key of removedKeys) await ctx.storage.remove(key).catch(() => undefined);
}

export async function renameDocument(ctx: Ctx, kind: OwnerKind, id: string, input: RenameDocument) {
  // The types are read before the transaction (on PGlite a query outside it would wait for it).
  const current = await reachDocument(ctx, kind, id, 'rename');
  let newType: Awaited<ReturnType<typeof typeForFolder>> | null = null;
  if (input.typeId && input.typeId !== current.d.typeId) {
    const folder = await folders.findFolder(ctx.db, current.d.folderId);
    if (!folder) throw notFound(DOCUMENT_MESSAGES.folderNotFound);
    newType = await typeForFolder(ctx, kind, folder.f.categoryId, input.typeId, 'typeId');
  }
  const type = newType ?? (await types.findType(ctx.db, current.d.typeId));
  const fields = (type?.t.fields ?? []) as DocumentField[];
  let values: Record<string, unknown> | null = null;
  if (input.values) {
    const errors = checkFieldValues(fields, input.values, { skipFiles: true });
    const [firstKey, firstMessage] = Object.entries(errors)[0] ?? [];
    if (firstKey && firstMessage) throw fieldError(`values.${firstKey}`, firstMessage);
    values = keptValues(fields, input.values);
  }
  await mutate(
    ctx,
    kind,
    id,
    'rename',
    async (row) => {
      if (row.archivedAt) throw conflict(DOCUMENT_MESSAGES.archivedLocked);
      const set: Partial<files.DocumentRow> = { name: sanitiseName(input.name, row.format) };
      if (newType) set.typeId = newType.t.id;
      if (values) set.values = values;
      // The expiry is always read from the values, so reminders, reports and the risk calendar follow an edit.
      if (newType || values) set.expiresOn = expiryOf(fields, values ?? row.values);
      return set;
    },
    (tx, row) =>
      newType || values
        ? valuesChanged(tx, ctx, kind, {
            documentId: id,
            providerId: row.ownerId,
            typeName: type?.t.name ?? '',
            values: (values ?? row.values) as Record<string, unknown>,
            expiresOn: expiryOf(fields, values ?? row.values),
            renews: null,
          })
        : undefined,
  );
  return getDocument(ctx, kind, id);
}

/** Archives or reinstates a document through the workflow engine (409 when it already is in that state). */
async function moveArchive(ctx: Ctx, kind: OwnerKind, id: string, action: ArchiveAction) {
  await reachDocument(ctx, kind, id, action);
  await applyTransition(ctx, DOCUMENT_TARGET, { id, action });
}

export const archiveDocument = (ctx: Ctx, kind: OwnerKind, id: string) => moveArchive(ctx, kind, id, 'archive');

export const reinstateDocument = (ctx: Ctx, kind: OwnerKind, id: string) => moveArchive(ctx, kind, id, 'reinstate');

export async function deleteDocument(ctx: Ctx, kind: OwnerKind, id: string) {
  await mutate(ctx, kind, id, 'delete', async () => 'delete');
}
