import {
  LOGIN_MESSAGES,
  type LoginAnswer,
  type LoginData,
  type loginBodySchema,
  type loginMfaBodySchema,
  type MfaLoginData,
  type SessionData,
  type updatePasswordBodySchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context.ts';
import { userOf } from '../../platform/context.ts';
import { type AppError, fieldError, forbidden, unauthorized } from '../../platform/errors.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../platform/passwords.ts';
import { createSession, idleTimeoutMinutesFor, revokeSession, revokeUserSessions } from '../../platform/sessions.ts';
import { notify } from '../notifications/index.ts';
import { findUserByEmail, findUserById, setPasswordHash, type UserRow } from '../users/index.ts';
import { auditAccount } from './account-audit.ts';
import { findRoleOfUser } from './auth.repo.ts';
import * as mfa from './mfa.service.ts';

/** The session payload of section 7: data.role and data.profile with roles[0].permissions[].value. */
async function sessionData(ctx: Ctx, user: UserRow): Promise<SessionData> {
  const role = await findRoleOfUser(ctx.db, user.roleId);
  return {
    role: user.role,
    idleTimeoutMinutes: idleTimeoutMinutesFor(user.role, role?.idleTimeoutMinutes),
    companyTimeZone: ctx.config.COMPANY_TIME_ZONE,
    profile: {
      _id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      status: user.status,
      agreementStatus: user.agreementStatus,
      emailStatus: user.emailStatus,
      roles: role ? [{ _id: role.id, name: role.name, permissions: role.permissions.map((value) => ({ value })) }] : [],
    },
  };
}

/** Why an existing user with the right password may still not sign in (a 403 with its code), or null when they may. */
function refusal(user: UserRow): AppError<403> | null {
  if (user.role === 'provider') {
    if (user.agreementStatus === 'not-signed')
      return forbidden(LOGIN_MESSAGES.agreementNotSigned, 'AGREEMENT_NOT_SIGNED');
    if (user.emailStatus === 'not-verified') return forbidden(LOGIN_MESSAGES.emailNotVerified, 'EMAIL_NOT_VERIFIED');
  }
  if (user.role === 'superAdmin') return null;
  if (user.archivedAt) return forbidden(LOGIN_MESSAGES.deactivated, 'ACCOUNT_INACTIVE');
  if (user.status === 'deactivated') return forbidden(LOGIN_MESSAGES.deactivated, 'ACCOUNT_INACTIVE');
  if (user.status !== 'confirmed') return forbidden(LOGIN_MESSAGES.notConfirmed, 'ACCOUNT_INACTIVE');
  return null;
}

/**
 * POST /api/login. Users without a second factor get the session at once (spec section 7's answer); staff with
 * multi-factor sign-in (or required to enrol) get the second step instead, completed by POST /api/login/mfa.
 */
export async function login(ctx: Ctx, input: z.output<typeof loginBodySchema>): Promise<LoginAnswer> {
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !valid) throw unauthorized(LOGIN_MESSAGES.invalid, 'INVALID_CREDENTIALS');
  const refused = refusal(user);
  if (refused) throw refused;
  return (await mfa.secondStep(ctx, user)) ?? startSession(ctx, user);
}

/** POST /api/login/mfa: the second step; the answer is the login answer (plus recovery codes after enrolment). */
export async function loginMfa(ctx: Ctx, input: z.output<typeof loginMfaBodySchema>): Promise<MfaLoginData> {
  return mfa.completeLogin(ctx, input, async (user) => {
    const refused = refusal(user);
    if (refused) throw refused;
    return startSession(ctx, user);
  });
}

async function startSession(ctx: Ctx, user: UserRow): Promise<LoginData> {
  const token = await ctx.db.transaction(async (tx) => {
    const t = await createSession(tx, user.id, ctx.config.SESSION_TTL_HOURS);
    await auditAccount(tx, { user: null }, user.id, 'login', { actorName: user.email, after: { session: 'started' } });
    return t;
  });
  return { token, ...(await sessionData(ctx, user)) };
}

export async function logout(ctx: Ctx): Promise<void> {
  const user = userOf(ctx);
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, user.sessionId);
    await auditAccount(tx, ctx, user.id, 'logout', { before: { session: 'started' }, after: { session: 'ended' } });
  });
}

export async function me(ctx: Ctx): Promise<SessionData> {
  const user = await findUserById(ctx.db, userOf(ctx).id);
  if (!user) throw unauthorized();
  return sessionData(ctx, user);
}

export async function updatePassword(ctx: Ctx, input: z.output<typeof updatePasswordBodySchema>): Promise<void> {
  const current = userOf(ctx);
  const user = await findUserById(ctx.db, current.id);
  if (!user || !(await verifyPassword(input.oldPassword, user.passwordHash))) {
    throw fieldError('oldPassword', LOGIN_MESSAGES.wrongOldPassword);
  }
  if (await isCommonPassword(input.newPassword)) throw fieldError('newPassword', LOGIN_MESSAGES.commonPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const push = await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, current.sessionId);
    await auditAccount(tx, ctx, user.id, 'update-password', {
      before: { password: 'old' },
      after: { password: 'new' },
    });
    return notify(tx, ctx, user.id, {
      type: 'password-changed',
      title: 'Password changed',
      body: 'Your password was changed and your other sessions were signed out.',
    });
  });
  push();
}
