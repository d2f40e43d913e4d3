import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { NodeSqliteDialect, openSqliteFile } from './node-sqlite-dialect.ts';
import type { Database } from './schema.ts';
import { logger } from '@haat/shared/log';

export type Db = Kysely<Database>;

// PostgreSQL sends 64-bit integers (count(*), sums) and numerics as strings; the app wants numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Opens the database named by DATABASE_URL: a postgres:// URL, or else a SQLite file path. */
export function openDatabase(url: string): Db {
  if (/^postgres(ql)?:\/\//i.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client's error (the server restarting, say) must not crash the process.
    pool.on('error', (error) => logger.error('PostgreSQL pool error', { error: error.message }));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const dialect = new NodeSqliteDialect(openSqliteFile(url));
  const db = new Kysely<Database>({ dialect });
  sqliteDialects.set(db, dialect);
  return db;
}

// The SQLite handles openDatabase made, with their dialect (a transaction's handle is not one).
const sqliteDialects = new WeakMap<Db, NodeSqliteDialect>();

/**
 * A compiled read's rows. On a SQLite handle opened here, outside any transaction, it runs at once
 * (NodeSqliteDialect.readNow, decision 059): for the reads every browsing call makes, whose Kysely
 * layers took as long as SQLite did. Otherwise (PostgreSQL, a transaction's handle, a transaction
 * open on the connection) it goes through Kysely, which waits its turn.
 */
export async function readCompiled<Row>(db: Db, sql: string, params: unknown[]): Promise<Row[]> {
  const now = sqliteDialects.get(db)?.readNow(sql, params) as Row[] | undefined;
  return now ?? (await db.executeQuery<Row>(CompiledQuery.raw(sql, params))).rows;
}
