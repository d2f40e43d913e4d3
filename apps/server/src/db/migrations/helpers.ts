import type { CreateTableBuilder, Kysely } from 'kysely';
import { engineOf } from '../engine.ts';

/** Adds an auto-numbered integer primary key `id`, spelled the way each engine wants it. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return engineOf(db) === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A `store_id` column that belongs to a store and goes with it. */
export function withStore<T extends string>(table: CreateTableBuilder<T, any>) {
  return table.addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'));
}
