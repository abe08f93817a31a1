import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newModule } from './generate.ts';

/**
 * `npm run new:module -- <name>`: writes a plain CRUD module (name, description, active/archived) named by its
 * records in kebab-case plural, e.g. `npm run new:module -- purchase-orders`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const name = process.argv[2];
if (!name || process.argv.length > 3) {
  console.error('Usage: npm run new:module -- <name>   (kebab-case plural, e.g. purchase-orders)');
  process.exit(2);
}
try {
  const { created, changed } = newModule(root, name);
  console.log(`Module ${name} written.\nNew files:\n${created.map((f) => `  ${f}`).join('\n')}`);
  console.log(`Changed:\n${changed.map((f) => `  ${f}`).join('\n')}`);
  console.log(
    `Check it: npx tsc -p server && npx tsc -p web && npx vitest run server/src/modules/${name} web/src/modules/${name}`,
  );
} catch (error) {
  console.error(`new:module: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
