import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import * as repo from './api-keys.repo.ts';

/**
 * Demo keys: one in use (last used an hour ago) and one revoked, so the list shows both states. Their keys are
 * random and never shown: a key is only ever seen when it is made.
 */
export async function seedDemoApiKeys(tx: Db, creatorId: string) {
  const user = { id: creatorId, firstName: 'Demo', lastName: 'Data', email: '' } as never;
  for (const [name, permissions, revoked] of [
    ['Payroll export', ['view-timesheets', 'view-payments'], false],
    ['Old scheduler', ['view-assignments'], true],
  ] as const) {
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const id = uuidv7();
    await repo.insertApiKey(tx, {
      id,
      name,
      permissions: [...permissions],
      prefix: key.slice(0, API_KEY_PREFIX.length + 6),
      keyHash: createHash('sha256').update(key).digest('hex'),
      createdBy: creatorId,
      lastUsedAt: new Date(Date.now() - 3600_000),
      ...(revoked ? { status: 'revoked' as const, revokedAt: new Date() } : {}),
    });
    await audit(tx, { user }, { action: 'create', entityType: 'api-key', entityId: id, after: { name, permissions } });
  }
}
