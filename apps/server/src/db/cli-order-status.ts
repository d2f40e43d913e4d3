import { deliverySteps, statusLabel } from '@haat/shared/rules';
import { loadConfig } from '../config.ts';
import { moveOrderStatus } from '../services/orders/order-progress.ts';
import { orderTimeline } from '../services/orders/order-tracking.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * `npm run order:status -- <orderId> <status>`: moves an order forward along the delivery steps
 * (until a reseller console exists) and prints its timeline.
 */

const usage = `Usage: npm run order:status -- <orderId> <status>   (status: ${deliverySteps.join(', ')})`;

class UsageError extends Error {}

function parseArgs(argv: string[]): { orderId: number; status: string } {
  const [id, status, ...rest] = argv;
  if (id === undefined || status === undefined || rest.length > 0) throw new UsageError(usage);
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1) throw new UsageError(`The order id must be a whole number from 1, got "${id}".\n${usage}`);
  return { orderId: Number(id), status: status.trim() };
}

async function main(): Promise<void> {
  const { orderId, status } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const moved = await moveOrderStatus(db, orderId, status, new Date(), 'Updated by the shop.');
    if (!moved.ok) throw new UsageError(moved.problem);
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
