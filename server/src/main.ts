// First: it starts loading the embedded database while the modules below are evaluated.
import './early.ts';
import { loadConfig } from './config.ts';
import { DEMO_ACCOUNTS } from './db/seed/bootstrap.ts';
import { startInstance, stopOnSignals } from './start.ts';

async function main() {
  const config = loadConfig();
  const instance = await startInstance(config);
  const { adminCreated, demoSeeded, database } = instance;

  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `  ${config.ORG_NAME} provider portal is running at ${config.PUBLIC_URL}`,
    `  Database: ${where}${adminCreated ? ' (super admin created)' : ''}${demoSeeded ? ' (demo data seeded)' : ''}`,
    `  Super admin: ${config.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : config.ADMIN_PASSWORD}`,
  ];
  if (config.DEMO_DATA) {
    const pw = process.env.DEMO_PASSWORD ? '(DEMO_PASSWORD)' : config.DEMO_PASSWORD;
    lines.push(
      `  Staff (icon user, Operations Staff): ${DEMO_ACCOUNTS.staff} / ${pw}`,
      `  Staff manager (icon user, Staff Manager): ${DEMO_ACCOUNTS.manager} / ${pw}`,
      `  Provider: ${DEMO_ACCOUNTS.provider} / ${pw}`,
      `  Payroll, Credentialing, Operations (icon users of those roles): ${DEMO_ACCOUNTS.payroll}, ${DEMO_ACCOUNTS.credentialing}, ${DEMO_ACCOUNTS.operations} / ${pw}`,
    );
  }
  lines.push(`  API docs: ${config.PUBLIC_URL}/api/docs`, '');
  console.log(lines.join('\n'));

  stopOnSignals(instance);
  return instance;
}

function fail(err: unknown) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

/** Settles once the portal listens: the built server's entry keeps the code compiled so far (built-entry.ts). */
export const started = main().then((instance) => {
  // A job queue that cannot start ends the process, as any other failed start does.
  instance.jobsStarted.catch(fail);
}, fail);
