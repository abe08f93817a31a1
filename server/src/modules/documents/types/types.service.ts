import {
  type Category,
  type CategoryInput,
  DOCUMENT_MESSAGES,
  type DocumentField,
  type DocumentType,
  type DocumentTypeListBody,
  type DocumentTypeOutput,
  fieldKeyOf,
  type ListQuery,
  type OwnerKind,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { audit } from '../../../platform/audit.ts';
import { auditUpdate } from '../../../platform/audit-update.ts';
import type { Ctx } from '../../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../../platform/errors.ts';
import * as files from '../files/index.ts';
import * as repo from './types.repo.ts';

const categoryOut = (c: repo.CategoryRow): Category => ({
  _id: c.id,
  name: c.name,
  ownerKind: c.ownerKind,
  parentId: c.parentId,
});

const typeOut = (r: repo.TypeListRow): DocumentType => ({
  _id: r.t.id,
  name: r.t.name,
  ownerKind: r.t.ownerKind,
  categoryId: r.t.categoryId,
  categoryName: r.categoryName,
  parentCategoryName: r.parentCategoryName,
  fields: r.t.fields,
  requiredFor: r.t.requiredFor,
  repeats: r.t.repeats,
  general: r.t.general,
  documentCount: Number(r.documentCount),
  createdAt: r.t.createdAt.toISOString(),
});

export async function listCategories(ctx: Ctx, ownerKind: OwnerKind, parentId?: string | null) {
  const rows = await repo.listCategories(ctx.db, ownerKind);
  return rows.filter((c) => (parentId === undefined ? true : c.parentId === parentId)).map(categoryOut);
}

export async function addCategory(ctx: Ctx, input: CategoryInput): Promise<Category> {
  if (input.parentId) {
    const parent = await repo.findCategory(ctx.db, input.parentId);
    if (!parent || parent.ownerKind !== input.ownerKind || parent.parentId)
      throw fieldError('parentId', DOCUMENT_MESSAGES.categoryNotFound);
  }
  return ctx.db.transaction(async (tx) => {
    const row = await repo
      .insertCategory(tx, { id: uuidv7(), name: input.name, ownerKind: input.ownerKind, parentId: input.parentId })
      .catch((err) => {
        if ((err as { cause?: { code?: string }; code?: string }).cause?.code === '23505') {
          throw fieldError('name', DOCUMENT_MESSAGES.categoryExists);
        }
        throw err;
      });
    await audit(tx, ctx, {
      action: 'create',
      entityType: 'document-category',
      entityId: row.id,
      after: { name: row.name, ownerKind: row.ownerKind, parentId: row.parentId },
    });
    return categoryOut(row);
  });
}

export const listTypes = async (ctx: Ctx, query: ListQuery, body: DocumentTypeListBody) => {
  const { rows, totals } = await repo.listTypes(ctx.db, query, body);
  return { data: rows.map(typeOut), ...totals, page: query.page, pageSize: query.pageSize };
};

export const allTypes = async (ctx: Ctx, ownerKind: OwnerKind) =>
  (await repo.typesOfKind(ctx.db, ownerKind)).map(typeOut);

export async function getType(ctx: Ctx, id: string): Promise<DocumentType> {
  const row = await repo.findType(ctx.db, id);
  if (!row) throw notFound(DOCUMENT_MESSAGES.typeNotFound);
  return typeOut(row);
}

/** Keys stay stable across edits (answers are stored under them); new fields get one from their label. */
function withKeys(fields: DocumentTypeOutput['fields']): DocumentField[] {
  const used = new Set<string>();
  return fields.map((f) => {
    let key = f.key ?? fieldKeyOf(f.label);
    for (let n = 2; used.has(key); n += 1) key = `${fieldKeyOf(f.label)}-${n}`;
    used.add(key);
    return { ...f, key, options: f.type === 'select' ? f.options : [] };
  });
}

async function checkCategory(ctx: Ctx, input: DocumentTypeOutput) {
  const category = await repo.findCategory(ctx.db, input.categoryId);
  if (!category || category.ownerKind !== input.ownerKind)
    throw fieldError('categoryId', DOCUMENT_MESSAGES.categoryNotFound);
}

const uniqueName = (err: unknown) => {
  if ((err as { cause?: { code?: string } }).cause?.code === '23505')
    throw fieldError('name', 'A document type with this name already exists');
  throw err;
};

export async function addType(ctx: Ctx, input: DocumentTypeOutput): Promise<DocumentType> {
  await checkCategory(ctx, input);
  const id = uuidv7();
  await ctx.db
    .transaction(async (tx) => {
      const row = await repo.insertType(tx, {
        id,
        name: input.name,
        ownerKind: input.ownerKind,
        categoryId: input.categoryId,
        fields: withKeys(input.fields),
        requiredFor: input.requiredFor,
        repeats: input.repeats,
        general: input.general,
      });
      await audit(tx, ctx, {
        action: 'create',
        entityType: 'document-type',
        entityId: id,
        after: { name: row.name, categoryId: row.categoryId, fields: row.fields, requiredFor: row.requiredFor },
      });
    })
    .catch(uniqueName);
  return getType(ctx, id);
}

export async function updateType(ctx: Ctx, id: string, input: DocumentTypeOutput): Promise<DocumentType> {
  await checkCategory(ctx, input);
  await ctx.db
    .transaction(async (tx) => {
      const before = await repo.lockType(tx, id);
      if (!before) throw notFound(DOCUMENT_MESSAGES.typeNotFound);
      if (before.ownerKind !== input.ownerKind) throw fieldError('ownerKind', 'The owner kind of a type cannot change');
      const set = {
        name: input.name,
        categoryId: input.categoryId,
        fields: withKeys(input.fields),
        requiredFor: input.requiredFor,
        repeats: input.repeats,
        general: input.general,
        updatedAt: new Date(),
      };
      await repo.updateType(tx, id, set);
      await auditUpdate(tx, ctx, 'document-type', id, before, set);
    })
    .catch(uniqueName);
  return getType(ctx, id);
}

export async function deleteType(ctx: Ctx, id: string) {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockType(tx, id);
    if (!before) throw notFound(DOCUMENT_MESSAGES.typeNotFound);
    if ((await files.countDocumentsOfType(tx, id)) > 0) throw conflict(DOCUMENT_MESSAGES.typeInUse);
    await repo.deleteType(tx, id);
    await audit(tx, ctx, {
      action: 'delete',
      entityType: 'document-type',
      entityId: id,
      before: { name: before.name },
    });
  });
}
