import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { newModule } from './generate.ts';

/**
 * `npm run new:module -- <name> [--singular <word>]`: writes a plain CRUD module (name, description, active or
 * archived) named by its records in kebab-case plural, e.g. `npm run new:module -- purchase-orders`;
 * `--singular` gives the last word's singular when the usual rules miss it (`statuses --singular status`).
 */
const USAGE = 'Usage: npm run new:module -- <name> [--singular <word>]   (kebab-case plural, e.g. purchase-orders)';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let args: ReturnType<typeof parseArgs<{ options: { singular: { type: 'string' } }; allowPositionals: true }>>;
try {
  args = parseArgs({ options: { singular: { type: 'string' } }, allowPositionals: true });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const [name, ...extra] = args.positionals;
if (!name || extra.length) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const { created, changed } = newModule(root, name, args.values.singular);
  console.log(`Module ${name} written.\nNew files:\n${created.map((f) => `  ${f}`).join('\n')}`);
  console.log(`Changed:\n${changed.map((f) => `  ${f}`).join('\n')}`);
  console.log(
    `Check it: npx tsc -p server && npx tsc -p web && npx vitest run server/src/modules/${name} web/src/modules/${name}`,
  );
} catch (error) {
  console.error(`new:module: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
