import { parseArgs } from 'node:util';
import { isEmail } from '@haat/shared/rules';
import { loadConfig } from '../config.ts';
import { joinLink, printedLinkOrigin } from '../services/console/invitations.ts';
import { createStore } from '../services/console/new-store.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * `npm run store:create -- --name <n> --host <h> --owner <e-mail>`: adds a reseller's store to
 * this deployment (its host, the default theme, an empty catalogue) and prints its owner's invitation.
 */

const usage = 'Usage: npm run store:create -- --name <shop name> --host <host name> --owner <e-mail>';

class UsageError extends Error {}

function readArgs(argv: string[]): { name: string; host: string; ownerEmail: string } {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { name: { type: 'string' }, host: { type: 'string' }, owner: { type: 'string' } }, strict: true }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
  const name = values.name?.replace(/\s+/g, ' ').trim() ?? '';
  if (name === '' || name.length > 100) throw new UsageError(`--name must be the shop's name (up to 100 characters).\n${usage}`);
  const host = values.host?.trim().toLowerCase() ?? '';
  // A host name as browsers send it: labels of letters, digits and hyphens, an optional port.
  if (!/^(?=.{1,253}(:|$))[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/.test(host)) {
    throw new UsageError(`--host must be a host name such as shop.example.in.\n${usage}`);
  }
  const ownerEmail = values.owner?.trim().toLowerCase() ?? '';
  if (!isEmail(ownerEmail)) throw new UsageError(`--owner must be an e-mail address.\n${usage}`);
  return { name, host, ownerEmail };
}

async function main(): Promise<void> {
  const input = readArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const created = await createStore(db, input, new Date());
    if (!created.ok) throw new UsageError(`The host "${input.host}" already serves a store.`);
    const link = joinLink(printedLinkOrigin({ publicUrl: config.PUBLIC_URL, host: input.host, port: config.PORT }), created.token);
    console.log(`Created ${input.name} (store ${created.storeId}) at ${input.host}.`);
    console.log(`Owner invitation for ${input.ownerEmail}, works once, for 72 hours:\n${link}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error instanceof Error ? `store:create failed: ${error.message}` : String(error));
  process.exitCode = 1;
});
