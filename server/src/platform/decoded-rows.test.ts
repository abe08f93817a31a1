import { eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import { facilities, providerProfiles, users } from '../db/schema/index.ts';
import { postgresReachable, scratchDatabase } from '../test/postgres.ts';
import { decoderOf } from './decoded-rows.ts';
import { rowsByIds } from './list.ts';

/** Rows by id come back as drizzle maps them, on both drivers, whether decoded here or left to drizzle. */
const shapes = {
  // A whole table, a nested object of columns (timestamps, a date, nulls) and a bare column.
  plain: (db: Db) =>
    db
      .select({
        user: users,
        profile: { npi: providerProfiles.npi, excludedOn: providerProfiles.excludedOn, at: providerProfiles.updatedAt },
        city: providerProfiles.city,
      })
      .from(users)
      .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id)),
  // An outer join: an unmatched row's object is null, as drizzle answers it.
  outer: (db: Db) =>
    db
      .select({ id: users.id, facility: { id: facilities.id, name: facilities.name } })
      .from(users)
      .leftJoin(facilities, eq(facilities.name, users.email)),
};

const onPostgres = (await postgresReachable()) || process.env.CI;

async function seeded(database: Database) {
  await database.migrate();
  const ids = [uuidv7(), uuidv7()];
  for (const [i, id] of ids.entries()) {
    await database.db.insert(users).values({
      id,
      email: `decoded.${i}.${id}@example.com`,
      role: 'provider',
      firstName: 'Dee',
      lastName: `Coded ${i}`,
      archivedAt: i === 0 ? new Date('2026-01-02T03:04:05.678Z') : null,
    });
    await database.db
      .insert(providerProfiles)
      .values({ userId: id, npi: i === 0 ? '1234567893' : null, excludedOn: i === 0 ? '2026-02-03' : null })
      .onConflictDoUpdate({
        target: providerProfiles.userId,
        set: { npi: i === 0 ? '1234567893' : null, excludedOn: i === 0 ? '2026-02-03' : null },
      });
  }
  return ids;
}

describe.each([
  ['PGlite', () => ({ database: openDatabase({ dataDir: ':memory:' }), drop: async () => {} })],
  ...(onPostgres
    ? [
        [
          'PostgreSQL',
          async () => {
            const scratch = await scratchDatabase();
            return { database: openDatabase({ url: scratch.url }), drop: scratch.drop };
          },
        ] as const,
      ]
    : []),
] as const)('rows by id on %s', (_name, open) => {
  let database: Database;
  let drop: () => Promise<void>;
  let ids: string[];
  beforeAll(async () => {
    ({ database, drop } = await open());
    ids = await seeded(database);
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('decodes a selection of columns and tables as drizzle does', async () => {
    const byIds = rowsByIds('decoded_test_plain', shapes.plain, users.id);
    const expected = await shapes.plain(database.db).where(inArray(users.id, ids));
    const rows = await byIds(database.db, ids);
    expect(rows).toHaveLength(2);
    const byId = (r: { user: { id: string } }) => r.user.id;
    expect(rows.sort((a, b) => byId(a).localeCompare(byId(b)))).toEqual(
      expected.sort((a, b) => byId(a).localeCompare(byId(b))),
    );
    const first = rows.find((r) => r.user.id === ids[0]);
    expect(first?.user.archivedAt).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    expect(first?.profile).toMatchObject({ npi: '1234567893', excludedOn: '2026-02-03' });
    expect(first?.profile.at).toBeInstanceOf(Date);
    // Asked again, the named statement is reused.
    expect(await byIds(database.db, [ids[1] as string])).toEqual([rows.find((r) => r.user.id === ids[1])]);
  });

  it('leaves an outer join to drizzle, whose unmatched objects are null', async () => {
    const decoder = decoderOf({ id: users.id }, 'select 1 from a left join b on true');
    expect(decoder).toBeNull();
    const rows = await rowsByIds('decoded_test_outer', shapes.outer, users.id)(database.db, ids);
    expect(rows.map((r) => r.facility)).toEqual([null, null]);
  });

  it('reads in a transaction through drizzle', async () => {
    const byIds = rowsByIds('decoded_test_tx', shapes.plain, users.id);
    const rows = await database.db.transaction((tx) => byIds(tx as unknown as Db, ids));
    expect(rows.map((r) => r.user.id).sort()).toEqual([...ids].sort());
  });
});
