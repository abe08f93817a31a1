import type { Db } from '../db/client.ts';
import type { Ctx } from './context.ts';

/** Work that may only happen once the transaction has committed: socket.io pushes, queued e-mails. */
export type AfterCommit = () => Promise<void> | void;

/** What a listener may use besides the transaction; a job has these too, not only a request. */
export type FanOutCtx = Pick<Ctx, 'realtime' | 'jobs' | 'log'>;

/**
 * What a module does when an event happens: it runs inside the emitting transaction (a job it queues exists only if
 * the change commits) with every payload of one emit at once (a bulk approval is one call), and may return work for
 * after the commit.
 */
export type Listener<P> = (tx: Db, ctx: FanOutCtx, payloads: readonly P[]) => Promise<AfterCommit | undefined>;

/** A listener bound to its event, as a module's manifest lists it (`listens`); app.ts attaches it at start. */
export interface Subscription {
  readonly event: DomainEvent<never>;
  attach(): void;
}

/**
 * A typed domain event. The module that emits it defines it and exports it from its index.ts; a module that reacts
 * imports it and lists `event.on(listener)` in its manifest, so the import graph shows who listens to whom.
 */
export interface DomainEvent<P> {
  /** `entity.happening` ('timesheet.approved'): its name in logs and, later, outside the portal. */
  readonly name: string;
  /** Runs every attached listener in `tx` and returns their deliveries, to run once `tx` has committed. */
  emit(tx: Db, ctx: FanOutCtx, payloads: readonly P[]): Promise<AfterCommit>;
  on(listener: Listener<P>): Subscription;
}

/** A status move as a workflow transition reports it: from, to, the audited action and who took it. */
export interface StatusChange<S extends string> {
  from: S;
  to: S;
  /** The audited action: the table's ('approve') or a more telling one ('facility-approve', 'bulk-approve'). */
  action: string;
  actorName: string | null;
}

const catalogue = new Map<string, DomainEvent<never>>();

/** Every event defined so far, by name: the catalogue a consumer outside the portal can choose from. */
export const definedEvents = (): ReadonlyMap<string, DomainEvent<never>> => catalogue;

const noop: AfterCommit = () => {};

/** Runs the deliveries one after the other; each one's failure is logged, never thrown (the change is committed). */
export const inOrder =
  (ctx: Pick<FanOutCtx, 'log'>, deliveries: readonly (AfterCommit | undefined)[], what: string): AfterCommit =>
  async () => {
    for (const deliver of deliveries) {
      if (!deliver) continue;
      await Promise.resolve()
        .then(deliver)
        .catch((err) => ctx.log.error({ err, event: what }, 'after-commit delivery failed'));
    }
  };

/** Defines the event `name` (unique across the portal). Call it once, in the emitting module. */
export function defineEvent<P>(name: string): DomainEvent<P> {
  if (catalogue.has(name)) throw new Error(`The event ${name} is defined twice`);
  // A set: attaching the same listener again (another app in the same process) keeps one.
  const listeners = new Set<Listener<P>>();
  const event: DomainEvent<P> = {
    name,
    async emit(tx, ctx, payloads) {
      if (payloads.length === 0) return noop;
      const after: (AfterCommit | undefined)[] = [];
      for (const listener of listeners) after.push(await listener(tx, ctx, payloads));
      return inOrder(ctx, after, name);
    },
    on: (listener) => ({ event: event as DomainEvent<never>, attach: () => listeners.add(listener) }),
  };
  catalogue.set(name, event as DomainEvent<never>);
  return event;
}

/**
 * Status moves (the workflow engine's `onMoved`) joined to what their payloads carry besides, read in one query for
 * the whole set; a row no longer found is left out.
 */
export async function changesOf<S extends string, K extends { id: string }>(
  moved: readonly (StatusChange<S> & { id: string })[],
  keysOf: (ids: string[]) => Promise<K[]>,
): Promise<(K & StatusChange<S>)[]> {
  const keys = new Map((await keysOf(moved.map((m) => m.id))).map((k) => [k.id, k]));
  return moved.flatMap((m) => {
    const k = keys.get(m.id);
    return k ? [{ ...k, ...m }] : [];
  });
}

/**
 * A move's payload: its keys, then its own fields but `keys`, in that order (as `{ ...keys, ...rest }` would give).
 * Copied field by field: object rest and spread cost a set-based move of 10,000 rows tens of milliseconds.
 */
function withKeys<P>(m: { keys?: Record<string, unknown> }): P {
  const out: Record<string, unknown> = {};
  for (const k in m.keys) out[k] = m.keys[k];
  for (const k in m) if (k !== 'keys') out[k] = (m as Record<string, unknown>)[k];
  return out as P;
}

/**
 * A workflow target's `onMoved` that tells the moves into each listed status as that status's event, one emit per
 * event in the listed order; moves into other statuses are not told. `keysOf` reads the payloads' other fields for
 * the moves told, in one query, unless the moves carry them (`keys`, returned by a set-based move).
 */
export function tellMoves<S extends string, K extends { id: string }>(
  keysOf: (tx: Db, ids: string[]) => Promise<K[]>,
  told: readonly (readonly [S, Pick<DomainEvent<K & StatusChange<S>>, 'emit'>])[],
  what: string,
) {
  return async (
    tx: Db,
    ctx: FanOutCtx,
    moved: readonly (StatusChange<S> & { id: string; keys?: Record<string, unknown> })[],
  ) => {
    const statuses = new Set(told.map(([status]) => status));
    const telling = moved.filter((m) => statuses.has(m.to));
    if (telling.length === 0) return noop;
    // A set-based move returned its rows' keys (the target's `movedKeys`): no second read of the rows.
    const changes = telling.every((m) => m.keys)
      ? telling.map((m) => withKeys<K & StatusChange<S>>(m))
      : await changesOf(telling, (ids) => keysOf(tx, ids));
    const deliveries: AfterCommit[] = [];
    for (const [status, event] of told) {
      const into = changes.filter((c) => c.to === status);
      deliveries.push(await event.emit(tx, ctx, into));
    }
    return inOrder(ctx, deliveries, what);
  };
}
