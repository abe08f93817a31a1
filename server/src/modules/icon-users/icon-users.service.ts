import {
  ICON_USER_MESSAGES,
  type IconUser,
  type IconUserListBody,
  type iconUserCreateSchema,
  type iconUserUpdateSchema,
  type ListPage,
  type ListQuery,
  REALTIME_EVENTS,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import { BUS_TOPICS, publish } from '../../platform/bus.ts';
import { type Ctx, userOf } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';
import { sendInvitation } from '../accounts/index.ts';
import { findUserByEmail, insertUser, updateUser } from '../users/index.ts';
import * as repo from './icon-users.repo.ts';

const toIconUser = (r: repo.IconUserRow): IconUser => ({
  _id: r.id,
  email: r.email,
  firstName: r.firstName,
  lastName: r.lastName,
  status: r.status,
  emailStatus: r.emailStatus,
  role: r.roleId && r.roleName ? { _id: r.roleId, name: r.roleName } : null,
  createdAt: r.createdAt.toISOString(),
});

export async function listIconUsers(ctx: Ctx, query: ListQuery, body: IconUserListBody): Promise<ListPage<IconUser>> {
  const { rows, totals } = await repo.listIconUsers(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toIconUser));
}

export async function getIconUser(ctx: Ctx, id: string): Promise<IconUser> {
  const row = await repo.findIconUser(ctx.db, id);
  if (!row) throw notFound(ICON_USER_MESSAGES.notFound);
  return toIconUser(row);
}

async function assertRole(ctx: Ctx, roleId: string) {
  if (!(await repo.roleExists(ctx.db, roleId))) throw fieldError('roleId', ICON_USER_MESSAGES.roleNotFound);
}

export async function createIconUser(ctx: Ctx, input: z.output<typeof iconUserCreateSchema>): Promise<IconUser> {
  if (await findUserByEmail(ctx.db, input.email)) throw fieldError('email', ICON_USER_MESSAGES.emailTaken);
  await assertRole(ctx, input.roleId);
  const user = {
    id: uuidv7(),
    ...input,
    role: 'iconUser' as const,
    status: 'pending' as const,
    agreementStatus: 'signed' as const,
    emailStatus: 'not-verified' as const,
    invitedBy: userOf(ctx).id,
  };
  await ctx.db.transaction(async (tx) => {
    await insertUser(tx, user);
    await audit(tx, ctx, { action: 'create', entityType: 'user', entityId: user.id, after: user });
    await sendInvitation(ctx, tx, user);
  });
  return getIconUser(ctx, user.id);
}

export async function updateIconUser(
  ctx: Ctx,
  id: string,
  input: z.output<typeof iconUserUpdateSchema>,
): Promise<IconUser> {
  const before = await repo.findIconUser(ctx.db, id);
  if (!before) throw notFound(ICON_USER_MESSAGES.notFound);
  await assertRole(ctx, input.roleId);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, id, input);
    // A deactivated user is out at once: every session and live socket ends now.
    if (input.status === 'deactivated') await revokeUserSessions(tx, id);
    if (before.roleId !== input.roleId || before.status !== input.status) {
      await publish(tx, BUS_TOPICS.permissionsChanged, { userIds: [id] });
    }
    await audit(tx, ctx, {
      action: 'update',
      entityType: 'user',
      entityId: id,
      before: { firstName: before.firstName, lastName: before.lastName, roleId: before.roleId, status: before.status },
      after: input,
    });
  });
  if (before.roleId !== input.roleId) ctx.realtime.toUser(id, REALTIME_EVENTS.permissionsChanged, {});
  return getIconUser(ctx, id);
}
