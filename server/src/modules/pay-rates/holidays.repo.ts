import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holidays } from '../../db/schema/index.ts';

const columns = { day: holidays.day, name: holidays.name };

/** The holidays of one calendar year, by day. */
export const holidaysOfYear = (db: Db, year: number) =>
  db
    .select(columns)
    .from(holidays)
    .where(and(gte(holidays.day, `${year}-01-01`), lte(holidays.day, `${year}-12-31`)))
    .orderBy(asc(holidays.day));

export async function findHoliday(db: Db, day: string) {
  const [row] = await db.select(columns).from(holidays).where(eq(holidays.day, day));
  return row ?? null;
}

/** Inserts the day; false when it is already listed. */
export async function insertHoliday(db: Db, day: string, name: string): Promise<boolean> {
  const rows = await db.insert(holidays).values({ day, name }).onConflictDoNothing().returning({ day: holidays.day });
  return rows.length > 0;
}

export const renameHoliday = (db: Db, day: string, name: string) =>
  db.update(holidays).set({ name }).where(eq(holidays.day, day));

export const deleteHoliday = (db: Db, day: string) => db.delete(holidays).where(eq(holidays.day, day));
