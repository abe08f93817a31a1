import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/raw-rows.ts';
import { openDatabase } from './client.ts';

describe('migrate', () => {
  const statements: string[] = [];
  const database = openDatabase({ dataDir: ':memory:', onQuery: (text) => statements.push(text) });
  const recorded = async () =>
    rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    )[0]?.n;
  let applied: number | undefined;
  beforeAll(async () => {
    await database.migrate();
    applied = await recorded();
  });
  afterAll(() => database.close());

  it('migrates a new database, then finds it up to date with one query', async () => {
    expect(applied).toBeGreaterThan(0);
    statements.length = 0;
    await database.migrate();
    expect(statements).toHaveLength(1);
    expect(await recorded()).toBe(applied);
  });
});
