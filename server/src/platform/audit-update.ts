import type { Db } from '../db/client.ts';
import { type AuditEvent, audit } from './audit.ts';
import type { Ctx } from './context.ts';

/**
 * Audits the update of one row: `after` holds the fields the update wrote, and `row` (the row as it was) is read for
 * those fields only, so the columns the update left alone do not show as changed.
 */
export function auditUpdate(
  tx: Db,
  ctx: Pick<Ctx, 'user'>,
  entityType: string,
  entityId: string,
  row: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<AuditEvent> {
  const before = Object.fromEntries(Object.keys(after).map((field) => [field, row[field]]));
  return audit(tx, ctx, { action: 'update', entityType, entityId, before, after });
}
