import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/raw-rows.ts';
import { openDatabase } from './client.ts';
import { preparedPgliteArtifacts, preparePgliteArtifacts } from './pglite-artifacts.ts';

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

describe("PGlite's artifacts loaded ahead", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-artifacts-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates a folder, then opens it again, as PGlite does on its own', async () => {
    expect(await preparedPgliteArtifacts()).toBeUndefined();
    preparePgliteArtifacts();
    const pgliteArtifacts = await preparedPgliteArtifacts();
    expect(Object.prototype.toString.call(pgliteArtifacts?.pgliteWasmModule)).toBe('[object WebAssembly.Module]');
    const created = openDatabase({ dataDir, pgliteArtifacts });
    await created.db.execute(sql`create extension pg_trgm`);
    await created.db.execute(sql`create table kept (note text)`);
    await created.db.execute(sql`insert into kept values ('still here')`);
    await created.close();
    const opened = openDatabase({ dataDir, pgliteArtifacts });
    try {
      const rows = rowsOf<{ note: string; trgm: number }>(
        await opened.db.execute(sql`select note, similarity(note, 'still here') as trgm from kept`),
      );
      expect(rows).toEqual([{ note: 'still here', trgm: 1 }]);
    } finally {
      await opened.close();
    }
  });
});
