import { randomInt, timingSafeEqual } from 'node:crypto';
import { SHARE_CODE_MINUTES, SHARE_CODE_TRIES, SHARE_MESSAGES } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { audit } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { appError, badRequest, unauthorized } from '../../../platform/errors.ts';
import { composeMail } from '../../../platform/mail.ts';
import * as shares from '../shares/index.ts';
import { newToken, sha256 } from './guests.ts';
import * as sessions from './sessions.repo.ts';

/**
 * How a guest gets in: the share link and the address it was sent to, then a 6-digit code e-mailed there. The
 * right code answers a guest token bound to the share (sessions.repo.ts); every step is audited against the share.
 */

const ENTITY = 'document-share';

const codeHash = (challenge: string, code: string) => sha256(`${challenge}:${code}`);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const isLive = (s: shares.ShareRow) => !s.revokedAt && s.expiresAt.getTime() > Date.now();

/** A guest's step, audited on the share under the address it was taken for. */
const auditGuest = (
  db: Parameters<typeof audit>[0],
  who: Pick<Ctx, 'user'>,
  action: string,
  shareId: string,
  email: string,
  ip: string,
  extra: object = {},
) =>
  audit(db, who, {
    action,
    entityType: ENTITY,
    entityId: shareId,
    actorName: `Guest ${email}`,
    after: { email, ip, ...extra },
  });

/** verify-filesystem-access: the link and the address it was sent to; e-mails a 6-digit code (10 minutes). */
export async function verifyAccess(ctx: Ctx, ip: string, input: { token: string; email: string }) {
  const share = await shares.findShareByLink(ctx.db, sha256(input.token));
  if (!share) throw unauthorized(SHARE_MESSAGES.linkInvalid);
  if (!isLive(share)) {
    await auditGuest(ctx.db, ctx, 'guest-link-ended', share.id, input.email, ip);
    throw appError('SHARE_EXPIRED', SHARE_MESSAGES.expired);
  }
  if (share.email !== input.email) {
    await auditGuest(ctx.db, ctx, 'guest-wrong-email', share.id, input.email, ip);
    throw unauthorized(SHARE_MESSAGES.wrongEmail);
  }
  const challenge = newToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await sessions.insertChallenge(tx, {
      id: uuidv7(),
      shareId: share.id,
      challengeHash: sha256(challenge),
      codeHash: codeHash(challenge, code),
      expiresAt: new Date(Date.now() + SHARE_CODE_MINUTES * 60_000),
    });
    await auditGuest(tx, ctx, 'guest-code-sent', share.id, share.email, ip);
    await ctx.mail.send(
      composeMail(ctx.config, share.email, {
        subject: `Your access code: ${code}`,
        greeting: 'Hello,',
        paragraphs: [
          `Your code to open the documents shared with you is ${code}.`,
          `It is valid for ${SHARE_CODE_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.`,
        ],
      }),
      tx,
    );
  });
  return { challenge, email: share.email, expiresInMinutes: SHARE_CODE_MINUTES };
}

/** Code entry: 5 tries per code; the right code answers a guest token bound to the share and its expiry. */
export async function verifyCode(ctx: Ctx, ip: string, input: { challenge: string; code: string }) {
  const row = await sessions.findChallenge(ctx.db, sha256(input.challenge));
  if (!row) throw appError('SHARE_CHALLENGE_INVALID', SHARE_MESSAGES.codeInvalid);
  if (!isLive(row.s)) throw appError('SHARE_EXPIRED', SHARE_MESSAGES.expired);
  // The try is taken before the code is judged: 30 codes at once are 5 judged and 25 refused.
  const tries = await sessions.takeTry(ctx.db, row.c.id, SHARE_CODE_TRIES);
  if (tries === null) throw appError('SHARE_CHALLENGE_INVALID', SHARE_MESSAGES.codeInvalid);
  const guestCtx = { user: null };
  if (!sameHash(codeHash(input.challenge, input.code), row.c.codeHash)) {
    await auditGuest(ctx.db, guestCtx, 'guest-wrong-code', row.s.id, row.s.email, ip, { tries });
    const left = SHARE_CODE_TRIES - tries;
    if (left <= 0) {
      await auditGuest(ctx.db, guestCtx, 'guest-locked-out', row.s.id, row.s.email, ip, { tries });
      throw appError('SHARE_CHALLENGE_INVALID', SHARE_MESSAGES.codeInvalid);
    }
    throw badRequest(SHARE_MESSAGES.wrongCode(left), [{ field: 'code', message: SHARE_MESSAGES.wrongCode(left) }]);
  }
  const guestToken = await ctx.db.transaction(async (tx) => {
    if (!(await sessions.useChallenge(tx, row.c.id)))
      throw appError('SHARE_CHALLENGE_INVALID', SHARE_MESSAGES.codeInvalid);
    const token = await sessions.createGuestSession(tx, {
      id: uuidv7(),
      shareId: row.s.id,
      email: row.s.email,
      ip,
      expiresAt: row.s.expiresAt,
    });
    await auditGuest(tx, guestCtx, 'guest-verified', row.s.id, row.s.email, ip);
    return token;
  });
  return { guestToken, email: row.s.email, expiresAt: row.s.expiresAt.toISOString() };
}
