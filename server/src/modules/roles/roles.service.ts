import {
  type ListPage,
  type ListQuery,
  REALTIME_EVENTS,
  ROLE_MESSAGES,
  type Role,
  type RoleListBody,
  type roleInputSchema,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import { BUS_TOPICS, publish } from '../../platform/bus.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import { userIdsWithRole } from '../users/index.ts';
import * as repo from './roles.repo.ts';

type RoleInput = z.output<typeof roleInputSchema>;

const toRole = ({ role, userCount }: { role: repo.RoleRow; userCount: number }): Role => ({
  _id: role.id,
  name: role.name,
  description: role.description,
  permissions: role.permissions.map((value) => ({ value })),
  idleTimeoutMinutes: role.idleTimeoutMinutes,
  mfaRequired: role.mfaRequired,
  userCount,
  createdAt: role.createdAt.toISOString(),
  updatedAt: role.updatedAt.toISOString(),
});

const values = (input: RoleInput): repo.RoleValues => ({
  name: input.name,
  description: input.description ?? null,
  permissions: input.permissions,
  idleTimeoutMinutes: input.idleTimeoutMinutes ?? null,
  mfaRequired: input.mfaRequired,
});

async function assertNameFree(ctx: Ctx, name: string, exceptId?: string) {
  const existing = await repo.findRoleByName(ctx.db, name);
  if (existing && existing.id !== exceptId) throw conflict(ROLE_MESSAGES.nameTaken);
}

export async function listRoles(ctx: Ctx, query: ListQuery, body: RoleListBody): Promise<ListPage<Role>> {
  const { rows, totals } = await repo.listRoles(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toRole));
}

export async function allRoles(ctx: Ctx): Promise<Role[]> {
  return (await repo.allRoles(ctx.db)).map(toRole);
}

export async function getRole(ctx: Ctx, id: string): Promise<Role> {
  const row = await repo.findRole(ctx.db, id);
  if (!row) throw notFound(ROLE_MESSAGES.notFound);
  return toRole(row);
}

export async function createRole(ctx: Ctx, input: RoleInput): Promise<Role> {
  await assertNameFree(ctx, input.name);
  const id = uuidv7();
  const after = values(input);
  await ctx.db.transaction(async (tx) => {
    await repo.insertRole(tx, id, after);
    await audit(tx, ctx, { action: 'create', entityType: 'role', entityId: id, after });
  });
  return getRole(ctx, id);
}

export async function updateRole(ctx: Ctx, id: string, input: RoleInput): Promise<Role> {
  await assertNameFree(ctx, input.name, id);
  const before = await getRole(ctx, id);
  const after = values(input);
  await ctx.db.transaction(async (tx) => {
    await repo.updateRole(tx, id, after);
    await audit(tx, ctx, { action: 'update', entityType: 'role', entityId: id, before: auditable(before), after });
    await publish(tx, BUS_TOPICS.permissionsChanged, { roleId: id });
  });
  // Holders reload their SCOPES; the server already applies the change on their next request.
  for (const userId of await userIdsWithRole(ctx.db, id)) {
    ctx.realtime.toUser(userId, REALTIME_EVENTS.permissionsChanged, { roleId: id });
  }
  return getRole(ctx, id);
}

export async function deleteRole(ctx: Ctx, id: string): Promise<void> {
  const role = await getRole(ctx, id);
  if (role.userCount > 0) throw conflict(ROLE_MESSAGES.inUse);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteRole(tx, id);
    await audit(tx, ctx, { action: 'delete', entityType: 'role', entityId: id, before: auditable(role) });
  });
}

/** A role as the audit trail records it: the stored fields only. */
const auditable = (role: Role): repo.RoleValues => ({
  name: role.name,
  description: role.description,
  permissions: role.permissions.map((p) => p.value),
  idleTimeoutMinutes: role.idleTimeoutMinutes,
  mfaRequired: role.mfaRequired,
});
