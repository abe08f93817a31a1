import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves the import rules of .dependency-cruiser.cjs (run by `npm run lint`) bite: files that break each rule are
 * planted in a throw-away module of the real tree, dependency-cruiser is run on them exactly as lint runs it, and each
 * planted breach must be reported, while the same imports done the allowed way are not.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tag = `zz-import-rules-${process.pid}`;
const serverDir = `server/src/modules/${tag}`;
const webDir = `web/src/modules/${tag}`;
/** A throw-away folder in each of the web's other floors. */
const libDir = `web/src/lib/${tag}`;
const uiDir = `web/src/ui/${tag}`;
const pagesDir = `web/src/pages/${tag}`;

const plant = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

async function depcruise(paths: string[]): Promise<Violation[]> {
  const bin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const args = [bin, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...paths];
  // Exit code 1 means "violations found"; the JSON report is on stdout either way.
  const out = await promisify(execFile)(process.execPath, args, { cwd: root, maxBuffer: 64 << 20 }).catch(
    (err: { stdout?: string; code?: number }) => {
      if (err.stdout) return { stdout: err.stdout };
      throw err;
    },
  );
  return JSON.parse(out.stdout).summary.violations as Violation[];
}

const found = (violations: Violation[], rule: string, from: string) =>
  violations.some((v) => v.rule.name === rule && v.from === from);

describe('import rules (npm run lint)', () => {
  let violations: Violation[] = [];

  beforeAll(async () => {
    plant(
      `${serverDir}/deep.service.ts`,
      "import { sendInvitation } from '../accounts/accounts.service.ts';\nexport const x = sendInvitation;\n",
    );
    plant(
      `${serverDir}/surface.service.ts`,
      "import { sendInvitation } from '../accounts/index.ts';\nexport const y = sendInvitation;\n",
    );
    plant(
      `${serverDir}/http.service.ts`,
      "import type { FastifyInstance } from 'fastify';\nexport const z = (app: FastifyInstance) => app;\n",
    );
    plant(`${serverDir}/bad.repo.ts`, "import { y } from './surface.service.ts';\nexport const w = y;\n");
    plant(
      `${serverDir}/sql.service.ts`,
      "import { users } from '../../db/schema/index.ts';\nexport const u = users;\n",
    );
    // Two sub-areas of the throw-away module: one reaches into the other's inner file, one through its index.ts.
    plant(`${serverDir}/alpha/alpha.repo.ts`, 'export const alpha = 1;\n');
    plant(`${serverDir}/alpha/index.ts`, "export { alpha } from './alpha.repo.ts';\n");
    plant(
      `${serverDir}/beta/deep.repo.ts`,
      "import { alpha } from '../alpha/alpha.repo.ts';\nexport const b1 = alpha;\n",
    );
    plant(
      `${serverDir}/beta/surface.repo.ts`,
      "import { alpha } from '../alpha/index.ts';\nexport const b2 = alpha;\n",
    );
    plant(`${serverDir}/root.repo.ts`, "import { alpha } from './alpha/alpha.repo.ts';\nexport const r1 = alpha;\n");
    plant(`${serverDir}/loop-a.ts`, "import { b } from './loop-b.ts';\nexport const a = () => b;\n");
    plant(`${serverDir}/loop-b.ts`, "import { a } from './loop-a.ts';\nexport const b = () => a;\n");
    plant(
      `${webDir}/deep.ts`,
      "import { useListVmsQuery } from '../reference/api.ts';\nexport const v = useListVmsQuery;\n",
    );
    plant(
      `${webDir}/surface.ts`,
      "import { useListVmsQuery } from '../reference/index.ts';\nexport const s = useListVmsQuery;\n",
    );
    plant(`${libDir}/up.ts`, "import { personName } from '../../ui/format.ts';\nexport const l = personName;\n");
    plant(`${libDir}/entry.ts`, "import '../../boot.tsx';\nexport const r = 1;\n");
    plant(`${libDir}/down.ts`, "import { api } from '../api.ts';\nexport const d = api;\n");
    plant(
      `${uiDir}/up.ts`,
      "import { useListVmsQuery } from '../../modules/reference/index.ts';\nexport const u = useListVmsQuery;\n",
    );
    plant(`${uiDir}/down.ts`, "import { useRolePrefix } from '../../lib/hooks.ts';\nexport const d = useRolePrefix;\n");
    plant(
      `${webDir}/page.ts`,
      "import NotFoundPage from '../../pages/NotFoundPage.tsx';\nexport const p = NotFoundPage;\n",
    );
    plant(
      `${webDir}/shell.ts`,
      "import { requiredScope } from '../../app/scope.ts';\nexport const q = requiredScope;\n",
    );
    plant(
      `${webDir}/down.ts`,
      "import { useRolePrefix } from '../../lib/hooks.ts';\nimport { Money } from '../../ui/Money.tsx';\nexport const d = [useRolePrefix, Money];\n",
    );
    plant(
      `${pagesDir}/up.ts`,
      "import { requiredScope } from '../../app/scope.ts';\nexport const q = requiredScope;\n",
    );
    plant(
      `${pagesDir}/down.ts`,
      "import { useListVmsQuery } from '../../modules/reference/index.ts';\nimport { Money } from '../../ui/Money.tsx';\nimport { useRolePrefix } from '../../lib/hooks.ts';\nexport const d = [useListVmsQuery, Money, useRolePrefix];\n",
    );
    violations = await depcruise([serverDir, webDir, libDir, uiDir, pagesDir]);
  }, 120_000);

  afterAll(() => {
    rmSync(path.join(root, serverDir), { recursive: true, force: true });
    for (const dir of [webDir, libDir, uiDir, pagesDir]) rmSync(path.join(root, dir), { recursive: true, force: true });
  });

  it('fails a deep import into another server module, and passes the same import through its index.ts', () => {
    expect(found(violations, 'no-deep-module-import', `${serverDir}/deep.service.ts`)).toBe(true);
    expect(violations.filter((v) => v.from === `${serverDir}/surface.service.ts`)).toEqual([]);
  });

  it("fails a sub-area importing another sub-area's inner file, and passes it through that sub-area's index.ts", () => {
    expect(found(violations, 'no-deep-subarea-import', `${serverDir}/beta/deep.repo.ts`)).toBe(true);
    expect(violations.filter((v) => v.from === `${serverDir}/beta/surface.repo.ts`)).toEqual([]);
    // The module's root (its routes, its index.ts) sees the whole module.
    expect(violations.filter((v) => v.from === `${serverDir}/root.repo.ts`)).toEqual([]);
  });

  it('fails a service importing Fastify, a repo importing a service, and SQL outside a repo', () => {
    expect(found(violations, 'service-without-fastify', `${serverDir}/http.service.ts`)).toBe(true);
    expect(found(violations, 'repo-without-service', `${serverDir}/bad.repo.ts`)).toBe(true);
    expect(found(violations, 'sql-only-in-repos', `${serverDir}/sql.service.ts`)).toBe(true);
  });

  it('fails an import cycle', () => {
    expect(found(violations, 'no-circular', `${serverDir}/loop-a.ts`)).toBe(true);
  });

  it('fails a deep import into another web module, and passes the same import through its index.ts', () => {
    expect(found(violations, 'no-deep-web-module-import', `${webDir}/deep.ts`)).toBe(true);
    expect(violations.filter((v) => v.from === `${webDir}/surface.ts`)).toEqual([]);
  });

  it('fails a web floor importing a floor above it, and passes its imports of the floors below', () => {
    expect(found(violations, 'web-floor-lib', `${libDir}/up.ts`)).toBe(true);
    expect(found(violations, 'web-floor-lib', `${libDir}/entry.ts`)).toBe(true);
    expect(found(violations, 'web-floor-ui', `${uiDir}/up.ts`)).toBe(true);
    expect(found(violations, 'web-floor-modules', `${webDir}/page.ts`)).toBe(true);
    expect(found(violations, 'web-floor-modules', `${webDir}/shell.ts`)).toBe(true);
    expect(found(violations, 'web-floor-pages', `${pagesDir}/up.ts`)).toBe(true);
    for (const allowed of [`${libDir}/down.ts`, `${uiDir}/down.ts`, `${webDir}/down.ts`, `${pagesDir}/down.ts`]) {
      expect(violations.filter((v) => v.from === allowed)).toEqual([]);
    }
  });
});
