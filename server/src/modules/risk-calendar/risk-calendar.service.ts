import { addDays, type RiskCalendar, type RiskKind, type RiskQuery, todayIn } from '@portal/contracts';
import type { Ctx } from '../../platform/context.ts';
import { RISK_SOURCES } from './risk-calendar.repo.ts';

/**
 * The risk calendar: the items of every source the caller may see, in the window asked (a month from/to, or the
 * next 30/60/90 days from today, default 30), by date then kind.
 */
export async function riskCalendar(ctx: Ctx, q: RiskQuery): Promise<RiskCalendar> {
  const from = q.from ?? todayIn();
  const to = q.to ?? addDays(from, q.days ?? 30);
  const user = ctx.user;
  const sources = RISK_SOURCES.filter((s) => user?.role === 'superAdmin' || user?.permissions.includes(s.permission));
  const window = { from, to, facilityId: q.facilityId, providerId: q.providerId };
  // One source at a time: an embedded database runs one statement at a time anyway.
  const items = [];
  for (const s of sources) items.push(...(await s.list(ctx.db, window)));
  items.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind) || a.title.localeCompare(b.title));
  const kinds = [...new Set(sources.map((s) => s.kind))] as RiskKind[];
  return { from, to, items, kinds };
}
