import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/raw-rows.ts';
import { openDatabase } from './client.ts';

describe('migrate', () => {
  const statements: string[] = [];
  const database = openDatabase({ dataDir: ':memory:', onQuery: (text) => statements.push(text) });
  afterAll(() => database.close());
  const recorded = async () =>
    rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]
      ?.n;

  it('migrates a new database, then finds it up to date with one query', async () => {
    await database.migrate();
    const applied = await recorded();
    expect(applied).toBeGreaterThan(0);

    statements.length = 0;
    await database.migrate();
    expect(statements).toHaveLength(1);
    expect(await recorded()).toBe(applied);
  });
});
