import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** `npm run db:migrate`: brings the configured database up to the newest schema. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_URL);
  try {
    const applied = await migrateToLatest(db);
    const where = config.databaseIsPostgres ? 'PostgreSQL' : config.DATABASE_URL;
    console.log(applied.length > 0 ? `Applied ${applied.length} migration(s) to ${where}: ${applied.join(', ')}` : `${where} is up to date; no migrations to apply`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
