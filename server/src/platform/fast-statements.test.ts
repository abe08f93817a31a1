import { Column, count, DrizzleQueryError, eq, is, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { facilities, providerProfiles, timesheets, users } from '../db/schema/index.ts';
import { fastStatement, type Statement } from './fast-statements.ts';

/**
 * fastStatement must answer what drizzle's own execute answers. Both run here on one pool whose `query` is
 * replaced: it records the values sent and answers made-up rows for the statement's columns, so the two paths read
 * the same driver rows and only their filling and mapping differ.
 */
interface Prepared {
  fields: { path: string[]; field: unknown }[];
}

function stubbedDb(rowsFor: (prepared: Prepared) => unknown[][]) {
  const pool = new pg.Pool();
  const sent: unknown[][] = [];
  let current: Prepared | null = null;
  let failure: Error | null = null;
  (pool as unknown as { query: unknown }).query = async (config: { values?: unknown[] }, values?: unknown[]) => {
    sent.push(values ?? config.values ?? []);
    if (failure) throw failure;
    return { rows: current ? rowsFor(current) : [] };
  };
  const db = drizzle(pool, { schema });
  return {
    db,
    sent,
    failWith: (error: Error) => {
      failure = error;
    },
    /** Drizzle's prepared statement and its fast twin, both reading the stubbed rows. */
    both<Row>(prepared: Statement<Row>): [Statement<Row>, Statement<Row>] {
      const fast = fastStatement(prepared);
      const run = (s: Statement<Row>) => ({
        execute: (values: Record<string, unknown>) => {
          current = prepared as unknown as Prepared;
          return s.execute(values);
        },
      });
      return [run(prepared), run(fast)];
    },
  };
}

/** A driver value of a column's type, as node-postgres hands it over with drizzle's type parsers. */
function rawFor(field: unknown, i: number): unknown {
  if (!is(field, Column)) return '7';
  const type = field.columnType;
  if (type.includes('Timestamp')) return `2026-11-2${i % 10} 07:03:00.12${i % 10}+00`;
  if (type.includes('Date')) return `2026-11-2${i % 10}`;
  if (/Integer|Serial|Real|Double|BigInt53|SmallInt/.test(type)) return i;
  if (type.includes('Boolean')) return i % 2 === 0;
  if (type.includes('Json')) return { n: i };
  if (type.includes('Numeric')) return `${i}.50`;
  return `text ${i}`;
}

/** Four rows: all set; a left-joined object wholly null; only its first column null; base columns null. */
function rowsOf(prepared: Prepared, nullable: string): unknown[][] {
  const full = prepared.fields.map(({ field }, i) => rawFor(field, i));
  const ofNullable = prepared.fields.map(({ path }) => path[0] === nullable);
  const first = ofNullable.indexOf(true);
  return [
    full,
    full.map((v, i) => (ofNullable[i] ? null : v)),
    full.map((v, i) => (i === first ? null : v)),
    full.map((v, i) => (ofNullable[i] || i === 0 ? v : null)),
  ];
}

describe('fastStatement', () => {
  it('answers the rows drizzle answers: nested objects, decoded values, a left join null as drizzle decides', async () => {
    const t = stubbedDb((p) => rowsOf(p, 'facility'));
    const statement = t.db
      .select({
        lines: sql<number>`1`.mapWith(Number),
        timesheet: timesheets,
        provider: { id: users.id, firstName: users.firstName, createdAt: users.createdAt },
        profile: { npi: providerProfiles.npi, specialty: providerProfiles.specialty },
        facility: { id: facilities.id, name: facilities.name },
        status: users.status,
      })
      .from(timesheets)
      .innerJoin(users, eq(users.id, timesheets.providerId))
      .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .leftJoin(facilities, eq(facilities.id, timesheets.facilityId))
      .where(sql`${timesheets.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('fast_statements_test');
    const [drizzles, fast] = t.both(statement);
    const values = { ids: ['0190a000-0000-7000-8000-000000000001'] };
    const expected = await drizzles.execute(values);
    const got = await fast.execute(values);
    expect(got).toEqual(expected);
    // The same keys in the same order, so answers built from these rows read the same.
    expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
    expect(got[1]?.facility).toBeNull();
    expect(got[0]?.provider.createdAt).toBeInstanceOf(Date);
    expect(t.sent[1]).toEqual(t.sent[0]);
  });

  it('fills placeholders as drizzle does, an encoded one included, and refuses a missing value', async () => {
    const t = stubbedDb((p) => rowsOf(p, ''));
    const statement = t.db
      .select({ id: users.id })
      .from(users)
      .where(
        sql`${users.role} = ${sql.placeholder('role')} and ${users.createdAt} > ${sql.param(sql.placeholder('since'), users.createdAt)}`,
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('');
    const [drizzles, fast] = t.both(statement);
    const values = { role: 'provider', since: new Date('2026-01-02T03:04:05.000Z'), limit: 10, offset: 20 };
    expect(await fast.execute(values)).toEqual(await drizzles.execute(values));
    expect(t.sent[1]).toEqual(t.sent[0]);
    expect(t.sent[1]).toEqual(['provider', '2026-01-02T03:04:05.000Z', 10, 20]);
    await expect(fast.execute({ role: 'provider', limit: 10, offset: 0 })).rejects.toThrow(
      'No value for placeholder "since" was provided',
    );
  });

  it('counts as drizzle counts, and reports a failed statement as drizzle does', async () => {
    const t = stubbedDb(() => [['12']]);
    const matching = t.db.select({ id: users.id }).from(users).where(eq(users.role, 'provider')).limit(10_001);
    const statement = t.db.select({ n: count() }).from(matching.as('matching')).prepare('');
    const [drizzles, fast] = t.both(statement);
    expect(await fast.execute({})).toEqual(await drizzles.execute({}));
    expect(await fast.execute({})).toEqual([{ n: 12 }]);
    t.failWith(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }));
    const failed = await fast.execute({}).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(DrizzleQueryError);
    expect((failed as DrizzleQueryError).cause).toMatchObject({ code: '57014' });
  });

  it("keeps drizzle's execute where the client is not a pool (PGlite, a transaction)", () => {
    const prepared = { client: {}, fields: [], queryConfig: {}, execute: async () => [] };
    expect(fastStatement(prepared)).toBe(prepared);
  });
});
