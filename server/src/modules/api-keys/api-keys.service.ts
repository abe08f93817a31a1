import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyListBody,
  type apiKeyInputSchema,
  isExpired,
  type ListPage,
  type ListQuery,
  PERMISSION_VALUES,
  todayIn,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { type Ctx, userOf } from '../../platform/context.ts';
import { fieldError, forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import type { AuthUser } from '../../platform/sessions.ts';
import { applyTransition } from '../../platform/workflow.ts';
import * as repo from './api-keys.repo.ts';
import { API_KEY_TARGET } from './api-keys.workflow.ts';

type ApiKeyInput = z.output<typeof apiKeyInputSchema>;

/** Keys are 32 random bytes, so one SHA-256 is enough (no slow hash: nothing to guess). */
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
/** `last_used_at` is written at most this often per key. */
const TOUCH_INTERVAL_MS = 60_000;

const toApiKey = ({ key: k, creatorName }: repo.ApiKeyRow): ApiKey => ({
  _id: k.id,
  name: k.name,
  prefix: k.prefix,
  permissions: k.permissions,
  expiresOn: k.expiresOn,
  allowedAddresses: k.allowedAddresses,
  status: k.status,
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  createdBy: creatorName,
  createdAt: k.createdAt.toISOString(),
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

/** What a staff user holds: every permission for a super admin, else their role's. */
const heldBy = (role: AuthUser['role'], permissions: readonly string[] | null) =>
  role === 'superAdmin' ? PERMISSION_VALUES : (permissions ?? []);

/** A key acting on the API may not mint keys or subscribe addresses: people manage integrations. */
function refuseKeys(ctx: Ctx) {
  if (userOf(ctx).apiKey) throw forbidden(API_KEY_MESSAGES.keysCannotManage);
}

export async function listApiKeys(ctx: Ctx, query: ListQuery, body: ApiKeyListBody): Promise<ListPage<ApiKey>> {
  refuseKeys(ctx);
  const { rows, totals } = await repo.listApiKeys(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toApiKey));
}

async function getApiKey(ctx: Ctx, id: string): Promise<ApiKey> {
  const row = await repo.findApiKey(ctx.db, id);
  if (!row) throw notFound(API_KEY_MESSAGES.notFound);
  return toApiKey(row);
}

/** Creates a key holding at most what its creator holds; the answer carries the key, which is never kept. */
export async function createApiKey(ctx: Ctx, input: ApiKeyInput): Promise<ApiKey & { key: string }> {
  refuseKeys(ctx);
  const user = userOf(ctx);
  const held = new Set(heldBy(user.role, user.permissions));
  if (input.permissions.some((p) => !held.has(p))) throw fieldError('permissions', API_KEY_MESSAGES.moreThanCreator);
  if (input.expiresOn && input.expiresOn <= todayIn()) throw fieldError('expiresOn', API_KEY_MESSAGES.expiryPast);
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = uuidv7();
  const values = {
    name: input.name,
    permissions: [...new Set(input.permissions)],
    expiresOn: input.expiresOn ?? null,
    allowedAddresses: [...new Set(input.allowedAddresses)],
  };
  await ctx.db.transaction(async (tx) => {
    await repo.insertApiKey(tx, {
      id,
      ...values,
      prefix: key.slice(0, API_KEY_PREFIX.length + 6),
      keyHash: hashOf(key),
      createdBy: user.id,
    });
    await audit(tx, ctx, { action: 'create', entityType: 'api-key', entityId: id, after: values });
  });
  return { ...(await getApiKey(ctx, id)), key };
}

/** Revokes a key; every instance refuses it from the next call (keys are looked up on each call, never cached). */
export async function revokeApiKey(ctx: Ctx, id: string): Promise<ApiKey> {
  refuseKeys(ctx);
  await applyTransition(ctx, API_KEY_TARGET, { id, action: 'revoke', set: { revokedAt: new Date() } });
  return getApiKey(ctx, id);
}

function addressAllowed(allowed: readonly string[], ip: string) {
  if (allowed.length === 0) return true;
  const list = new BlockList();
  for (const entry of allowed) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return list.check(mapped, isIP(mapped) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The caller a key stands for, checked on every call (no cache, so a revocation applies at once everywhere): a
 * staff user named after the key, holding the key's permissions that its creator still holds. Null when the token
 * is no live key; 401 when it expired or its creator is no longer active; 403 from an address it does not allow.
 */
export async function findApiKeyUser(db: Db, token: string, ip: string): Promise<AuthUser | null> {
  const hash = hashOf(token);
  const row = await repo.findKeyByHash(db, hash);
  if (!row || !timingSafeEqual(Buffer.from(row.keyHash), Buffer.from(hash))) return null;
  const creator = row.principal;
  if (row.expiresOn && isExpired(row.expiresOn)) throw unauthorized('This API key has expired');
  const creatorActive = creator.role === 'superAdmin' || creator.status === 'confirmed';
  if (!creatorActive || creator.role === 'provider') {
    throw unauthorized('The user who created this API key is no longer active');
  }
  if (!addressAllowed(row.allowedAddresses, ip)) throw forbidden(API_KEY_MESSAGES.address);
  const held = new Set(heldBy(creator.role, creator.permissions));
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await repo.touchApiKey(db, row.id, now, TOUCH_INTERVAL_MS);
  }
  return {
    id: creator.id,
    sessionId: row.id,
    email: creator.email,
    role: 'iconUser',
    status: 'confirmed',
    firstName: 'API key',
    lastName: row.name,
    roleId: creator.roleId,
    permissions: row.permissions.filter((p) => held.has(p)),
    idleTimeoutMinutes: 0,
    apiKey: { id: row.id, name: row.name },
  };
}
