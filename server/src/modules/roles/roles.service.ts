import {
  type ListPage,
  type ListQuery,
  ROLE_MESSAGES,
  type Role,
  type RoleListBody,
  type roleInputSchema,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import * as repo from './roles.repo.ts';

type RoleInput = z.output<typeof roleInputSchema>;

const toRole = ({ role, userCount }: { role: repo.RoleRow; userCount: number }): Role => ({
  _id: role.id,
  name: role.name,
  description: role.description,
  permissions: role.permissions.map((value) => ({ value })),
  userCount,
  createdAt: role.createdAt.toISOString(),
  updatedAt: role.updatedAt.toISOString(),
});

const values = (input: RoleInput): repo.RoleValues => ({
  name: input.name,
  description: input.description ?? null,
  permissions: input.permissions,
});

async function assertNameFree(ctx: Ctx, name: string, exceptId?: string) {
  const existing = await repo.findRoleByName(ctx.db, name);
  if (existing && existing.id !== exceptId) throw conflict(ROLE_MESSAGES.nameTaken);
}

export async function listRoles(ctx: Ctx, query: ListQuery, body: RoleListBody): Promise<ListPage<Role>> {
  const { rows, total } = await repo.listRoles(ctx.db, query, body);
  return { data: rows.map(toRole), total, page: query.page, pageSize: query.pageSize };
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
  await repo.insertRole(ctx.db, id, values(input));
  return getRole(ctx, id);
}

export async function updateRole(ctx: Ctx, id: string, input: RoleInput): Promise<Role> {
  await assertNameFree(ctx, input.name, id);
  if (!(await repo.updateRole(ctx.db, id, values(input)))) throw notFound(ROLE_MESSAGES.notFound);
  return getRole(ctx, id);
}

export async function deleteRole(ctx: Ctx, id: string): Promise<void> {
  const role = await getRole(ctx, id);
  if (role.userCount > 0) throw conflict(ROLE_MESSAGES.inUse);
  await repo.deleteRole(ctx.db, id);
}
