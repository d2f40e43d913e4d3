import { parseArgs } from 'node:util';
import { staffRoles, type StaffRole } from '@haat/shared/console-api';
import { isEmail } from '@haat/shared/rules';
import { loadConfig } from '../config.ts';
import { createInvitation, joinLink, printedLinkOrigin } from '../services/console/invitations.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * `npm run console:invite -- --email <e> --role <role> [--host <h>]`: invites someone to a
 * store's console (the default store, or the one serving --host) and prints the single-use link.
 */

const usage = `Usage: npm run console:invite -- --email <e-mail> --role <${staffRoles.join('|')}> [--host <host>]`;

class UsageError extends Error {}

function readArgs(argv: string[]): { email: string; role: StaffRole; host: string | undefined } {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { email: { type: 'string' }, role: { type: 'string' }, host: { type: 'string' } }, strict: true }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
  const email = values.email?.trim().toLowerCase() ?? '';
  if (!isEmail(email)) throw new UsageError(`--email must be an e-mail address.\n${usage}`);
  const role = staffRoles.find((r) => r === values.role);
  if (!role) throw new UsageError(`--role must be one of ${staffRoles.join(', ')}.\n${usage}`);
  return { email, role, host: values.host?.trim().toLowerCase() || undefined };
}

async function main(): Promise<void> {
  const { email, role, host } = readArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const store = host === undefined
      ? await db.selectFrom('stores').select(['id', 'name']).where('is_default', '=', 1).orderBy('id').executeTakeFirst()
      : await db.selectFrom('store_hosts').innerJoin('stores', 'stores.id', 'store_hosts.store_id')
        .select(['stores.id', 'stores.name']).where('store_hosts.host', '=', host).executeTakeFirst();
    if (!store) throw new UsageError(host === undefined ? 'There is no default store yet: start the server or seed first.' : `No store serves the host "${host}".`);
    const made = await createInvitation(db, { storeId: store.id, staffId: null }, { email, role }, new Date());
    if (!made) throw new UsageError(`${email} is already a member of ${store.name}.`);
    const link = joinLink(printedLinkOrigin({ publicUrl: config.PUBLIC_URL, host, port: config.PORT }), made.token);
    console.log(`Invited ${email} to ${store.name} as ${role}. This link works once, for 72 hours:\n${link}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error instanceof Error ? `console:invite failed: ${error.message}` : String(error));
  process.exitCode = 1;
});
