import {
  addDays,
  RISK_OVERDUE_DAYS,
  type RiskCalendar,
  type RiskItem,
  type RiskKind,
  type RiskQuery,
  todayIn,
} from '@portal/contracts';
import type { Ctx } from '../../platform/context.ts';
import { RISK_SOURCES } from './risk-calendar.repo.ts';

/**
 * The risk calendar: the items of every source the caller may see, in the window asked (a month from/to, or the
 * next 30/60/90 days from today, default 30), overdue ones first, then by date and kind. A window from today also
 * lists what already expired (documents, covers, reappointments: RISK_OVERDUE_DAYS back), since it still stops work.
 */
export async function riskCalendar(ctx: Ctx, q: RiskQuery): Promise<RiskCalendar> {
  const today = todayIn();
  const from = q.from ?? today;
  const to = q.to ?? addDays(from, q.days ?? 30);
  const user = ctx.user;
  const sources = RISK_SOURCES.filter((s) => user?.role === 'superAdmin' || user?.permissions.includes(s.permission));
  const window = { from, to, facilityId: q.facilityId, providerId: q.providerId };
  const since = from === today ? addDays(today, -RISK_OVERDUE_DAYS) : null;
  // One source at a time: an embedded database runs one statement at a time anyway.
  const found = [];
  for (const s of sources) {
    found.push(...(await s.list(ctx.db, window)));
    if (since && s.overdue) found.push(...(await s.list(ctx.db, { ...window, from: since, to: addDays(today, -1) })));
  }
  const items: RiskItem[] = found.map((i) => ({ ...i, overdue: i.date < today }));
  items.sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) ||
      a.date.localeCompare(b.date) ||
      a.kind.localeCompare(b.kind) ||
      a.title.localeCompare(b.title),
  );
  const kinds = [...new Set(sources.map((s) => s.kind))] as RiskKind[];
  return { from, to, items, kinds };
}
