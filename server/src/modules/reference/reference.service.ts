import type { ReferenceItem } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { type ReferenceKind, referenceItems } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';

const taken = async (ctx: Ctx, kind: ReferenceKind, name: string, exceptId?: string) => {
  const [row] = await ctx.db
    .select({ id: referenceItems.id })
    .from(referenceItems)
    .where(and(eq(referenceItems.kind, kind), eq(sql`lower(${referenceItems.name})`, name.toLowerCase())))
    .limit(1);
  return row && row.id !== exceptId;
};

async function find(ctx: Ctx, kind: ReferenceKind, id: string) {
  const [row] = await ctx.db
    .select()
    .from(referenceItems)
    .where(and(eq(referenceItems.id, id), eq(referenceItems.kind, kind)))
    .limit(1);
  if (!row) throw notFound('Item not found');
  return row;
}

export async function addItem(ctx: Ctx, kind: ReferenceKind, name: string): Promise<ReferenceItem> {
  if (await taken(ctx, kind, name)) throw fieldError('name', 'This name is already in the list');
  const id = uuidv7();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(referenceItems).values({ id, kind, name });
    await audit(tx, ctx, { action: 'create', entityType: kind, entityId: id, after: { name } });
  });
  return { _id: id, name };
}

export async function renameItem(ctx: Ctx, kind: ReferenceKind, id: string, name: string): Promise<ReferenceItem> {
  const before = await find(ctx, kind, id);
  if (await taken(ctx, kind, name, id)) throw fieldError('name', 'This name is already in the list');
  await ctx.db.transaction(async (tx) => {
    await tx.update(referenceItems).set({ name }).where(eq(referenceItems.id, id));
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
    await tx.delete(referenceItems).where(eq(referenceItems.id, id));
    await audit(tx, ctx, { action: 'delete', entityType: kind, entityId: id, before: { name: before.name } });
  });
}
