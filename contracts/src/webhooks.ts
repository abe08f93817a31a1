import { z } from 'zod';
import { MANAGE_INTEGRATIONS } from './apiKeys.ts';
import { defineEndpoints, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';
import { defineWorkflow } from './workflow.ts';

/**
 * The domain events a webhook subscription may choose, by the name the emitting module gives them
 * (server `definedEvents()`), with the label the screens show. Each delivery's body is
 * `{ type, timestamp, data }` with `data` the event's payload.
 */
export const WEBHOOK_EVENTS = {
  'timesheet.submitted': 'Time sheet submitted',
  'timesheet.approved': 'Time sheet approved',
  'timesheet.rejected': 'Time sheet rejected',
  'payment.approved': 'Payment approved',
  'pay-period.closed': 'Pay period closed',
  'invoice.sent': 'Invoice sent',
  'invoice.paid': 'Invoice paid',
  'document.expiring': 'Document expiring',
  'credentialing-record.decided': 'Credentialing record decided',
  'exclusion.match-found': 'Exclusion match found',
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_NAMES = Object.keys(WEBHOOK_EVENTS) as [WebhookEvent, ...WebhookEvent[]];

/** When a failed delivery is tried again, counted from the attempt before: about a day in all (7 retries). */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 21_600] as const;
/** Failed attempts in a row (any delivery of the subscription) after which it pauses itself (decision 0044). */
export const WEBHOOK_PAUSE_AFTER_FAILURES = 10;

export const WEBHOOK_MESSAGES = {
  created: 'Webhook created. Copy its signing secret now: it will not be shown again.',
  updated: 'Webhook updated',
  paused: 'Webhook paused',
  resumed: 'Webhook resumed',
  secretRotated: 'Signing secret rotated. Copy it now: it will not be shown again.',
  resent: 'Delivery queued again',
  testQueued: 'Test event queued',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  alreadyPaused: 'This webhook is already paused',
  notPaused: 'This webhook is not paused',
  badUrl: 'Enter an https:// address',
  privateUrl: 'This address points inside the network; webhooks go to public addresses only',
  autoPausedTitle: 'Webhook paused',
  autoPaused: (name: string, failures: number) =>
    `The webhook ${name} failed ${failures} times in a row and was paused. Resume it once its receiver answers.`,
} as const;

export const webhookInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  url: z
    .string({ error: 'URL is required' })
    .trim()
    .min(1, 'URL is required')
    .max(2000)
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), WEBHOOK_MESSAGES.badUrl),
  events: z.array(z.enum(WEBHOOK_EVENT_NAMES)).min(1, 'Choose at least one event').max(WEBHOOK_EVENT_NAMES.length),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

export const WEBHOOK_STATUSES = ['active', 'paused'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** Pause and resume, applied by the workflow engine (a subscription pauses itself after repeated failure). */
export const WEBHOOK_WORKFLOW = defineWorkflow({
  entity: 'webhook',
  statuses: WEBHOOK_STATUSES,
  transitions: {
    pause: { from: ['active'], to: 'paused' },
    resume: { from: ['paused'], to: 'active' },
  },
  past: { pause: 'paused', resume: 'resumed' },
  refused: { pause: WEBHOOK_MESSAGES.alreadyPaused, resume: WEBHOOK_MESSAGES.notPaused },
});
export type WebhookAction = keyof typeof WEBHOOK_WORKFLOW.transitions;

export const webhookSchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  status: z.enum(WEBHOOK_STATUSES),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'retrying', 'succeeded', 'failed', 'held'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookAttemptSchema = z.object({
  at: z.string(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** The receiver's answer (its first 500 characters) or why there was none. */
  response: z.string(),
});

export const webhookDeliverySchema = z.object({
  _id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.array(webhookAttemptSchema),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  payload: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const WEBHOOK_SORTABLE = ['name', 'createdAt', 'status'] as const;
export const webhookListBodySchema = listBodySchema(WEBHOOK_SORTABLE, { status: z.enum(WEBHOOK_STATUSES) });
export const DELIVERY_SORTABLE = ['createdAt', 'event', 'status'] as const;
export const deliveryListBodySchema = listBodySchema(DELIVERY_SORTABLE, {
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
});
export const deliveryParamSchema = z.object({ id: z.uuid(), deliveryId: z.uuid() });

const manage = { staff: MANAGE_INTEGRATIONS } as const;
const byId = { params: idParamSchema, response: webhookSchema } as const;

export const WEBHOOK_API = /*#__PURE__*/ defineEndpoints('webhooks', {
  list: listEndpoint('/webhooks/all', manage, 'List webhook subscriptions', webhookListBodySchema, webhookSchema),
  get: { method: 'GET', path: '/webhooks/:id', access: manage, summary: 'One webhook subscription', ...byId },
  create: {
    method: 'POST',
    path: '/webhooks',
    access: manage,
    summary: 'Subscribe an address to events (the answer holds the signing secret, shown this once)',
    body: webhookInputSchema,
    response: createdWebhookSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/webhooks/:id',
    access: manage,
    summary: 'Change a subscription’s name, address or events',
    body: webhookInputSchema,
    ...byId,
  },
  pause: { method: 'POST', path: '/webhooks/:id/pause', access: manage, summary: 'Pause deliveries', ...byId },
  resume: {
    method: 'POST',
    path: '/webhooks/:id/resume',
    access: manage,
    summary: 'Resume deliveries (held ones are sent)',
    ...byId,
  },
  rotateSecret: {
    method: 'POST',
    path: '/webhooks/:id/rotate-secret',
    access: manage,
    summary: 'Replace the signing secret (the answer holds the new one, shown this once; the old one stops at once)',
    params: idParamSchema,
    response: createdWebhookSchema,
  },
  deliveries: {
    ...listEndpoint(
      '/webhooks/:id/deliveries/all',
      manage,
      'A subscription’s deliveries with each attempt',
      deliveryListBodySchema,
      webhookDeliverySchema,
    ),
    params: idParamSchema,
  },
  test: {
    method: 'POST',
    path: '/webhooks/:id/test',
    access: manage,
    summary: 'Send a test event (type webhook.test) to the subscription',
    params: idParamSchema,
    response: webhookDeliverySchema,
  },
  resend: {
    method: 'POST',
    path: '/webhooks/:id/deliveries/:deliveryId/resend',
    access: manage,
    summary: 'Send a delivery again',
    params: deliveryParamSchema,
    response: webhookDeliverySchema,
  },
});
