import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newModule } from './generate.ts';
import { nameProblem, namesOf } from './names.ts';
import { scratchCopy } from './scratch-copy.ts';

/**
 * `npm run new:module` proved end to end: the generator writes a module into a throw-away copy of the repository,
 * and the copy must then compile (contracts, server, web), pass Biome and the import rules on the new files, and pass
 * the module's own API and form tests.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
const MINUTES = 60_000;

describe('module names', () => {
  it('derives every form from the kebab-case plural', () => {
    expect(namesOf('purchase-orders')).toMatchObject({
      kebab: 'purchase-orders',
      singularKebab: 'purchase-order',
      camel: 'purchaseOrders',
      singularPascal: 'PurchaseOrder',
      constant: 'PURCHASE_ORDER',
      snake: 'purchase_orders',
      title: 'Purchase Orders',
      singularSentence: 'Purchase order',
      paths: { list: '/purchase-orders-listing', add: '/add-purchase-orders', edit: '/edit-purchase-orders' },
    });
    expect(namesOf('categories').singularKebab).toBe('category');
    expect(namesOf('boxes').singularKebab).toBe('box');
    expect(namesOf('order-statuses', 'status')).toMatchObject({
      singularPascal: 'OrderStatus',
      constant: 'ORDER_STATUS',
    });
  });

  it('refuses a name that is not kebab-case or not a plural', () => {
    for (const name of ['Vendors', 'purchase_orders', 'vendors-', '1vendors', 'purchaseOrders']) {
      expect(nameProblem(name), name).toMatch(/is not kebab-case/);
    }
    expect(nameProblem('staff')).toMatch(/does not read as a plural/);
    expect(nameProblem('statuses', 'Status')).toMatch(/"Status" is not kebab-case/);
    expect(() => newModule(root, 'Vendors')).toThrow('"Vendors" is not kebab-case');
  });

  it('refuses a name that a module already has, before writing anything', () => {
    expect(() => newModule(root, 'facilities')).toThrow(/"facilities" is taken: server\/src\/modules\/facilities/);
  });
});

describe('npm run new:module -- vendors', () => {
  let copy: string;
  /** Runs a command in the copy; a failure carries what it printed (tsc writes its errors to stdout). */
  const exec = async (command: string, args: string[], timeout = 10 * MINUTES) => {
    // The outer vitest's variables would make an inner vitest think it runs inside a worker.
    const env = {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST'))),
      NO_COLOR: '1',
    };
    try {
      return await run(command, args, { cwd: copy, env, timeout, maxBuffer: 64 << 20 });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`${path.basename(command)} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
    }
  };
  /** Runs a package's script (its file in the original's node_modules) in the copy. */
  const inCopy = (file: string, args: string[], timeout?: number) =>
    exec(process.execPath, [path.join(root, file), ...args], timeout);
  let output: string;
  let written: string[];

  beforeAll(async () => {
    copy = scratchCopy(root, 'new-module-');
    output = (await run('npm', ['run', '--silent', 'new:module', '--', 'vendors'], { cwd: copy })).stdout;
    // The files it lists (new and changed), indented under their headings.
    written = [...output.matchAll(/^ {2}(\S+)$/gm)].map((m) => m[1] ?? '').filter((f) => /\.tsx?$/.test(f));
  }, 5 * MINUTES);
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('lists what it wrote and registers the module in the shared lists', () => {
    const journal = (dir: string) =>
      JSON.parse(readFileSync(path.join(dir, 'server/src/db/migrations/meta/_journal.json'), 'utf8')).entries as {
        tag: string;
      }[];
    const highest = Math.max(...journal(root).map((e) => Number(e.tag.split('_')[0])));
    const tag = `${String(highest + 1).padStart(4, '0')}_vendors`;
    for (const file of [
      'contracts/src/vendors.ts',
      `server/src/db/migrations/${tag}.sql`,
      'server/src/modules/vendors/vendors.test.ts',
      'web/src/pages/vendors/ViewVendorPage.tsx',
      'web/src/app/layouts/navigation.ts',
      'contracts/src/routes.ts',
      'web/src/app/adminScreens.ts',
    ]) {
      expect(output).toContain(file);
    }
    const text = (file: string) => readFileSync(path.join(copy, file), 'utf8');
    expect(text('server/src/modules/index.ts')).toMatch(/vendorsModule,\n\];/);
    expect(text('contracts/src/permissions.ts')).toContain("crudGroup('vendors', 'Vendors', 'vendors'");
    expect(text('contracts/src/routes.ts')).toContain("viewVendors: '/view-vendors/:id'");
    expect(text('web/src/app/adminScreens.ts')).toContain("vendorsListing: ['Vendors'");
    expect(text(`server/src/db/migrations/${tag}.sql`)).toContain('CREATE TABLE "vendors"');
    expect(journal(copy).at(-1)?.tag).toBe(tag);
  });

  it('refuses the same name a second time', async () => {
    await expect(run('npm', ['run', '--silent', 'new:module', '--', 'vendors'], { cwd: copy })).rejects.toMatchObject({
      stderr: expect.stringContaining('"vendors" is taken: server/src/modules/vendors'),
    });
  });

  it('takes back what it wrote when a step fails', () => {
    const journal = path.join(copy, 'server/src/db/migrations/meta/_journal.json');
    const shared = ['contracts/src/index.ts', 'contracts/src/routes.ts', 'web/src/app/adminScreens.ts'];
    const before = shared.map((file) => readFileSync(path.join(copy, file), 'utf8'));
    const journalText = readFileSync(journal, 'utf8');
    writeFileSync(journal, 'not a journal');
    try {
      expect(() => newModule(copy, 'suppliers')).toThrow(SyntaxError);
      expect(readFileSync(journal, 'utf8')).toBe('not a journal');
    } finally {
      writeFileSync(journal, journalText);
    }
    expect(shared.map((file) => readFileSync(path.join(copy, file), 'utf8'))).toEqual(before);
    for (const folder of ['server/src/modules/suppliers', 'web/src/pages/suppliers', 'contracts/src/suppliers.ts']) {
      expect(existsSync(path.join(copy, folder)), folder).toBe(false);
    }
  });

  it(
    'compiles, passes Biome, the import rules and the OpenAPI lint',
    async () => {
      const tsc = 'node_modules/typescript/bin/tsc';
      // Two compilers at a time: CI has two cores.
      await Promise.all([
        inCopy(tsc, ['-p', 'contracts']).then(() => inCopy(tsc, ['-p', 'web'])),
        inCopy(tsc, ['-p', 'server']),
      ]);
      await inCopy('node_modules/@biomejs/biome/bin/biome', ['check', ...written]);
      const depcruise = 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs';
      const dirs = ['server/src/modules/vendors', 'web/src/modules/vendors', 'web/src/pages/vendors'];
      await inCopy(depcruise, ['--config', '.dependency-cruiser.cjs', ...dirs, 'web/src/app']);
      await exec('npm', ['run', '--silent', 'lint:openapi']);
    },
    15 * MINUTES,
  );

  it(
    'passes its own API and form tests',
    async () => {
      const { stdout } = await inCopy('node_modules/vitest/vitest.mjs', [
        'run',
        'server/src/modules/vendors',
        'web/src/modules/vendors',
        // Every path of the catalogue, the module's too, has its one screen.
        'web/src/app/screens.test.ts',
        // Its database starts while the compilers of other runs may still hold the machine's cores.
        '--hookTimeout=180000',
      ]);
      expect(stdout).toMatch(/Tests\s+\d+ passed/);
      expect(stdout).not.toMatch(/failed|skipped/);
    },
    10 * MINUTES,
  );
});
