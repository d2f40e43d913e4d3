import { parseArgs } from 'node:util';
import { orderMoveRequest } from '@haat/shared/console-api';
import { orderMoves, statusLabel } from '@haat/shared/rules';
import { loadConfig } from '../config.ts';
import { createMailOutbox } from '../mail/outbox/sender.ts';
import { mailerOf, paymentsOf } from '../outside-world.ts';
import { afterOrderMove, moveOrder } from '../services/console/order-moves.ts';
import { ConsoleRefusal } from '../services/console/refusal.ts';
import { orderTimeline } from '../services/orders/order-tracking.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * `npm run order:status -- <orderId> <move> [--courier C --awb A [--tracking-url U]] [--reason R]`:
 * moves an order one step through the console's own service (the same rules, timeline, audit
 * log, refunds and mails; the audit log names no staff member), then prints its timeline.
 */

const usage = `Usage: npm run order:status -- <orderId> <move> [--courier <name> --awb <number> [--tracking-url <url>]] [--reason <text>]
  move: ${orderMoves.join(', ')}; shipped needs --courier and --awb, declined needs --reason`;

class UsageError extends Error {}

function readCommandLine(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv, allowPositionals: true,
      options: { courier: { type: 'string' }, awb: { type: 'string' }, 'tracking-url': { type: 'string' }, reason: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
  const [id, status, ...rest] = parsed.positionals;
  if (id === undefined || status === undefined || rest.length > 0) throw new UsageError(usage);
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1) throw new UsageError(`The order id must be a whole number from 1, got "${id}".\n${usage}`);
  const { courier, awb, reason } = parsed.values;
  const move = orderMoveRequest.safeParse({ status: status.trim(), courier, awb, tracking_url: parsed.values['tracking-url'], reason });
  if (!move.success) throw new UsageError(`${move.error.issues[0]?.message ?? 'Invalid move.'}\n${usage}`);
  return { orderId: Number(id), move: move.data };
}

async function main(): Promise<void> {
  const { orderId, move } = readCommandLine(process.argv.slice(2));
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const order = await db.selectFrom('orders').select('store_id').where('id', '=', orderId).executeTakeFirst();
    if (!order) throw new UsageError(`There is no order ${orderId}.`);
    const now = () => new Date();
    const trackUrl = config.PUBLIC_URL ? `${config.PUBLIC_URL.replace(/\/+$/, '')}/track?order=${orderId}` : null;
    const moved = await moveOrder(db, { storeId: order.store_id, staffId: null }, orderId, move, now(), { trackUrl }).catch((error: unknown) => {
      throw error instanceof ConsoleRefusal ? new UsageError(error.message) : error;
    });
    // This command has no sender polling: it sends the mail it queued before it exits (a failure stays queued for the server).
    const outbox = createMailOutbox({ db, mailer: mailerOf(config), now });
    await afterOrderMove({ db, payments: paymentsOf(config, db), outbox, now }, moved);
    await outbox.sendDue();
    console.log(`Order ${orderId}: ${statusLabel(moved.from)} → ${statusLabel(moved.to)}`);
    for (const event of await orderTimeline(db, orderId)) {
      const line = event.orderLineId === null ? '' : ` (line ${event.orderLineId})`;
      console.log(`  ${event.at}  ${statusLabel(event.status)}${line}${event.note ? `: ${event.note}` : ''}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error instanceof Error ? `order:status failed: ${error.message}` : String(error));
  process.exitCode = 1;
});
