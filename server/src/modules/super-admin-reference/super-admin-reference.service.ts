import {
  type NamedItem,
  type NamedItemInput,
  type SuperAdminReferenceKind,
  superAdminReferenceMessages,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import * as repo from './super-admin-reference.repo.ts';

const ENTITY: Record<SuperAdminReferenceKind, string> = { divisions: 'division', 'procedure-types': 'procedure-type' };

export const listItems = (ctx: Ctx, kind: SuperAdminReferenceKind) => repo.listItems(ctx.db, kind);

export async function addItem(ctx: Ctx, kind: SuperAdminReferenceKind, input: NamedItemInput): Promise<NamedItem> {
  const M = superAdminReferenceMessages(kind);
  const name = input.name.trim();
  if (await repo.nameTaken(ctx.db, kind, name)) throw fieldError('name', M.exists);
  const id = uuidv7();
  await ctx.db.transaction(async (tx) => {
    await repo.insertItem(tx, kind, id, name);
    await audit(tx, ctx, { action: 'create', entityType: ENTITY[kind], entityId: id, after: { name } });
  });
  return { id, name, inUse: 0 };
}

export async function renameItem(ctx: Ctx, kind: SuperAdminReferenceKind, id: string, input: NamedItemInput) {
  const M = superAdminReferenceMessages(kind);
  const before = await repo.findItem(ctx.db, kind, id);
  if (!before) throw notFound(M.notFound);
  const name = input.name.trim();
  if (await repo.nameTaken(ctx.db, kind, name, id)) throw fieldError('name', M.exists);
  await ctx.db.transaction(async (tx) => {
    await repo.renameItem(tx, kind, id, name);
    await audit(tx, ctx, {
      action: 'update',
      entityType: ENTITY[kind],
      entityId: id,
      before: { name: before.name },
      after: { name },
    });
  });
  return { ...before, name };
}

export async function deleteItem(ctx: Ctx, kind: SuperAdminReferenceKind, id: string) {
  const M = superAdminReferenceMessages(kind);
  const before = await repo.findItem(ctx.db, kind, id);
  if (!before) throw notFound(M.notFound);
  if (before.inUse > 0) throw conflict(M.inUse, 'IN_USE');
  await ctx.db.transaction(async (tx) => {
    await repo.deleteItem(tx, kind, id);
    await audit(tx, ctx, { action: 'delete', entityType: ENTITY[kind], entityId: id, before: { name: before.name } });
  });
}
