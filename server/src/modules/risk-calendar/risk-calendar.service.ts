import type { RiskCalendar, RiskKind, RiskQuery } from '@portal/contracts';
import type { Ctx } from '../../platform/context.ts';
import { RISK_SOURCES } from './risk-calendar.repo.ts';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The risk calendar: the items of every source the caller may see, in the window asked (a month from/to, or the
 * next 30/60/90 days from today, default 30), by date then kind.
 */
export async function riskCalendar(ctx: Ctx, q: RiskQuery): Promise<RiskCalendar> {
  const today = dayOf(new Date());
  const days = q.days ?? 30;
  const from = q.from ?? today;
  const to = q.to ?? dayOf(new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS));
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
