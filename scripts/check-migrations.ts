import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The expand-contract rule (docs/decisions/0029): during a rolling upgrade the previous release runs on the new
 * schema, so a migration may add freely, but dropping or renaming a table or column must come in a later release
 * than the code that stopped using it, and says so with a marker naming it:
 *
 *   -- expand-contract: previous release no longer uses <table>            (DROP TABLE, ALTER TABLE ... RENAME TO)
 *   -- expand-contract: previous release no longer uses <table>.<column>   (DROP COLUMN, RENAME COLUMN)
 *
 * `npm run lint` runs this over server/src/db/migrations; migrations up to LAST_GRANDFATHERED were written before
 * the rule and are not checked.
 */
export const LAST_GRANDFATHERED = 44;
export const MARKER = '-- expand-contract: previous release no longer uses';

const IDENT = String.raw`(?:"[^"]+"|[A-Za-z_][\w$]*)`;
const QUALIFIED = String.raw`(?:${IDENT}\s*\.\s*)?${IDENT}`;
/** Words after DROP or RENAME in ALTER TABLE that do not name a column. */
const NOT_A_COLUMN = new Set(['constraint', 'default', 'not', 'expression', 'identity', 'to', 'column']);

/** `"public"."users"` -> `users`; `"Name"` -> `Name`. */
const bare = (name: string) => {
  const parts = name.match(new RegExp(IDENT, 'g')) ?? [name];
  const last = parts[parts.length - 1] ?? name;
  return last.startsWith('"') ? last.slice(1, -1) : last.toLowerCase();
};

interface Removal {
  /** What the previous release may still use: `table` or `table.column`. */
  name: string;
  what: string;
}

/** The tables and columns a statement drops or renames. */
function removalsOf(statement: string): Removal[] {
  const found: Removal[] = [];
  const dropTable = statement.match(
    new RegExp(String.raw`^\s*DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?(${QUALIFIED}(?:\s*,\s*${QUALIFIED})*)`, 'i'),
  );
  if (dropTable?.[1]) {
    for (const name of dropTable[1].split(',')) found.push({ name: bare(name.trim()), what: 'drops table' });
  }
  const alter = statement.match(
    new RegExp(String.raw`^\s*ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(${QUALIFIED})\s+([\s\S]*)$`, 'i'),
  );
  if (!alter?.[1] || alter[2] === undefined) return found;
  const table = bare(alter[1]);
  const actions = alter[2];
  if (/^RENAME\s+TO\s/i.test(actions.trim())) {
    found.push({ name: table, what: 'renames table' });
  }
  const columnMove = new RegExp(String.raw`\b(DROP|RENAME)\s+(?:(COLUMN)\s+)?(?:IF\s+EXISTS\s+)?(${IDENT})`, 'gi');
  for (const m of actions.matchAll(columnMove)) {
    const [, verb = '', columnWord, column = ''] = m;
    // "ALTER COLUMN x DROP DEFAULT", "DROP CONSTRAINT y", "RENAME TO z" keep every column.
    if (!columnWord && NOT_A_COLUMN.has(column.toLowerCase())) continue;
    const before = actions.slice(0, m.index).trimEnd();
    if (/\bALTER\s+(?:COLUMN\s+)?\S+$/i.test(before)) continue;
    found.push({
      name: `${table}.${bare(column)}`,
      what: verb.toUpperCase() === 'DROP' ? 'drops column' : 'renames column',
    });
  }
  return found;
}

/** The statements of a migration with comments taken out, and the names its markers declare unused. */
function parse(sql: string) {
  const markers = new Set<string>();
  const lines: string[] = [];
  for (const line of sql.split('\n')) {
    const marker = line.trim().startsWith(MARKER) ? line.trim().slice(MARKER.length).trim() : undefined;
    if (marker) for (const name of marker.split(/[\s,]+/)) if (name) markers.add(name.replace(/"/g, ''));
    lines.push(line.replace(/--.*$/, ''));
  }
  const statements = lines
    .join('\n')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  return { markers, statements };
}

/** A finding per table or column a checked migration drops or renames without its marker. */
export function migrationFindings(files: { name: string; sql: string }[]): string[] {
  const findings: string[] = [];
  for (const file of files) {
    const number = Number(file.name.match(/^(\d+)_/)?.[1]);
    if (!Number.isFinite(number) || number <= LAST_GRANDFATHERED) continue;
    const { markers, statements } = parse(file.sql);
    for (const statement of statements) {
      for (const removal of removalsOf(statement)) {
        if (markers.has(removal.name)) continue;
        findings.push(
          `${file.name}: ${removal.what} ${removal.name} without "${MARKER} ${removal.name}" ` +
            '(docs/decisions/0029: drop or rename only what the previous release no longer uses)',
        );
      }
    }
  }
  return findings;
}

const migrationsDir = (root: string) => path.join(root, 'server/src/db/migrations');

/** The `.sql` files of a migrations folder. */
export const readMigrations = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : migrationsDir(root);
  const findings = migrationFindings(readMigrations(dir));
  for (const finding of findings) console.error(finding);
  if (findings.length > 0) process.exit(1);
  console.log(`migrations: expand-contract rule holds (${path.relative(root, dir) || dir})`);
}
