/**
 * `npm run restore -- <archive.tar>`: brings a backup into the empty database and file store the environment
 * describes (refuses a non-empty one). `npm run restore -- --check <archive.tar>` only proves the archive whole.
 * See README, "Backups and restores".
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config.ts';
import { checkBackup, restoreBackup } from './backup-archive.ts';

const { values, positionals } = parseArgs({ options: { check: { type: 'boolean' } }, allowPositionals: true });
const [archive] = positionals;
if (!archive) {
  console.error('usage: npm run restore -- [--check] <archive.tar>');
  process.exit(2);
}
try {
  const manifest = values.check ? await checkBackup(archive) : await restoreBackup(loadConfig(), archive);
  const rows = Object.values(manifest.database.tables).reduce((s, n) => s + n, 0);
  console.log(
    `${values.check ? 'archive is whole' : 'restored'}: ${archive} (taken ${manifest.createdAt})\n` +
      `  database (${manifest.database.kind}): ${rows} rows\n  files: ${manifest.files.count}, ${manifest.files.bytes} bytes`,
  );
} catch (err) {
  console.error(`restore failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
