/**
 * `npm run backup [-- --out <file.tar>]`: one archive of the database and the stored files of the portal the
 * environment describes (DATABASE_URL or DATA_DIR, STORAGE_DRIVER and S3_*), as the portal itself reads it.
 * Default file: backups/portal-<time>.tar. See README, "Backups and restores".
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config.ts';
import { createBackup } from './backup-archive.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = values.out ?? `backups/portal-${new Date().toISOString().replace(/[:.]/g, '-')}.tar`;
try {
  const manifest = await createBackup(loadConfig(), out);
  const rows = Object.values(manifest.database.tables).reduce((s, n) => s + n, 0);
  console.log(
    `backup written: ${out}\n  database (${manifest.database.kind}): ${Object.keys(manifest.database.tables).length} tables, ` +
      `${rows} rows, ${manifest.database.bytes} bytes\n  files (${manifest.files.driver}): ${manifest.files.count}, ${manifest.files.bytes} bytes`,
  );
} catch (err) {
  console.error(`backup failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
