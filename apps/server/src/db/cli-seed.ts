import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openImageStorage } from '../images/storage/open-storage.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { defaultDemoProducts, seedDemoStore } from './seed/seed-demo-store.ts';

/** `npm run db:seed [-- --products N]`: migrates, then creates or tops up the demo store. */

const maxProducts = 1_000_000;
const usage = `Usage: npm run db:seed [-- --products N]   (N from 1 to ${maxProducts.toLocaleString('en-IN')}, default ${defaultDemoProducts})`;

function productsWanted(argv: string[]): number {
  const { values } = parseArgs({ args: argv, options: { products: { type: 'string' } }, strict: true });
  if (values.products === undefined) return defaultDemoProducts;
  const text = values.products.replace(/_/g, '');
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > maxProducts) {
    throw new UsageError(`--products must be a whole number from 1 to ${maxProducts.toLocaleString('en-IN')}, got "${values.products}"`);
  }
  return n;
}

class UsageError extends Error {}

async function main(): Promise<void> {
  let products: number;
  try {
    products = productsWanted(process.argv.slice(2));
  } catch (error) {
    // parseArgs throws on unknown options and on --products without a value.
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_URL);
  const started = Date.now();
  try {
    await migrateToLatest(db);
    const result = await seedDemoStore(db, { uploadsDir: config.UPLOADS_DIR, storage: openImageStorage(config), products, log: (m) => console.error(m) });
    const took = ((Date.now() - started) / 1000).toFixed(1);
    const where = config.databaseIsPostgres ? 'PostgreSQL' : config.DATABASE_URL;
    console.log(result.created
      ? `Demo store seeded: ${result.products.toLocaleString('en-IN')} products in ${where} (images in ${config.UPLOADS_DIR}), ${took} s`
      : `Demo store already has ${result.products.toLocaleString('en-IN')} products in ${where}; nothing to do`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
