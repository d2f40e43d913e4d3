import { PostgresAdapter, type Kysely } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

/** Which database engine a Kysely instance talks to (for the few statements that differ). */
export function engineOf(db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
