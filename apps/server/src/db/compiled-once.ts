import type { Compilable, RawBuilder } from 'kysely';
import { readCompiled, type Db } from './database.ts';

/**
 * A query the browsing calls run on every first ask, compiled once per database handle (decision
 * 038): building and compiling it with Kysely cost about as much as SQLite took to run it. The
 * query is built once with a placeholder value for each argument; each run binds the arguments
 * where their placeholders were and every other parameter (a status, a limit) as it was built.
 * A placeholder must not be a value the query holds otherwise, and every argument must be bound
 * as a parameter (not inlined into the SQL). The query may be a builder's or a raw `sql` template. On SQLite a run reads at once when no transaction is
 * open on the connection, and through Kysely's queue otherwise (decision 059).
 */
export function compiledOnce<Args extends readonly unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row> | RawBuilder<Row>,
  placeholders: Args,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<Db, { sql: string; bind: (args: Args) => unknown[] }>();
  return async (db, ...args) => {
    let kept = compiled.get(db);
    if (!kept) {
      const query = build(db, ...placeholders);
      // A raw template is compiled against the handle; a builder knows its own.
      const { sql, parameters } = 'isRawBuilder' in query ? query.compile(db) : query.compile();
      // Where each argument goes: the parameter that holds its placeholder (all of them, if it is used twice).
      const slots = parameters.map((value) => placeholders.findIndex((p) => Object.is(p, value)));
      for (const [i, p] of placeholders.entries()) if (!slots.includes(i)) throw new Error(`compiledOnce: argument ${i} (${String(p)}) is not a parameter of ${sql}`);
      kept = { sql, bind: (values) => slots.map((slot, i) => (slot < 0 ? parameters[i] : values[slot])) };
      compiled.set(db, kept);
    }
    return readCompiled<Row>(db, kept.sql, kept.bind(args));
  };
}

/** How many different numbers of ids a query keeps compiled (a page of 24, a product's 1, …); others are compiled each time. */
const maxKeptCounts = 64;

/**
 * A query over a list of ids, compiled once per number of ids per database handle, as
 * compiledOnce: the ids are bound where their placeholders were.
 */
export function compiledForIds<Row>(build: (db: Db, ids: readonly number[]) => Compilable<Row>): (db: Db, ids: readonly number[]) => Promise<Row[]> {
  const byCount = new WeakMap<Db, Map<number, (db: Db, ...ids: number[]) => Promise<Row[]>>>();
  return (db, ids) => {
    let counts = byCount.get(db);
    if (!counts) byCount.set(db, (counts = new Map()));
    let run = counts.get(ids.length);
    if (!run) {
      // Placeholders no row id can be.
      run = compiledOnce((handle: Db, ...list: number[]) => build(handle, list), ids.map((_, i) => -1_000_000_001 - i));
      if (counts.size < maxKeptCounts) counts.set(ids.length, run);
    }
    return run(db, ...ids);
  };
}
