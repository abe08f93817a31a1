import type { Db } from '../db/client.ts';
import type { AuditEvent } from './audit.ts';
import type { Ctx } from './context.ts';

/** Work that may only happen once the transaction has committed: socket.io pushes, queued jobs. */
export type AfterCommit = () => Promise<void> | void;

/** What a reaction may use besides the transaction; a job has these too, not only a request. */
export type FanOutCtx = Pick<Ctx, 'realtime' | 'jobs' | 'log'>;

/**
 * Turns audit events of one entity type into their consequences (notification rows, realtime messages) inside
 * the events' own transaction, and returns the work to run after commit. Reactions take a set of events so a
 * bulk transition fans out set-based.
 */
export type Reaction = (tx: Db, ctx: FanOutCtx, events: AuditEvent[]) => Promise<AfterCommit | undefined>;

const reactions = new Map<string, { entityType: string; react: Reaction }>();

/** Registers (or replaces) the reaction `name` to audit events of `entityType`. Modules call it at start. */
export function onAuditEvents(name: string, entityType: string, react: Reaction) {
  reactions.set(name, { entityType, react });
}

const noop: AfterCommit = () => {};

/**
 * The one fan-out (ARCHITECTURE.md, convention 8): every reaction registered for the events' entity types runs in
 * the transaction that wrote them; the returned function delivers what they queued, once that transaction has
 * committed, so nobody is told about a change that was rolled back.
 */
export async function fanOut(tx: Db, ctx: FanOutCtx, events: AuditEvent[]): Promise<AfterCommit> {
  if (events.length === 0) return noop;
  const after: AfterCommit[] = [];
  for (const { entityType, react } of reactions.values()) {
    const mine = events.filter((e) => e.entityType === entityType);
    if (mine.length === 0) continue;
    const then = await react(tx, ctx, mine);
    if (then) after.push(then);
  }
  return async () => {
    for (const deliver of after) {
      // The change is committed; a failed push must not turn it into an error for the caller.
      await Promise.resolve()
        .then(deliver)
        .catch((err) => ctx.log.error({ err }, 'fan-out delivery failed'));
    }
  };
}
