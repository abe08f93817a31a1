import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import * as repo from './webhooks.repo.ts';
import { newSecret } from './webhooks.send.ts';

/**
 * A demo subscription with a delivered and a failed delivery and their attempts. It is paused: the demo has no
 * receiver, and resuming it sends to its example address.
 */
export async function seedDemoWebhooks(tx: Db, creatorId: string, encryptSecret: (plain: string) => string) {
  const id = uuidv7();
  const values = {
    name: 'Payroll system',
    url: 'https://payroll.example.com/portal-events',
    events: ['timesheet.approved', 'payment.approved', 'pay-period.closed'],
  };
  // Its secret was never shown: whoever wires a receiver to it rotates the secret first to read one.
  const secretEncrypted = encryptSecret(newSecret());
  await repo.insertSubscription(tx, { id, ...values, secretEncrypted, createdBy: creatorId, status: 'paused' });
  const user = { id: creatorId, firstName: 'Demo', lastName: 'Data', email: '' } as never;
  await audit(tx, { user }, { action: 'create', entityType: 'webhook', entityId: id, after: values });
  const hourAgo = new Date(Date.now() - 3600_000);
  const body = (type: string, data: object) => JSON.stringify({ type, timestamp: hourAgo.toISOString(), data });
  const sent = uuidv7();
  const failed = uuidv7();
  await repo.insertDeliveries(tx, [
    {
      id: sent,
      subscriptionId: id,
      event: 'pay-period.closed',
      payload: body('pay-period.closed', { status: 'closed' }),
      status: 'succeeded',
      round: 0,
    },
    {
      id: failed,
      subscriptionId: id,
      event: 'payment.approved',
      payload: body('payment.approved', { status: 'approved' }),
      status: 'failed',
      round: 2,
    },
  ]);
  await repo.insertAttempt(tx, {
    id: uuidv7(),
    deliveryId: sent,
    at: hourAgo,
    statusCode: 200,
    durationMs: 84,
    response: '{"received":true}',
  });
  for (const [i, statusCode] of [503, 503].entries()) {
    await repo.insertAttempt(tx, {
      id: uuidv7(),
      deliveryId: failed,
      at: new Date(hourAgo.getTime() + i * 5000),
      statusCode,
      durationMs: 120,
      response: 'Service Unavailable',
    });
  }
}
