import type { Kysely } from 'kysely';

/**
 * Rate limits as one counter row per subject, taken with a single UPSERT before the work they
 * guard (decision 017). The event-per-row table they replace was read, then written, so a burst
 * of requests all read the same count and all got through.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // ISO time at which the window ends and the count starts again from zero.
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_key', ['bucket', 'subject'])
    .execute();
  await db.schema.createIndex('rate_limit_counters_ends').on('rate_limit_counters').column('window_ends_at').execute();
  await db.schema.dropTable('rate_limit_hits').execute();
}
