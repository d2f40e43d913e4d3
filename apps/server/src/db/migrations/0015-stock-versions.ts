import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine.ts';

/**
 * A store's stock version (decision 036): a number the database itself moves, in the same
 * transaction, whenever a size of the store is added, changed or removed, however it is done (a
 * sale, a cancellation, a console stock edit, an import, a hand-written statement). Browsing keeps
 * each product's stock and its finished answer in memory and asks for this one row on every call;
 * while it has not moved, nothing any process could show has changed. A store without a row has
 * version 0: the first change makes its row.
 *
 * On PostgreSQL the trigger is a deferred constraint trigger, run as the transaction commits: the
 * row is every order's, and an ordinary trigger would hold its lock from the order's stock take to
 * its commit, so that orders placed at once would wait on each other for their whole length.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('stock_versions')
    // No reference to stores: deleting a store deletes its sizes, whose trigger writes this row.
    .addColumn('store_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  if (engineOf(db) === 'postgres') {
    await sql`CREATE FUNCTION bump_stock_version() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE store integer;
        BEGIN
          IF TG_OP = 'DELETE' THEN store := OLD.store_id; ELSE store := NEW.store_id; END IF;
          INSERT INTO stock_versions (store_id, version) VALUES (store, 1)
            ON CONFLICT (store_id) DO UPDATE SET version = stock_versions.version + 1;
          RETURN NULL;
        END $$`.execute(db);
    await sql`CREATE CONSTRAINT TRIGGER product_sizes_stock_version AFTER INSERT OR UPDATE OR DELETE ON product_sizes
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_stock_version()`.execute(db);
    return;
  }
  for (const [event, row] of [['INSERT', 'new'], ['UPDATE', 'new'], ['DELETE', 'old']] as const) {
    await sql.raw(`CREATE TRIGGER product_sizes_stock_version_${event.toLowerCase()} AFTER ${event} ON product_sizes BEGIN
        INSERT INTO stock_versions (store_id, version) VALUES (${row}.store_id, 1)
          ON CONFLICT (store_id) DO UPDATE SET version = stock_versions.version + 1;
      END`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`DROP TRIGGER product_sizes_stock_version ON product_sizes`.execute(db);
    await sql`DROP FUNCTION bump_stock_version()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER product_sizes_stock_version_${event}`).execute(db);
  }
  await db.schema.dropTable('stock_versions').execute();
}
