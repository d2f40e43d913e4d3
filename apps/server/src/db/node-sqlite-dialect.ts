import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver, type SqliteDatabase } from 'kysely';
import { busyLimitMs, isBusy, patientConnection } from './sqlite-busy.ts';

/**
 * Opens a SQLite file through the built-in `node:sqlite`, tuned for a web server. Opening waits
 * for another connection's lock as SQLite does (once, at start); after that SQLite never waits:
 * a statement refused as busy waits on a timer, leaving the main thread free (sqlite-busy.ts,
 * decision 061).
 */
export function openSqliteFile(file: string): DatabaseSync {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: busyLimitMs });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 0');
  return db;
}

// node:sqlite binds only null, numbers, bigints, strings and bytes.
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

/**
 * How many prepared statements a connection keeps. The app builds a few dozen distinct SQL texts
 * (the same queries with different bound values), so these are reused for the life of the process;
 * the bound keeps a stream of one-off texts (an `in (?, ?, …)` of every length) from growing it.
 */
const STATEMENT_CACHE_SIZE = 500;

/** SQL that changes the schema. */
const schemaChange = /^\s*(create|alter|drop)\b/i;

/** A statement and whether it returns rows, prepared once per SQL text. */
interface PreparedSql { statement: StatementSync; reader: boolean }

/**
 * A comment a query puts right after `select` (Kysely's `modifyFront`) to have its rows as arrays
 * of values in column order instead of objects: node:sqlite hands a first-asked listing's 500
 * rows over in about half the time (decision 038's measure). Only where the caller reads arrays.
 */
export const rowsAsArrays = '/* rows as arrays */';

/** The database Kysely talks to, and a read run at once on the same connection (see `readNow`). */
interface Adapted { database: SqliteDatabase; readNow: (sql: string, params: readonly unknown[]) => unknown[] | undefined }

function adapt(db: DatabaseSync): Adapted {
  // Preparing (parsing and planning the SQL) costs about as much as running a small query; the
  // storefront runs the same handful of queries for every page, so each text is prepared once.
  const prepared = new Map<string, PreparedSql>();
  const prepare = (sql: string): PreparedSql => {
    const kept = prepared.get(sql);
    if (kept) return kept;
    const statement = db.prepare(sql);
    if (sql.includes(rowsAsArrays)) statement.setReturnArrays(true);
    const fresh = { statement, reader: statement.columns().length > 0 };
    // A schema change is run once and leaves kept statements stale (node:sqlite keeps a
    // statement's column list, so a kept `select *` would miss a new column): start afresh.
    if (schemaChange.test(sql)) {
      prepared.clear();
      return fresh;
    }
    // Oldest first out: a Map iterates in insertion order.
    if (prepared.size >= STATEMENT_CACHE_SIZE) prepared.delete(prepared.keys().next().value!);
    prepared.set(sql, fresh);
    return fresh;
  };
  const bind = (params: ReadonlyArray<unknown>) => params.map(toSqliteValue);
  // Streams under way (a statement being iterated must not be run again meanwhile).
  let streaming = 0;
  const database: SqliteDatabase = {
    close: () => {
      prepared.clear();
      db.close();
    },
    prepare(sql) {
      const { statement, reader } = prepare(sql);
      return {
        // A statement that returns columns is a reader (SELECT, or anything with RETURNING).
        reader,
        // One statement serves every caller: Kysely runs one query at a time on the connection,
        // a stream included, so a kept statement is never in use twice at once.
        all: (params) => statement.all(...bind(params)),
        run: (params) => statement.run(...bind(params)),
        iterate: (params) => counted(statement.iterate(...bind(params)) as IterableIterator<unknown>),
      };
    },
  };
  function* counted(rows: IterableIterator<unknown>): Generator<unknown> {
    streaming++;
    try {
      yield* rows;
    } finally {
      streaming--;
    }
  }
  return {
    database,
    readNow: (sql, params) => {
      if (db.isTransaction || streaming > 0) return undefined;
      try {
        const { statement, reader } = prepare(sql);
        return reader ? statement.all(...bind(params)) : undefined;
      } catch (error) {
        // Refused as busy (rare for a read in WAL mode): Kysely's way waits and tries again.
        if (isBusy(error)) return undefined;
        throw error;
      }
    },
  };
}

/**
 * Kysely's SQLite dialect on `node:sqlite`, whose transactions begin IMMEDIATE: a transaction
 * takes the write lock up front, so two processes never deadlock upgrading read locks, and waiting
 * for the lock happens at BEGIN rather than halfway through. A statement refused because another
 * connection holds the lock is tried again on a timer, for up to `busyLimitMs` (decision 061).
 */
export class NodeSqliteDialect extends SqliteDialect {
  readonly #readNow: Adapted['readNow'];
  readonly #busyLimitMs: number;

  constructor(db: DatabaseSync, { busyLimitMs: limit = busyLimitMs }: { busyLimitMs?: number } = {}) {
    const adapted = adapt(db);
    super({ database: adapted.database });
    this.#readNow = adapted.readNow;
    this.#busyLimitMs = limit;
  }

  /**
   * A reading statement's rows, read at once on this connection, when no transaction is open on it
   * (nor a stream): what Kysely would hand over, without its queue. Undefined when one is open,
   * or the statement writes: the caller then goes through Kysely, which waits its turn. A read
   * run now sees what is committed, as it would after the transaction; run inside another
   * request's transaction it would see that transaction's writes before they were committed.
   */
  readNow(sql: string, params: readonly unknown[]): unknown[] | undefined {
    return this.#readNow(sql, params);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    // Kysely's SQLite driver hands out its one connection each time: wrapped once, it is handed out wrapped.
    const acquire = driver.acquireConnection.bind(driver);
    const patient = new WeakMap<DatabaseConnection, DatabaseConnection>();
    driver.acquireConnection = async () => {
      const connection = await acquire();
      let wrapped = patient.get(connection);
      if (!wrapped) patient.set(connection, (wrapped = patientConnection(connection, this.#busyLimitMs)));
      return wrapped;
    };
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}
