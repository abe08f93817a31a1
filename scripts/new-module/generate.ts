import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EDITS } from './edits.ts';
import { type Names, namesOf } from './names.ts';
import { contract, schema } from './templates/contract.ts';
import { door, repo, routes, service, workflowBinding } from './templates/server.ts';
import { apiTest } from './templates/server-test.ts';
import { details, form, statusAction, table } from './templates/web-components.ts';
import { formTest, formValues, webApi, webPaths } from './templates/web-module.ts';
import { addPage, editPage, listPage, viewPage } from './templates/web-pages.ts';

/** Every file a module starts with, by its path in the repository. */
function filesOf(n: Names): Record<string, string> {
  const server = `server/src/modules/${n.kebab}`;
  const web = `web/src/modules/${n.kebab}`;
  const pages = `web/src/pages/${n.kebab}`;
  return {
    [`contracts/src/${n.kebab}.ts`]: contract(n),
    [`server/src/db/schema/${n.camel}.ts`]: schema(n),
    [`${server}/${n.kebab}.repo.ts`]: repo(n),
    [`${server}/${n.kebab}.workflow.ts`]: workflowBinding(n),
    [`${server}/${n.kebab}.service.ts`]: service(n),
    [`${server}/${n.kebab}.routes.ts`]: routes(n),
    [`${server}/index.ts`]: door(n),
    [`${server}/${n.kebab}.test.ts`]: apiTest(n),
    [`${web}/api.ts`]: webApi(n),
    [`${web}/paths.ts`]: webPaths(n),
    [`${web}/${n.singularCamel}Form.ts`]: formValues(n),
    [`${web}/${n.singularCamel}Form.test.ts`]: formTest(n),
    [`${web}/components/${n.pascal}Table.tsx`]: table(n),
    [`${web}/components/use${n.singularPascal}StatusAction.tsx`]: statusAction(n),
    [`${web}/components/${n.singularPascal}Form.tsx`]: form(n),
    [`${web}/components/${n.singularPascal}Details.tsx`]: details(n),
    [`${pages}/${n.pascal}ListPage.tsx`]: listPage(n),
    [`${pages}/Add${n.singularPascal}Page.tsx`]: addPage(n),
    [`${pages}/Edit${n.singularPascal}Page.tsx`]: editPage(n),
    [`${pages}/View${n.singularPascal}Page.tsx`]: viewPage(n),
  };
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const schemaTexts = (root: string) =>
  readdirSync(path.join(root, 'server/src/db/schema')).map((f) => read(root, `server/src/db/schema/${f}`));

/** What already bears one of the new module's names (empty when the name is free). */
function takenBy(root: string, n: Names): string[] {
  const taken: string[] = [];
  const dirs = [`server/src/modules/${n.kebab}`, `web/src/modules/${n.kebab}`, `web/src/pages/${n.kebab}`];
  for (const file of [...dirs, ...Object.keys(filesOf(n))]) {
    // A taken folder is named once, not with each of its files.
    const inTaken = taken.some((t) => file.startsWith(`${t}/`));
    if (!inTaken && existsSync(path.join(root, file))) taken.push(file);
  }
  if (schemaTexts(root).some((t) => new RegExp(`pgTable\\(\\s*'${n.snake}'`).test(t))) {
    taken.push(`the table ${n.snake}`);
  }
  if (read(root, 'contracts/src/permissions.ts').includes(`'${n.kebab}'`)) taken.push(`the permissions of ${n.kebab}`);
  const contracts = readdirSync(path.join(root, 'contracts/src')).map((f) => read(root, `contracts/src/${f}`));
  if (contracts.some((t) => t.includes(`export const ${n.constant}_API `))) taken.push(`${n.constant}_API`);
  if (read(root, 'contracts/src/routes.ts').includes(`'${n.paths.list}'`)) taken.push(`the path ${n.paths.list}`);
  return taken;
}

const MIGRATIONS = 'server/src/db/migrations';

/**
 * The module's migration, as `npm run db:generate` writes it but numbered after the highest migration: drizzle-kit
 * generates into a scratch folder that holds only the latest snapshot (so it never overwrites an older snapshot whose
 * number it would reuse), then the SQL, snapshot and journal entry are moved in under the next number.
 */
function generateMigration(root: string, n: Names, written: Set<string>) {
  const journalFile = path.join(root, MIGRATIONS, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`${MIGRATIONS}: the journal has no migration`);
  const numberOf = (tag: string) => Number(tag.split('_')[0]);
  const scratch = '.tmp/new-module-migration';
  rmSync(path.join(root, scratch), { recursive: true, force: true });
  mkdirSync(path.join(root, scratch, 'meta'), { recursive: true });
  const snapshot = (number: string) => `meta/${number}_snapshot.json`;
  writeFileSync(
    path.join(root, scratch, snapshot('0000')),
    read(root, `${MIGRATIONS}/${snapshot(last.tag.split('_')[0] ?? '')}`),
  );
  const scratchJournal = { version: '7', dialect: 'postgresql', entries: [{ ...last, idx: 0, tag: '0000_latest' }] };
  writeFileSync(path.join(root, scratch, 'meta/_journal.json'), JSON.stringify(scratchJournal));
  tool(root, 'node_modules/.bin/drizzle-kit', [
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    'server/src/db/schema/index.ts',
    '--out',
    scratch,
  ]);
  const made = JSON.parse(read(root, `${scratch}/meta/_journal.json`)).entries[1];
  if (!made) throw new Error('drizzle-kit wrote no migration for the new table');
  const number = String(Math.max(...journal.entries.map((e) => numberOf(e.tag))) + 1).padStart(4, '0');
  const tag = `${number}_${n.snake}`;
  const sqlFile = `${MIGRATIONS}/${tag}.sql`;
  const snapshotFile = `${MIGRATIONS}/${snapshot(number)}`;
  written.add(sqlFile).add(snapshotFile);
  writeFileSync(path.join(root, sqlFile), read(root, `${scratch}/${made.tag}.sql`));
  writeFileSync(path.join(root, snapshotFile), read(root, `${scratch}/${snapshot('0001')}`));
  journal.entries.push({ ...made, idx: last.idx + 1, when: Math.max(made.when, last.when + 2000), tag });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  rmSync(path.join(root, scratch), { recursive: true, force: true });
}

interface NewModuleResult {
  created: string[];
  changed: string[];
}

/**
 * Writes the module `name` (kebab-case plural; `singular`, its last word's singular, when not the usual) into the repository at `root`: its files, its lines in the shared
 * lists (edits.ts), its migration; then Biome formats them. Refuses a name that is not kebab-case or already taken.
 * When a step fails, what was written is taken back, so the repository is as it was.
 */
export function newModule(root: string, name: string, singular?: string): NewModuleResult {
  const n = namesOf(name, singular);
  const taken = takenBy(root, n);
  if (taken.length) throw new Error(`"${name}" is taken: ${taken.join(', ')}`);

  // Every edit is worked out before anything is written, so a shared file that changed shape leaves all untouched.
  const edited = EDITS.map((e) => [e.file, e.apply(read(root, e.file), n)] as const);
  const files = filesOf(n);
  const journal = `${MIGRATIONS}/meta/_journal.json`;
  const originals = new Map([...edited.map(([file]) => file), journal].map((file) => [file, read(root, file)]));
  const folders = [`server/src/modules/${n.kebab}`, `web/src/modules/${n.kebab}`, `web/src/pages/${n.kebab}`];
  const written = new Set<string>();
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
      written.add(file);
    }
    for (const [file, text] of edited) writeFileSync(path.join(root, file), text);
    generateMigration(root, n, written);
    const formatted = [...Object.keys(files), ...edited.map(([file]) => file)];
    tool(root, 'node_modules/.bin/biome', ['check', '--write', ...formatted]);
    return { created: [...written], changed: [...originals.keys()] };
  } catch (error) {
    for (const file of written) rmSync(path.join(root, file), { force: true });
    for (const folder of folders) rmSync(path.join(root, folder), { recursive: true, force: true });
    for (const [file, text] of originals) writeFileSync(path.join(root, file), text);
    throw error;
  }
}

/** Runs a package's command in `root`; a failure says what it printed. */
function tool(root: string, bin: string, args: string[]) {
  try {
    execFileSync(path.join(root, bin), args, { cwd: root, stdio: 'pipe' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${path.basename(bin)} ${args[0]} failed:\n${stdout}${stderr}`);
  }
}
