import { checkFieldValues, DOCUMENT_MESSAGES, type DocumentField, expiryOf, type OwnerKind } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { audit } from '../../../platform/audit.ts';
import { type Ctx, userOf } from '../../../platform/context.ts';
import { fieldError, notFound } from '../../../platform/errors.ts';
import { attachUploads } from '../../files/index.ts';
import * as folders from '../folders/index.ts';
import { checkOwner, checkVisible, notFoundOf, ownerOf, roleSees } from '../reach.ts';
import * as types from '../types/index.ts';
import * as forms from './forms.repo.ts';
import { keptValues } from './values.ts';

/**
 * General documents: forms (a general document type's fields) an owner fills in. Each save is a new version, never
 * overwriting an earlier one; a file field holds the key of an upload.
 */

const answersOut = (typeName: string, a: NonNullable<Awaited<ReturnType<typeof forms.latestAnswers>>>) => ({
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
  const type = await types.findType(ctx.db, typeId);
  if (!type || type.t.ownerKind !== kind || !type.t.general) throw notFound(DOCUMENT_MESSAGES.typeNotFound);
  const folderId = await folders.ownerFolderOf(ctx.db, kind, ownerId, type.t.categoryId);
  // Folders are made on the owner's first listing; until then none is hidden.
  if (folderId) await checkVisible(ctx, folderId, DOCUMENT_MESSAGES.typeNotFound);
  return type;
}

/** The owner's answers to a general document type: the latest version and every earlier one, newest first. */
export async function listAnswers(ctx: Ctx, kind: OwnerKind, typeId: string, ownerIdGiven: string | undefined) {
  const ownerId = ownerOf(ctx, kind, ownerIdGiven);
  checkOwner(ctx, kind, ownerId, 'view', DOCUMENT_MESSAGES.notFound);
  const type = await generalType(ctx, kind, typeId, ownerId);
  const rows = await forms.answerHistory(ctx.db, kind, ownerId, typeId);
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
  const answers = (await forms.answerHistory(ctx.db, kind, ownerId, typeId)).find((a) => a.version === version);
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
  if ((await folders.ownerName(ctx.db, kind, ownerId)) === null) throw notFound(notFoundOf(kind));
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
    const latest = await forms.latestAnswers(tx, kind, ownerId, typeId);
    // Files kept from the previous version are attached already; new ones are taken from the clean-up.
    const earlier = new Set(Object.values(latest?.values ?? {}));
    for (const [key, file] of files)
      if (!earlier.has(file)) await attachUploads(tx, userOf(ctx).id, [file], `values.${key}`);
    const version = (latest?.version ?? 0) + 1;
    const row = await forms.insertAnswers(tx, {
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
  const ownerName = await folders.ownerName(ctx.db, kind, ownerId);
  if (ownerName === null) throw notFound(notFoundOf(kind));
  await folders.ensureFolders(ctx.db, kind, ownerId);
  const rows = (await forms.generalForms(ctx.db, kind, ownerId)).filter((r) =>
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
