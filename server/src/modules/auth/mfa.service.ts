import { createHash, randomBytes } from 'node:crypto';
import {
  type LoginAnswer,
  MFA_MESSAGES,
  type MfaEnrolment,
  type MfaLoginData,
  type MfaStatus,
  normalizeRecoveryCode,
} from '@portal/contracts';
import { authenticator } from 'otplib';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict, fieldError, forbidden, unauthorized } from '../../platform/errors.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import { auditAccount } from './account-audit.ts';
import { findRoleOfUser } from './auth.repo.ts';
import * as repo from './mfa.repo.ts';

/** Codes of the previous and next 30-second step are accepted too (clock drift); each step only once. */
authenticator.options = { window: 1 };
const STEP_MS = 30_000;
const CHALLENGE_MS = 5 * 60_000;
/** Codes judged per sign-in challenge, right or wrong. */
const MAX_TRIES = 5;
const RECOVERY_CODES = 10;

/** The QR code maker, loaded when a super admin first enrols (not at every start of the server). */
const qrCodes = async () => (await import('qrcode')).default;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Ten codes like 'k3f9q-7xm2p' (lowercase letters and digits, no look-alikes). */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODES }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Staff (super admins and staff users) may use a second factor; providers sign in with a password. */
const isStaff = (user: Pick<UserRow, 'role'>) => user.role === 'superAdmin' || user.role === 'iconUser';

/** Whether the user must use a second factor: super admins by setting, staff users by their role's flag. */
async function mfaRequired(ctx: Ctx, user: UserRow): Promise<boolean> {
  if (user.role === 'superAdmin') return ctx.config.MFA_REQUIRED_FOR_SUPER_ADMINS;
  if (user.role !== 'iconUser') return false;
  return Boolean((await findRoleOfUser(ctx.db, user.roleId))?.mfaRequired);
}

async function enrolment(ctx: Ctx, user: UserRow): Promise<MfaEnrolment> {
  const secret = authenticator.generateSecret(20);
  await repo.setPendingSecret(ctx.db, user.id, ctx.cipher.encrypt(secret));
  const otpauthUrl = authenticator.keyuri(user.email, `${ctx.config.ORG_NAME} Portal`, secret);
  return { secret, otpauthUrl, qrCode: await (await qrCodes()).toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
}

/**
 * After a right password: null when no second step is due (the plain login answer follows), else the step the
 * login call answers: `verify` for an enrolled user, `enrol` (with the QR code) for one who must enrol first.
 */
export async function secondStep(ctx: Ctx, user: UserRow): Promise<Exclude<LoginAnswer, { token: string }> | null> {
  if (!isStaff(user)) return null;
  const enrolled = Boolean(user.mfaEnabledAt);
  if (!enrolled && !(await mfaRequired(ctx, user))) return null;
  const token = randomBytes(32).toString('base64url');
  await repo.insertChallenge(ctx.db, user.id, sha256(token), new Date(Date.now() + CHALLENGE_MS));
  if (enrolled) return { mfa: 'verify', mfaToken: token };
  return { mfa: 'enrol', mfaToken: token, enrolment: await enrolment(ctx, user) };
}

/**
 * Checks a TOTP code against an (encrypted) secret and claims its time step, so the same code is refused the
 * second time. Throws the field error the caller shows beside the code.
 */
async function acceptTotp(ctx: Ctx, userId: string, encryptedSecret: string | null, code: string, field: string) {
  const secret = encryptedSecret ? ctx.cipher.decrypt(encryptedSecret) : null;
  const digits = code.replace(/\s+/g, '');
  const delta = secret && /^\d{6}$/.test(digits) ? authenticator.checkDelta(digits, secret) : null;
  if (delta === null) throw fieldError(field, MFA_MESSAGES.wrongCode);
  const step = Math.floor(Date.now() / STEP_MS) + delta;
  if (!(await repo.claimStep(ctx.db, userId, step))) throw fieldError(field, MFA_MESSAGES.replayedCode);
}

async function issueRecoveryCodes(ctx: Ctx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(
    ctx.db,
    userId,
    codes.map((c) => sha256(normalizeRecoveryCode(c))),
  );
  return codes;
}

/**
 * The second step of sign-in: the challenge and a TOTP code (or, when enrolled, a recovery code, used up). An
 * enrolment is confirmed by its first code and answers the recovery codes once. `startSession` is the login's
 * own session start, so the answer is the login answer.
 */
export async function completeLogin(
  ctx: Ctx,
  input: { mfaToken: string; code: string },
  startSession: (user: UserRow) => Promise<MfaLoginData>,
): Promise<MfaLoginData> {
  const challenge = await repo.takeTry(ctx.db, sha256(input.mfaToken), MAX_TRIES);
  if (!challenge) throw unauthorized(MFA_MESSAGES.challengeInvalid, 'MFA_CHALLENGE_INVALID');
  const user = await findUserById(ctx.db, challenge.userId);
  if (!user) throw unauthorized(MFA_MESSAGES.challengeInvalid, 'MFA_CHALLENGE_INVALID');
  let recoveryCodes: string[] | undefined;
  if (user.mfaEnabledAt) {
    if (/^\s*\d{3}\s*\d{3}\s*$/.test(input.code)) {
      await acceptTotp(ctx, user.id, user.mfaSecret, input.code, 'code');
    } else if (await repo.useRecoveryCode(ctx.db, user.id, sha256(normalizeRecoveryCode(input.code)))) {
      await auditAccount(ctx.db, { user: null }, user.id, 'mfa-recovery-code-used', {
        actorName: user.email,
        after: { recoveryCodesLeft: await repo.recoveryCodesLeft(ctx.db, user.id) },
      });
    } else {
      throw fieldError('code', MFA_MESSAGES.wrongRecoveryCode);
    }
  } else {
    await acceptTotp(ctx, user.id, user.mfaPendingSecret, input.code, 'code');
  }
  if (!(await repo.useChallenge(ctx.db, challenge.id)))
    throw unauthorized(MFA_MESSAGES.challengeInvalid, 'MFA_CHALLENGE_INVALID');
  if (!user.mfaEnabledAt) {
    // Not signed in yet: the audit names the user by e-mail.
    recoveryCodes = await turnOn(ctx, user, { user: null }, user.email);
  }
  const data = await startSession(user);
  return recoveryCodes ? { ...data, recoveryCodes } : data;
}

/** Turns MFA on with the pending secret and answers fresh recovery codes, audited as an enrolment, in one go. */
function turnOn(ctx: Ctx, user: UserRow, actor: Pick<Ctx, 'user'>, actorName?: string): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    await repo.enable(tx, user.id, user.mfaPendingSecret as string);
    const codes = await issueRecoveryCodes({ ...ctx, db: tx }, user.id);
    await auditAccount(tx, actor, user.id, 'mfa-enrol', { actorName, before: { mfa: 'off' }, after: { mfa: 'on' } });
    return codes;
  });
}

async function staffUser(ctx: Ctx): Promise<UserRow> {
  const user = ctx.user ? await findUserById(ctx.db, ctx.user.id) : undefined;
  if (!user) throw unauthorized();
  if (!isStaff(user)) throw forbidden(MFA_MESSAGES.staffOnly);
  return user;
}

export async function status(ctx: Ctx): Promise<MfaStatus> {
  const user = await staffUser(ctx);
  return {
    enabled: Boolean(user.mfaEnabledAt),
    required: await mfaRequired(ctx, user),
    recoveryCodesLeft: user.mfaEnabledAt ? await repo.recoveryCodesLeft(ctx.db, user.id) : 0,
  };
}

/** Profile set-up, step 1: a new secret and its QR code, kept pending until a code confirms it. */
export async function startEnrolment(ctx: Ctx): Promise<MfaEnrolment> {
  const user = await staffUser(ctx);
  if (user.mfaEnabledAt) throw conflict(MFA_MESSAGES.alreadyOn);
  return enrolment(ctx, user);
}

/** Profile set-up, step 2: the first code turns it on and answers the recovery codes (shown once). */
export async function confirmEnrolment(ctx: Ctx, code: string): Promise<string[]> {
  const user = await staffUser(ctx);
  if (user.mfaEnabledAt) throw conflict(MFA_MESSAGES.alreadyOn);
  if (!user.mfaPendingSecret) throw badRequest(MFA_MESSAGES.notEnrolling);
  await acceptTotp(ctx, user.id, user.mfaPendingSecret, code, 'code');
  return turnOn(ctx, user, ctx);
}

/** Turns it off with a current code, unless the user's role (or the super admin setting) requires it. */
export async function disableMfa(ctx: Ctx, code: string): Promise<void> {
  const user = await staffUser(ctx);
  if (!user.mfaEnabledAt) return;
  if (await mfaRequired(ctx, user)) throw forbidden(MFA_MESSAGES.requiredCannotDisable);
  await acceptTotp(ctx, user.id, user.mfaSecret, code, 'code');
  await ctx.db.transaction(async (tx) => {
    await repo.disable(tx, user.id);
    await auditAccount(tx, ctx, user.id, 'mfa-disable', { before: { mfa: 'on' }, after: { mfa: 'off' } });
  });
}
