import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { LAST_GRANDFATHERED, MARKER, migrationFindings, readMigrations } from './check-migrations.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const next = String(LAST_GRANDFATHERED + 16).padStart(4, '0');
const check = (sql: string, name = `${next}_change.sql`) => migrationFindings([{ name, sql }]);

describe('the expand-contract migration check', () => {
  it('lets a migration add tables, columns and indexes, and change what keeps every column', () => {
    const sql = [
      'CREATE TABLE "vendors" ("id" uuid PRIMARY KEY NOT NULL);--> statement-breakpoint',
      'ALTER TABLE "vendors" ADD COLUMN "name" text;--> statement-breakpoint',
      'ALTER TABLE "vendors" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint',
      'ALTER TABLE "vendors" ALTER COLUMN "name" DROP DEFAULT;--> statement-breakpoint',
      'ALTER TABLE "vendors" DROP CONSTRAINT "vendors_name_key";--> statement-breakpoint',
      'ALTER TABLE "vendors" RENAME CONSTRAINT "a" TO "b";--> statement-breakpoint',
      'DROP INDEX "vendors_name_idx";--> statement-breakpoint',
      'CREATE INDEX "vendors_name_idx" ON "vendors" USING btree ("name","id");',
    ].join('\n');
    expect(check(sql)).toEqual([]);
  });

  it('refuses a dropped or renamed table or column without its marker, naming it', () => {
    const cases: [string, string][] = [
      ['DROP TABLE "bulk_approval_runs" CASCADE;', 'drops table bulk_approval_runs'],
      ['DROP TABLE IF EXISTS "public"."old_runs";', 'drops table old_runs'],
      ['ALTER TABLE "provider_profiles" DROP COLUMN "archived_at";', 'drops column provider_profiles.archived_at'],
      ['ALTER TABLE users DROP COLUMN IF EXISTS legacy;', 'drops column users.legacy'],
      ['ALTER TABLE "users" RENAME COLUMN "phone" TO "mobile";', 'renames column users.phone'],
      ['ALTER TABLE "users" RENAME TO "people";', 'renames table users'],
    ];
    for (const [sql, finding] of cases) {
      const findings = check(sql);
      expect(findings, sql).toHaveLength(1);
      expect(findings[0]).toContain(`${next}_change.sql: ${finding}`);
      expect(findings[0]).toContain(MARKER);
    }
  });

  it('accepts the drop or rename once the marker names exactly what goes', () => {
    const sql = [
      `${MARKER} provider_profiles.archived_at`,
      'ALTER TABLE "provider_profiles" DROP COLUMN "archived_at";--> statement-breakpoint',
      `${MARKER} bulk_approval_runs, bulk_approval_items`,
      'DROP TABLE "bulk_approval_items" CASCADE;--> statement-breakpoint',
      'DROP TABLE "bulk_approval_runs" CASCADE;',
    ].join('\n');
    expect(check(sql)).toEqual([]);
    // A marker for another column does not cover this one.
    expect(
      check(`${MARKER} provider_profiles.other\nALTER TABLE "provider_profiles" DROP COLUMN "archived_at";`),
    ).toHaveLength(1);
    // A commented-out statement drops nothing.
    expect(check('-- ALTER TABLE "users" DROP COLUMN "phone";')).toEqual([]);
  });

  it('leaves the migrations written before the rule alone, and passes on the committed ones', () => {
    const old = `${String(LAST_GRANDFATHERED).padStart(4, '0')}_transition_runs.sql`;
    expect(check('DROP TABLE "bulk_approval_runs" CASCADE;', old)).toEqual([]);
    expect(migrationFindings(readMigrations(path.join(root, 'server/src/db/migrations')))).toEqual([]);
  });

  it('fails the lint step (exit code 1) on a folder holding an unmarked drop', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    try {
      await writeFile(path.join(dir, `${next}_drop.sql`), 'ALTER TABLE "users" DROP COLUMN "phone";');
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/check-migrations.ts', dir], {
        cwd: root,
      });
      await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('drops column users.phone') });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
