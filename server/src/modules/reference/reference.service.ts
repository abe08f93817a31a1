import type { ReferenceItem } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { ReferenceKind } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import * as repo from './reference.repo.ts';

const taken = async (ctx: Ctx, kind: ReferenceKind, name: string, exceptId?: string) => {
  const row = await repo.findByName(ctx.db, kind, name);
  return row && row.id !== exceptId;
};

async function find(ctx: Ctx, kind: ReferenceKind, id: string) {
  const row = await repo.findItem(ctx.db, kind, id);
  if (!row) throw notFound('Item not found');
  return row;
}

export const listItems = (ctx: Ctx, kind: ReferenceKind, search?: string | null) =>
  repo.listReference(ctx.db, kind, search);

export async function addItem(ctx: Ctx, kind: ReferenceKind, name: string): Promise<ReferenceItem> {
  if (await taken(ctx, kind, name)) throw fieldError('name', 'This name is already in the list');
  const id = uuidv7();
  await ctx.db.transaction(async (tx) => {
    await repo.insertItem(tx, { id, kind, name });
    await audit(tx, ctx, { action: 'create', entityType: kind, entityId: id, after: { name } });
  });
  return { _id: id, name };
}

export async function renameItem(ctx: Ctx, kind: ReferenceKind, id: string, name: string): Promise<ReferenceItem> {
  const before = await find(ctx, kind, id);
  if (await taken(ctx, kind, name, id)) throw fieldError('name', 'This name is already in the list');
  await ctx.db.transaction(async (tx) => {
    await repo.renameItem(tx, id, name);
    await audit(tx, ctx, {
      action: 'update',
      entityType: kind,
      entityId: id,
      before: { name: before.name },
      after: { name },
    });
  });
  return { _id: id, name };
}

/** Deleting an item still in use fails on its foreign keys and answers 409. */
export async function deleteItem(ctx: Ctx, kind: ReferenceKind, id: string) {
  const before = await find(ctx, kind, id);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteItem(tx, id);
    await audit(tx, ctx, { action: 'delete', entityType: kind, entityId: id, before: { name: before.name } });
  });
}
