import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appMeta } from '../../db/schema/index.ts';
import { rowsOf } from '../../platform/raw-rows.ts';

/** What the reminder run claims thresholds of: one kind of item, as `expiry_reminders.report_type` names it. */
export interface ReminderSource {
  kind: 'reappointment' | 'expiring-assignment' | 'expired-document' | 'licence';
  /** FROM ... with the items as `x`. */
  from: SQL;
  id: SQL;
  due: SQL;
  title: SQL;
  providerId: SQL;
  /** Conditions every item reminded of meets. */
  live: SQL;
}

/**
 * Records the reminders of `source` due on `today` (the tightest of the thresholds, 90/60/30/7 days, each item has
 * reached and not yet been reminded of) and answers them. One INSERT ... ON CONFLICT DO NOTHING, so a threshold is
 * sent once, whichever run or instance gets there first.
 */
export async function claimDueReminders(db: Db, s: ReminderSource, today: string, thresholds: readonly number[]) {
  const max = Math.max(...thresholds);
  const list = sql.join(
    [...thresholds].sort((a, b) => a - b).map((t) => sql`${t}`),
    sql`, `,
  );
  const res = await db.execute(sql`
    WITH due AS (
      SELECT ${s.id} AS id, ${s.due} AS due_on, (${s.due} - ${today}::date) AS days_left,
        ${s.title} AS title, ${s.providerId} AS provider_id
      FROM ${s.from}
      WHERE ${s.live} AND ${s.due} >= ${today}::date AND ${s.due} <= ${today}::date + ${max}::int
    ), picked AS (
      SELECT d.*, (SELECT min(t) FROM unnest(ARRAY[${list}]::int[]) AS t WHERE d.days_left <= t) AS threshold
      FROM due d
    ), claimed AS (
      INSERT INTO expiry_reminders (report_type, subject_id, due_on, threshold)
      SELECT ${s.kind}, id, due_on, threshold FROM picked WHERE threshold IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING subject_id, threshold
    )
    SELECT p.id, to_char(p.due_on, 'YYYY-MM-DD') AS due_on, p.days_left, p.title, p.provider_id, c.threshold
    FROM claimed c JOIN picked p ON p.id = c.subject_id`);
  return rowsOf<{
    id: string;
    due_on: string;
    days_left: number;
    title: string;
    provider_id: string;
    threshold: number;
  }>(res);
}

const REMINDER_RUN_KEY = 'expiry-reminders-ran-on';

/** The company day of the last reminder run, if any. */
export async function lastReminderRun(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, REMINDER_RUN_KEY));
  return row?.value ?? null;
}

export const markReminderRun = (db: Db, day: string) =>
  db
    .insert(appMeta)
    .values({ key: REMINDER_RUN_KEY, value: day })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: day, updatedAt: new Date() } });
