import {
  ACCOUNT_MESSAGES,
  LOGIN_MESSAGES,
  type resetPasswordBodySchema,
  type signupBodySchema,
  type verifyBodySchema,
  webPaths,
  withQuery,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { type Ctx, userOf } from '../../platform/context.ts';
import { badRequest, conflict, fieldError } from '../../platform/errors.ts';
import { hashPassword, isCommonPassword } from '../../platform/passwords.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';
import { webLink } from '../../platform/web-links.ts';
import { notify } from '../notifications/index.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow, updateUser } from '../users/index.ts';
import { emailVerified } from './accounts.events.ts';
import { accountMails } from './accounts.mail.ts';
import * as repo from './accounts.repo.ts';

/** Mail is queued in the mutation's transaction `tx`: the link and its mail exist together or not at all. */
async function sendVerification(ctx: Ctx, tx: Db, user: Pick<UserRow, 'id' | 'email' | 'firstName'>) {
  const token = await repo.issueToken(tx, user.id, 'verify-email');
  const url = webLink(ctx.config, webPaths.verify(token, ctx.cipher.encrypt(user.email)));
  await ctx.mail.send(accountMails.verify(ctx.config, user.email, user.firstName, url), tx);
}

/**
 * A sign-up with an address that already has an account answers exactly as a new one (no account oracle) and
 * does the same work (the password is hashed either way); the owner is e-mailed that someone tried.
 */
export async function signup(ctx: Ctx, input: z.output<typeof signupBodySchema>) {
  if (await isCommonPassword(input.password)) throw fieldError('password', LOGIN_MESSAGES.commonPassword);
  const owner = await findUserByEmail(ctx.db, input.email);
  const passwordHash = await hashPassword(input.password);
  if (owner) return warnOwnerOfSignup(ctx, owner);
  const user = {
    id: uuidv7(),
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    role: 'provider' as const,
    status: 'pending' as const,
    agreementStatus: 'signed' as const,
    emailStatus: 'not-verified' as const,
    signature: input.signature,
    agreementSignedAt: new Date(),
  };
  await ctx.db.transaction(async (tx) => {
    await insertUser(tx, { ...user, passwordHash });
    await audit(tx, { user: null }, { action: 'signup', entityType: 'user', entityId: user.id, after: user });
    await sendVerification(ctx, tx, user);
  });
}

async function warnOwnerOfSignup(ctx: Ctx, owner: UserRow) {
  await ctx.db.transaction(async (tx) => {
    await audit(
      tx,
      { user: null },
      { action: 'signup-existing-email', entityType: 'user', entityId: owner.id, after: { warned: 'owner' } },
    );
    const url = webLink(ctx.config, webPaths.recoverPassword);
    await ctx.mail.send(accountMails.signupAttempt(ctx.config, owner.email, owner.firstName, url), tx);
  });
}

/** Checks a link token: known, for one of `purposes`, not used, not expired. */
async function usableToken(ctx: Ctx, token: string, purposes: repo.EmailTokenRow['purpose'][]) {
  const row = await repo.findToken(ctx.db, token);
  if (!row || !purposes.includes(row.purpose)) throw badRequest(ACCOUNT_MESSAGES.linkInvalid);
  if (row.usedAt) throw badRequest(ACCOUNT_MESSAGES.linkUsed, undefined, 'LINK_USED');
  if (row.expiresAt.getTime() < Date.now()) throw badRequest(ACCOUNT_MESSAGES.linkExpired, undefined, 'LINK_EXPIRED');
  return row;
}

/** The name on an invitation still usable, for the page that asks the invited provider to type it. */
export async function invitation(ctx: Ctx, token: string) {
  const row = await usableToken(ctx, token, ['invite']);
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw badRequest(ACCOUNT_MESSAGES.linkInvalid);
  return { firstName: user.firstName, lastName: user.lastName };
}

export async function verify(ctx: Ctx, input: z.output<typeof verifyBodySchema>): Promise<string> {
  const row = await usableToken(ctx, input.token, ['verify-email', 'change-email']);
  const user = await findUserById(ctx.db, row.userId);
  const expected = row.purpose === 'change-email' ? row.newEmail : user?.email;
  // The e-mail segment must be the one this token was sent to: a token pasted under another address fails.
  if (!user || !expected || ctx.cipher.decrypt(input.email) !== expected)
    throw badRequest(ACCOUNT_MESSAGES.linkInvalid);
  if (row.purpose === 'change-email' && (await findUserByEmail(ctx.db, expected))) {
    throw conflict(ACCOUNT_MESSAGES.emailTaken);
  }
  const deliver = await ctx.db.transaction(async (tx) => {
    if (!(await repo.markTokenUsed(tx, row.id))) throw badRequest(ACCOUNT_MESSAGES.linkUsed, undefined, 'LINK_USED');
    const after = row.purpose === 'change-email' ? { email: expected } : { emailStatus: 'verified' as const };
    await updateUser(tx, user.id, after);
    await audit(
      tx,
      { user: null },
      { action: row.purpose, entityType: 'user', entityId: user.id, before: user, after: { ...user, ...after } },
    );
    const verified = row.purpose === 'verify-email' ? [{ userId: user.id, role: user.role }] : [];
    return emailVerified.emit(tx, ctx, verified);
  });
  await deliver();
  if (row.purpose === 'change-email') return ACCOUNT_MESSAGES.emailChanged;
  return user.role === 'provider' && user.status !== 'confirmed'
    ? ACCOUNT_MESSAGES.verifiedAwaiting
    : ACCOUNT_MESSAGES.verified;
}

/** Same answer whatever the address, so nobody can learn which addresses have accounts. */
export async function resend(ctx: Ctx, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailStatus === 'verified') return;
  await ctx.db.transaction(async (tx) => {
    await audit(
      tx,
      { user: null },
      { action: 'resend-verification', entityType: 'user', entityId: user.id, after: { link: 'sent' } },
    );
    await sendVerification(ctx, tx, user);
  });
}

export const PASSWORD_RESET_QUEUE = 'password-reset-request';

/**
 * Only queues the request: the answer does the same work and takes the same time whether or not the address has
 * an account (no timing oracle). The job looks the address up and mails the link (sendPasswordReset).
 */
export async function forgotPassword(ctx: Ctx, email: string) {
  await ctx.jobs.send(PASSWORD_RESET_QUEUE, { email });
}

export async function sendPasswordReset(ctx: Ctx, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status === 'deactivated') return;
  await ctx.db.transaction(async (tx) => {
    await audit(
      tx,
      { user: null },
      { action: 'request-password-reset', entityType: 'user', entityId: user.id, after: { link: 'sent' } },
    );
    const token = await repo.issueToken(tx, user.id, 'reset-password');
    const url = webLink(ctx.config, webPaths.resetPassword(token));
    await ctx.mail.send(accountMails.reset(ctx.config, user.email, user.firstName, url), tx);
  });
}

export async function resetPassword(ctx: Ctx, input: z.output<typeof resetPasswordBodySchema>): Promise<string> {
  const row = await usableToken(ctx, input.token, ['reset-password', 'invite']);
  if (await isCommonPassword(input.password)) throw fieldError('password', LOGIN_MESSAGES.commonPassword);
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw badRequest(ACCOUNT_MESSAGES.linkInvalid);
  const invite = row.purpose === 'invite';
  const signs = invite && user.role === 'provider' && user.agreementStatus === 'not-signed';
  const fullName = `${user.firstName} ${user.lastName}`.toLowerCase();
  if (signs && input.signature?.replace(/\s+/g, ' ').toLowerCase() !== fullName) {
    throw fieldError('signature', ACCOUNT_MESSAGES.signatureRequired);
  }
  const passwordHash = await hashPassword(input.password);
  const pushes = await ctx.db.transaction(async (tx) => {
    if (!(await repo.markTokenUsed(tx, row.id))) throw badRequest(ACCOUNT_MESSAGES.linkUsed, undefined, 'LINK_USED');
    // Accepting an invitation proves the address and activates the account.
    const signature = signs
      ? { agreementStatus: 'signed' as const, signature: input.signature ?? null, agreementSignedAt: new Date() }
      : {};
    const after = invite
      ? { passwordHash, emailStatus: 'verified' as const, status: 'confirmed' as const, ...signature }
      : { passwordHash, ...(user.emailStatus === 'not-verified' ? { emailStatus: 'verified' as const } : {}) };
    await updateUser(tx, user.id, after);
    await revokeUserSessions(tx, user.id);
    await audit(
      tx,
      { user: null },
      {
        action: invite ? 'accept-invitation' : 'reset-password',
        entityType: 'user',
        entityId: user.id,
        before: user,
        after: { ...user, ...after },
      },
    );
    const name = `${user.firstName} ${user.lastName}`.trim();
    if (invite && user.invitedBy) {
      return [
        await notify(tx, ctx, user.invitedBy, {
          type: 'invitation-accepted',
          title: 'Invitation accepted',
          body: `${name} accepted the invitation and set a password.`,
          link: webPaths.editIconUsers(user.id),
        }),
      ];
    }
    return [
      await notify(tx, ctx, user.id, {
        type: 'password-changed',
        title: 'Password changed',
        body: 'Your password was reset. If this was not you, contact the administrator at once.',
      }),
    ];
  });
  for (const push of pushes) push();
  return invite ? ACCOUNT_MESSAGES.invitationAccepted : ACCOUNT_MESSAGES.passwordReset;
}

export function decryptEmail(ctx: Ctx, encrypted: string): string {
  const email = ctx.cipher.decrypt(encrypted);
  if (!email) throw badRequest(ACCOUNT_MESSAGES.linkInvalid);
  return email;
}

export async function updateEmail(ctx: Ctx, email: string) {
  const current = userOf(ctx);
  const taken = await findUserByEmail(ctx.db, email);
  if (taken) throw fieldError('email', ACCOUNT_MESSAGES.emailTaken);
  await ctx.db.transaction(async (tx) => {
    await audit(tx, ctx, {
      action: 'request-email-change',
      entityType: 'user',
      entityId: current.id,
      after: { newEmail: email },
    });
    const token = await repo.issueToken(tx, current.id, 'change-email', email);
    const url = webLink(ctx.config, webPaths.verify(token, ctx.cipher.encrypt(email)));
    await ctx.mail.send(accountMails.changeEmail(ctx.config, email, current.firstName, url), tx);
  });
}

/**
 * A set-your-password link valid 7 days. Staff land on the plain form (invite=1); providers also sign the
 * agreement there (invite=provider), as spec section 4 requires before they can sign in. Runs in the transaction
 * `tx` that creates the user, so a user never exists without their invitation queued.
 */
export async function sendInvitation(
  ctx: Ctx,
  tx: Db,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  kind: 'staff' | 'provider' = 'staff',
) {
  const token = await repo.issueToken(tx, user.id, 'invite');
  const url = webLink(
    ctx.config,
    withQuery(webPaths.resetPassword(token), { invite: kind === 'provider' ? 'provider' : '1' }),
  );
  const mail = kind === 'provider' ? accountMails.inviteProvider : accountMails.invite;
  await ctx.mail.send(mail(ctx.config, user.email, user.firstName, url), tx);
}
