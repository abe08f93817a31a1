import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import { mfaChallenges, mfaRecoveryCodes } from '../../db/schema/index.ts';
import { claimMfaStep, updateUser } from '../users/index.ts';

/** Stores a sign-in challenge (hash only), valid until `expiresAt`. */
export async function insertChallenge(db: Db, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(mfaChallenges).values({ id: uuidv7(), userId, tokenHash, expiresAt });
}

/**
 * Takes one try of a live challenge (not used, not expired, fewer than `maxTries` taken) and answers it, or
 * undefined when none is left. Counting and judging are one statement, so concurrent wrong codes cannot all be
 * judged against the limit's same count: at most `maxTries` codes are ever checked per challenge. (`failures`
 * counts every try taken; a right one uses the challenge up anyway.)
 */
export async function takeTry(db: Db, tokenHash: string, maxTries: number) {
  const [row] = await db
    .update(mfaChallenges)
    .set({ failures: sql`${mfaChallenges.failures} + 1` })
    .where(
      and(
        eq(mfaChallenges.tokenHash, tokenHash),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, new Date()),
        lt(mfaChallenges.failures, maxTries),
      ),
    )
    .returning();
  return row;
}

/** Uses the challenge up; false when another request already did (a double submit signs in once). */
export async function useChallenge(db: Db, id: string): Promise<boolean> {
  const res = await db
    .update(mfaChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.usedAt)))
    .returning({ id: mfaChallenges.id });
  return res.length > 0;
}

/**
 * Accepts the code of time step `step` once: the step must be later than the last accepted one, so a code (or
 * an older one still inside the window) can never be replayed.
 */
export const claimStep = claimMfaStep;

export const setPendingSecret = (db: Db, userId: string, encrypted: string) =>
  updateUser(db, userId, { mfaPendingSecret: encrypted });

export const enable = (db: Db, userId: string, encryptedSecret: string) =>
  updateUser(db, userId, { mfaSecret: encryptedSecret, mfaPendingSecret: null, mfaEnabledAt: new Date() });

export async function disable(db: Db, userId: string) {
  await updateUser(db, userId, { mfaSecret: null, mfaPendingSecret: null, mfaEnabledAt: null, mfaLastStep: null });
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
}

/** Replaces the user's recovery codes with these hashes. */
export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]) {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(hashes.map((codeHash) => ({ id: uuidv7(), userId, codeHash })));
}

/** Uses a recovery code once: a conditional UPDATE, so two requests with the same code cannot both pass. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const res = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return res.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
