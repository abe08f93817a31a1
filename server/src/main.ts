import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, ensureSuperAdmin, seedDemo } from './db/seed/bootstrap.ts';

async function main() {
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const adminCreated = await ensureSuperAdmin(database.db, config);
  const demoSeeded = config.DEMO_DATA ? await seedDemo(database.db, config) : false;

  const app = await buildApp({ config, database });
  await app.listen({ port: config.PORT, host: config.HOST });

  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `  ${config.ORG_NAME} provider portal is running at ${config.PUBLIC_URL}`,
    `  Database: ${where}${adminCreated ? ' (super admin created)' : ''}${demoSeeded ? ' (demo data seeded)' : ''}`,
    `  Super admin: ${config.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : config.ADMIN_PASSWORD}`,
  ];
  if (config.DEMO_DATA) {
    const pw = process.env.DEMO_PASSWORD ? '(DEMO_PASSWORD)' : config.DEMO_PASSWORD;
    lines.push(`  Staff (icon user): ${DEMO_ACCOUNTS.staff} / ${pw}`, `  Provider: ${DEMO_ACCOUNTS.provider} / ${pw}`);
  }
  lines.push(`  API docs: ${config.PUBLIC_URL}/api/docs`, '');
  console.log(lines.join('\n'));

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
