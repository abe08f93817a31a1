import { z } from 'zod';
import { defineEndpoints, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';
import { isPermission } from './permissions.ts';
import { defineWorkflow } from './workflow.ts';

/**
 * API keys: a system calls the staff API (`/api/icon-users/...`) with `Authorization: Bearer <key>`, holding the
 * permissions the key names and nothing more. The key is shown once; the portal keeps its SHA-256.
 */
export const API_KEY_PREFIX = 'pk_';

export const API_KEY_MESSAGES = {
  created: 'API key created. Copy it now: it will not be shown again.',
  revoked: 'API key revoked',
  notFound: 'API key not found',
  alreadyRevoked: 'This API key is already revoked',
  moreThanCreator: 'You can only give a key permissions you hold yourself',
  unknownPermission: 'Choose permissions from the list',
  expiryPast: 'Choose a day after today',
  badAddress: 'Enter an IP address or range, such as 203.0.113.7 or 10.0.0.0/24',
  address: 'This API key may not be used from this address',
  keysCannotManage: 'An API key cannot manage API keys or webhooks',
} as const;

const single = (v: string) =>
  z.ipv4().safeParse(v).success ||
  z.ipv6().safeParse(v).success ||
  z.cidrv4().safeParse(v).success ||
  z.cidrv6().safeParse(v).success;

export const apiKeyInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  permissions: z
    .array(z.string().refine(isPermission, API_KEY_MESSAGES.unknownPermission))
    .min(1, 'Choose at least one permission')
    .max(200),
  /** The last day the key works (the company's day); none: until revoked. */
  expiresOn: z.preprocess((v) => (v === '' ? null : v), z.iso.date('Enter a valid date (YYYY-MM-DD)').nullish()),
  /** Client addresses the key is accepted from (IP or CIDR); empty: any. */
  allowedAddresses: z.array(z.string().trim().refine(single, API_KEY_MESSAGES.badAddress)).max(50).default([]),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

export const API_KEY_STATUSES = ['active', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const apiKeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart (never enough to use it). */
  prefix: z.string(),
  permissions: z.array(z.string()),
  expiresOn: z.string().nullable(),
  allowedAddresses: z.array(z.string()),
  status: z.enum(API_KEY_STATUSES),
  lastUsedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A new key: the record and, this once, the key itself. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });

export const API_KEY_SORTABLE = ['name', 'createdAt', 'lastUsedAt', 'expiresOn'] as const;
export const apiKeyListBodySchema = listBodySchema(API_KEY_SORTABLE, { status: z.enum(API_KEY_STATUSES) });
export type ApiKeyListBody = z.input<typeof apiKeyListBodySchema>;

/** Revoke (active -> revoked), applied by the workflow engine; a revoked key stays for the audit trail. */
export const API_KEY_WORKFLOW = defineWorkflow({
  entity: 'API key',
  statuses: API_KEY_STATUSES,
  transitions: { revoke: { from: ['active'], to: 'revoked' } },
  past: { revoke: 'revoked' },
  refused: { revoke: API_KEY_MESSAGES.alreadyRevoked },
});

/** API keys and webhooks are managed by holders of this permission (super admins hold every permission). */
export const MANAGE_INTEGRATIONS = 'manage-integrations';
const manage = { staff: MANAGE_INTEGRATIONS } as const;

export const API_KEY_API = /*#__PURE__*/ defineEndpoints('api-keys', {
  list: listEndpoint(
    '/api-keys/all',
    manage,
    'List API keys (search name; filter status; sort)',
    apiKeyListBodySchema,
    apiKeySchema,
  ),
  create: {
    method: 'POST',
    path: '/api-keys',
    access: manage,
    summary: 'Create an API key (the answer holds the key, shown this once)',
    body: apiKeyInputSchema,
    response: createdApiKeySchema,
    status: 201,
  },
  revoke: {
    method: 'POST',
    path: '/api-keys/:id/revoke',
    access: manage,
    summary: 'Revoke an API key (refused at once on every instance)',
    params: idParamSchema,
    response: apiKeySchema,
  },
});
