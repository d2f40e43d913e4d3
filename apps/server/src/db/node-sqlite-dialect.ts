import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver, type SqliteDatabase } from 'kysely';

/** How long a writer waits for another process's write lock before giving up. */
const BUSY_TIMEOUT_MS = 5000;

/** Opens a SQLite file through the built-in `node:sqlite`, tuned for a web server. */
export function openSqliteFile(file: string): DatabaseSync {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return db;
}

// node:sqlite binds only null, numbers, bigints, strings and bytes.
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

function adapt(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql) {
      const statement = db.prepare(sql);
      const bind = (params: ReadonlyArray<unknown>) => params.map(toSqliteValue);
      return {
        // A statement that returns columns is a reader (SELECT, or anything with RETURNING).
        reader: statement.columns().length > 0,
        all: (params) => statement.all(...bind(params)),
        run: (params) => statement.run(...bind(params)),
        iterate: (params) => statement.iterate(...bind(params)) as IterableIterator<unknown>,
      };
    },
  };
}

/**
 * Kysely's SQLite dialect on `node:sqlite`, whose transactions begin IMMEDIATE: a transaction
 * takes the write lock up front, so two processes never deadlock upgrading read locks and the
 * busy timeout applies at BEGIN rather than failing halfway through.
 */
export class NodeSqliteDialect extends SqliteDialect {
  constructor(db: DatabaseSync) {
    super({ database: adapt(db) });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}
