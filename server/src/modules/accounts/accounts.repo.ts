import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_TTL_HOURS, type TokenPurpose } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import { emailTokens } from '../../db/schema/index.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');
export type EmailTokenRow = typeof emailTokens.$inferSelect;

/** A fresh random link token; earlier unused links of the same purpose stop working. */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose, newEmail?: string) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    id: uuidv7(),
    userId,
    purpose,
    tokenHash: sha256(token),
    newEmail: newEmail ?? null,
    expiresAt: new Date(Date.now() + TOKEN_TTL_HOURS[purpose] * 3600_000),
  });
  return token;
}

export async function findToken(db: Db, token: string): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(eq(emailTokens.tokenHash, sha256(token)))
    .limit(1);
  return row;
}

/** Marks the token used only if nobody else did first: two clicks on one link cannot both succeed. */
export async function markTokenUsed(db: Db, id: string): Promise<boolean> {
  const res = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return res.length > 0;
}
