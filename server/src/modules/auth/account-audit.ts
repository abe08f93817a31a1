import type { Db } from '../../db/client.ts';
import { type AuditEntry, audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';

/**
 * Audits an event of a user's own account (sign-in, password, second factor) on that user's record. Before anyone
 * is signed in the actor is `{ user: null }` and `actorName` names the user.
 */
export const auditAccount = (
  tx: Db,
  actor: Pick<Ctx, 'user'>,
  userId: string,
  action: string,
  change: Pick<AuditEntry, 'actorName' | 'before' | 'after'>,
) => audit(tx, actor, { action, entityType: 'user', entityId: userId, ...change });
