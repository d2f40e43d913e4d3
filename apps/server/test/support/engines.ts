import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

export interface TestDatabase {
  engine: 'sqlite' | 'postgres';
  /** DATABASE_URL of this throw-away database (a second server process may open it too). */
  url: string;
  db: Db;
  /** Closes the connection and deletes the database. */
  drop(): Promise<void>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.REQUIRE_POSTGRES === '1' && !postgresUrl) {
  throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL suite would be skipped.');
}

/** The engines the API suites run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: Array<TestDatabase['engine']> = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/** Runs a suite once per engine, each against its own freshly migrated database. */
export function describeEachEngine(name: string, suite: (engine: TestDatabase['engine']) => void): void {
  for (const engine of engines) describe(`${name} [${engine}]`, () => suite(engine));
}

/** A new, empty, migrated database on the given engine. */
export async function createTestDatabase(engine: TestDatabase['engine']): Promise<TestDatabase> {
  const suffix = crypto.randomBytes(6).toString('hex');
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-test-'));
    const url = path.join(dir, 'test.sqlite');
    const db = openDatabase(url);
    await migrateToLatest(db);
    return { engine, url, db, drop: async () => { await db.destroy(); fs.rmSync(dir, { recursive: true, force: true }); } };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `haat_test_${suffix}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const db = openDatabase(url.toString());
  await migrateToLatest(db);
  return {
    engine,
    url: url.toString(),
    db,
    drop: async () => {
      await db.destroy();
      const cleaner = new pg.Client({ connectionString: postgresUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}
