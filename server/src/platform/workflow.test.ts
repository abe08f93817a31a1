import { DOCUMENT_WORKFLOW, defineWorkflow, first } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/index.ts';
import { ADMIN, buildTestApp, type TestApp } from '../test/buildTestApp.ts';
import type { Ctx } from './context.ts';
import {
  applyComputedTransitions,
  applyTransition,
  applyTransitionMany,
  type Moved,
  type WorkflowTarget,
} from './workflow.ts';

/** A made-up entity, so the engine is tested apart from any module: a table of its own and a table of moves. */
const widgets = pgTable('wf_widgets', {
  id: uuid('id').primaryKey(),
  status: text('status').notNull(),
  note: text('note'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const WIDGET_WORKFLOW = defineWorkflow({
  entity: 'widget',
  statuses: ['draft', 'pending', 'done'],
  transitions: {
    submit: { from: ['draft'], to: 'pending' },
    finish: { from: ['pending'], to: 'done' },
    reopen: { from: ['pending', 'done'], to: 'draft' },
  },
  past: { submit: 'submitted', finish: 'finished', reopen: 'reopened' },
});
type WidgetStatus = (typeof WIDGET_WORKFLOW.statuses)[number];
const target: WorkflowTarget<WidgetStatus, 'submit' | 'finish' | 'reopen'> = {
  workflow: WIDGET_WORKFLOW,
  table: widgets,
  entityType: 'widget',
  notFound: 'Widget not found',
  onMoved: async (_tx, _ctx, moved) => {
    seen.push(moved);
    return () => {
      delivered.push(...moved.map((m) => `${m.action}:${m.id}`));
    };
  },
};

let t: TestApp;
let ctx: Ctx;
/** What the target's `onMoved` saw, and what it delivered after commit. */
const seen: Moved<WidgetStatus>[][] = [];
const delivered: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.execute(sql`create table wf_widgets (id uuid primary key, status text not null, note text,
    updated_at timestamptz not null default now())`);
  const admin = await t.db
    .execute(sql`select id, first_name as "firstName", last_name as "lastName", email
    from users where email = ${ADMIN.email}`)
    .then((r) => first((r as unknown as { rows: Ctx['user'][] }).rows, 'the admin'));
  ctx = {
    db: t.db,
    config: t.config,
    user: admin,
    log: t.app.log,
    jobs: t.app.jobs,
    mail: t.app.mail,
    realtime: t.app.realtime,
    cipher: t.app.cipher,
    storage: t.app.storage,
  };
});
afterAll(() => t.close());

async function widget(status: WidgetStatus) {
  const id = uuidv7();
  await t.db.insert(widgets).values({ id, status });
  return id;
}
const statusOf = async (id: string) =>
  (await t.db.select({ s: widgets.status }).from(widgets).where(eq(widgets.id, id)))[0]?.s;
const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'widget'), eq(auditEvents.entityId, id)));

describe('workflow engine: one row', () => {
  it('applies an allowed transition with its columns, audits it in the same transaction and fans it out', async () => {
    const id = await widget('draft');
    const res = await applyTransition(ctx, target, { id, action: 'submit', set: { note: 'ready' } });
    expect(res).toEqual({ from: 'draft', to: 'pending' });
    const [row] = await t.db.select().from(widgets).where(eq(widgets.id, id));
    expect(row).toMatchObject({ status: 'pending', note: 'ready' });
    const events = await auditOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'submit',
      actorName: 'Admin',
      changes: [{ field: 'status', old: 'draft', new: 'pending' }],
    });
    expect(delivered).toContain(`submit:${id}`);
  });

  it('refuses a transition the table does not allow with 409 naming the action and the current status', async () => {
    const id = await widget('draft');
    await expect(applyTransition(ctx, target, { id, action: 'finish' })).rejects.toMatchObject({
      status: 409,
      message: 'This widget is draft, so it cannot be finished',
    });
    expect(await statusOf(id)).toBe('draft');
    expect(await auditOf(id)).toHaveLength(0);
    await expect(applyTransition(ctx, target, { id: uuidv7(), action: 'submit' })).rejects.toMatchObject({
      status: 404,
      message: 'Widget not found',
    });
  });

  it('applies a raced transition once: the loser gets 409 and writes no audit row', async () => {
    const id = await widget('pending');
    const results = await Promise.allSettled([
      applyTransition(ctx, target, { id, action: 'finish' }),
      applyTransition(ctx, target, { id, action: 'finish' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: 'This widget is done, so it cannot be finished' });
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('rolls back status and audit row together when an effect fails, and delivers nothing', async () => {
    const id = await widget('draft');
    await expect(
      applyTransition(ctx, target, {
        id,
        action: 'submit',
        effects: async () => {
          throw new Error('effect failed');
        },
      }),
    ).rejects.toThrow('effect failed');
    expect(await statusOf(id)).toBe('draft');
    expect(await auditOf(id)).toHaveLength(0);
    expect(delivered).not.toContain(`submit:${id}`);
  });

  it('treats a row outside the extra condition as not found', async () => {
    const id = await widget('draft');
    await expect(
      applyTransition(ctx, target, { id, action: 'submit', where: eq(widgets.note, 'someone else') }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await statusOf(id)).toBe('draft');
  });
});

describe('workflow engine: set-based', () => {
  it('moves only rows in a from status, one audit row each with the old status, runs alsoRun, fans out once', async () => {
    const ids = [await widget('pending'), await widget('done'), await widget('draft'), await widget('pending')];
    seen.length = 0;
    const { moved, deliver } = await t.db.transaction((tx) =>
      applyTransitionMany(tx, ctx, target, {
        ids,
        action: 'reopen',
        auditAction: 'bulk-reopen',
        set: { note: sql`'reopened in bulk'` },
        actorId: null,
        actorName: 'Batch',
        alsoRun: sql`UPDATE wf_widgets SET note = 'untouched' WHERE id = ${ids[2]}::uuid AND id NOT IN (SELECT id FROM moved)`,
      }),
    );
    await deliver();
    expect(moved.map((m) => m.id).sort()).toEqual([ids[0], ids[1], ids[3]].sort());
    expect(moved.find((m) => m.id === ids[1])).toMatchObject({ from: 'done', to: 'draft', action: 'bulk-reopen' });
    const rows = await t.db
      .select()
      .from(widgets)
      .where(sql`${widgets.id} = ANY(${`{${ids.join(',')}}`}::uuid[])`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(ids.map((id) => byId.get(id)?.status)).toEqual(['draft', 'draft', 'draft', 'draft']);
    expect(ids.map((id) => byId.get(id)?.note)).toEqual([
      'reopened in bulk',
      'reopened in bulk',
      'untouched',
      'reopened in bulk',
    ]);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'bulk-reopen'), sql`${auditEvents.entityId} = ANY(${`{${ids.join(',')}}`})`));
    expect(audits).toHaveLength(3);
    expect(audits.find((a) => a.entityId === ids[1])).toMatchObject({
      actorName: 'Batch',
      changes: [{ field: 'status', old: 'done', new: 'draft' }],
    });
    // One fan-out call for the whole set, delivered after commit.
    expect(seen).toHaveLength(1);
    expect(seen[0]).toHaveLength(3);
    expect(delivered).toEqual(expect.arrayContaining([`bulk-reopen:${ids[0]}`, `bulk-reopen:${ids[3]}`]));
    // Applying it again moves nothing and audits nothing.
    const again = await t.db.transaction((tx) =>
      applyTransitionMany(tx, ctx, target, { ids, action: 'reopen', actorId: null, actorName: 'Batch' }),
    );
    expect(again.moved).toHaveLength(0);
  });

  it("gives a set-based move's audit rows time-ordered ids (UUIDv7 carrying the time they were written)", async () => {
    const ids = [await widget('draft'), await widget('draft')];
    const before = Date.now();
    await t.db.transaction((tx) =>
      applyTransitionMany(tx, ctx, target, { ids, action: 'submit', actorId: null, actorName: 'Batch' }),
    );
    const audits = await t.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'submit'), sql`${auditEvents.entityId} = ANY(${`{${ids.join(',')}}`})`));
    expect(audits).toHaveLength(2);
    for (const { id } of audits) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const at = Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });
});

describe('workflow engine: computed targets', () => {
  it('moves each row whose target differs by the listed action that goes there, and refuses the rest', async () => {
    const [toSubmit, toFinish, stays, refused] = [
      await widget('draft'),
      await widget('pending'),
      await widget('draft'),
      await widget('done'),
    ];
    const targets = sql`select * from (values (${toSubmit}::uuid, 'pending'), (${toFinish}::uuid, 'done'),
      (${stays}::uuid, 'draft'), (${refused}::uuid, 'pending')) as w (id, target)`;
    const events = await t.db.transaction((tx) =>
      applyComputedTransitions(tx, target, { targets, actions: ['submit', 'finish'], actorId: null, actorName: 'Job' }),
    );
    expect(events.map((e) => [e.entityId, e.action]).sort()).toEqual(
      [
        [toSubmit, 'submit'],
        [toFinish, 'finish'],
      ].sort(),
    );
    expect(await statusOf(toSubmit)).toBe('pending');
    expect(await statusOf(toFinish)).toBe('done');
    // Already where it should be: no move. done -> pending: no listed action makes it, so it stays.
    expect(await statusOf(stays)).toBe('draft');
    expect(await statusOf(refused)).toBe('done');
    expect(await auditOf(refused)).toHaveLength(0);
    expect(first(await auditOf(toFinish))).toMatchObject({
      actorName: 'Job',
      changes: [{ field: 'status', old: 'pending', new: 'done' }],
    });
  });

  it('refuses a list of actions of which two make the same move', async () => {
    await expect(
      t.db.transaction((tx) =>
        applyComputedTransitions(tx, target, {
          targets: sql`select null::uuid as id, null::text as target where false`,
          actions: ['reopen', 'reopen'],
          actorId: null,
          actorName: null,
        }),
      ),
    ).rejects.toThrow('two actions make the same move');
  });
});

describe('workflow engine: target types', () => {
  it('takes a stamped table without a status column, and refuses one without a stamp', () => {
    const stamped = pgTable('wf_stamped', {
      id: uuid('id').primaryKey(),
      archivedAt: timestamp('archived_at', { withTimezone: true }),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    });
    const base = { workflow: DOCUMENT_WORKFLOW, entityType: 'stamped', notFound: 'Not found' };
    const archivable: WorkflowTarget<'active' | 'archived', 'archive' | 'reinstate'> = {
      ...base,
      table: stamped,
      stamp: { column: stamped.archivedAt, whenSet: 'archived', whenNull: 'active', audited: 'archived' },
    };
    // @ts-expect-error: without a stamp the status is the table's `status` column, which this table lacks
    const unstamped: WorkflowTarget<'active' | 'archived', 'archive' | 'reinstate'> = { ...base, table: stamped };
    expect([archivable.stamp?.whenSet, unstamped.stamp]).toEqual(['archived', undefined]);
  });
});
