import { CompiledQuery, type Compilable, type RawBuilder } from 'kysely';
import { readCompiled, type Db } from './database.ts';

/**
 * What a compiled query depends on: the engine's adapter, which a database handle and every
 * transaction opened on it share. Keyed by it, a query compiled once serves inside transactions too.
 */
function compiledFor(db: Db): object {
  return db.getExecutor().adapter;
}

/**
 * A query the browsing calls run on every first ask, compiled once per engine (decision 038; kept
 * per adapter since decision 062): building and compiling it with Kysely cost about as much as
 * SQLite took to run it. The query is built once with a placeholder value for each argument; each
 * run binds the arguments where their placeholders were and every other parameter (a status, a
 * limit) as it was built. A placeholder must not be a value the query holds otherwise, and every
 * argument must be bound as a parameter (not inlined into the SQL). The query may be a builder's
 * or a raw `sql` template. On SQLite a run reads at once when no transaction is open on the
 * connection, and through Kysely's queue otherwise (decision 059); a transaction's handle reads
 * through its connection.
 */
export function compiledOnce<Args extends readonly unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row> | RawBuilder<Row>,
  placeholders: Args,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<object, { sql: string; bind: (args: Args) => unknown[] }>();
  return async (db, ...args) => {
    let kept = compiled.get(compiledFor(db));
    if (!kept) {
      const query = build(db, ...placeholders);
      // A raw template is compiled against the handle; a builder knows its own.
      const { sql, parameters } = 'isRawBuilder' in query ? query.compile(db) : query.compile();
      // Where each argument goes: the parameter that holds its placeholder (all of them, if it is used twice).
      const slots = parameters.map((value) => placeholders.findIndex((p) => Object.is(p, value)));
      for (const [i, p] of placeholders.entries()) if (!slots.includes(i)) throw new Error(`compiledOnce: argument ${i} (${String(p)}) is not a parameter of ${sql}`);
      kept = { sql, bind: (values) => slots.map((slot, i) => (slot < 0 ? parameters[i] : values[slot])) };
      compiled.set(compiledFor(db), kept);
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
  const byCount = new WeakMap<object, Map<number, (db: Db, ...ids: number[]) => Promise<Row[]>>>();
  return (db, ids) => {
    let counts = byCount.get(compiledFor(db));
    if (!counts) byCount.set(compiledFor(db), (counts = new Map()));
    let run = counts.get(ids.length);
    if (!run) {
      // Placeholders no row id can be.
      run = compiledOnce((handle: Db, ...list: number[]) => build(handle, list), ids.map((_, i) => -1_000_000_001 - i));
      if (counts.size < maxKeptCounts) counts.set(ids.length, run);
    }
    return run(db, ...ids);
  };
}

/** How a named argument shows while a statement is compiled: a string no caller's value holds. */
const argumentMark = '\u0000haat-argument:';

interface KeptStatement {
  sql: string;
  /** Each parameter: the argument it takes, or the value it was built with. */
  slots: Array<{ argument: string } | { value: unknown }>;
  reads: boolean;
}

/**
 * Builds and compiles a statement with a mark in place of each argument. Every argument read must
 * end up a parameter of its own, exactly as read: one computed with (`args.units + 1`), branched
 * on or written into the SQL would otherwise be kept from the first run.
 */
function compileStatement<Args, Row>(db: Db, build: (db: Db, args: Args) => Compilable<Row> | RawBuilder<Row>): KeptStatement {
  const read = new Set<string>();
  const marks = new Proxy({}, {
    get: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      read.add(key);
      return `${argumentMark}${key}`;
    },
  });
  const query = build(db, marks as Args);
  const compiled = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  const refuse = (why: string) => new Error(`compiledStatement: ${why}; in ${compiled.sql}`);
  if (compiled.sql.includes(argumentMark)) throw refuse('an argument was written into the SQL instead of bound');
  const slots = compiled.parameters.map((value) => {
    if (typeof value !== 'string' || !value.includes(argumentMark)) return { value };
    const argument = value.slice(argumentMark.length);
    if (!value.startsWith(argumentMark) || !read.has(argument)) throw refuse(`a parameter was computed from an argument (${JSON.stringify(value)})`);
    return { argument };
  });
  for (const argument of read) {
    if (!slots.some((slot) => 'argument' in slot && slot.argument === argument)) throw refuse(`argument ${argument} was read but is not a parameter`);
  }
  return { sql: compiled.sql, slots, reads: compiled.query.kind === 'SelectQueryNode' };
}

/**
 * A statement with named arguments, built with Kysely and compiled once per engine (decision
 * 062): placing an order runs some twenty-five of them in its transaction, and building and
 * compiling each one cost Kysely more than SQLite took to run it. `build` is called once, with
 * marks in place of the arguments, and must only pass each argument as a value (`where('id', '=',
 * args.id)`, `values({ status: args.status })`): not compute with it, branch on it or write it
 * into the SQL (each is refused when first compiled, a branch when it leaves the argument out). An
 * argument left undefined is bound as NULL; a list (`in`) cannot be an argument (compiledForIds).
 * A read runs as compiledOnce's do; a write (with `returning` for its rows) runs through the
 * handle's connection, in the caller's transaction when it is one. Resolves with the rows.
 */
export function compiledStatement<Args extends object, Row>(
  build: (db: Db, args: Args) => Compilable<Row> | RawBuilder<Row>,
): (db: Db, args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<object, KeptStatement>();
  return async (db, args) => {
    let kept = compiled.get(compiledFor(db));
    if (!kept) compiled.set(compiledFor(db), (kept = compileStatement(db, build)));
    const named = args as Record<string, unknown>;
    const parameters = kept.slots.map((slot) => ('argument' in slot ? named[slot.argument] ?? null : slot.value));
    if (kept.reads) return readCompiled<Row>(db, kept.sql, parameters);
    return (await db.executeQuery<Row>(CompiledQuery.raw(kept.sql, parameters))).rows;
  };
}

/**
 * The named arguments `columns` of `args`, as the values of a row a compiledStatement writes:
 * `values(rowOf(args, columns))` binds one argument per column, each under the column's name.
 */
export function rowOf<Args, Column extends keyof Args & string>(args: Args, columns: readonly Column[]): Pick<Args, Column> {
  return Object.fromEntries(columns.map((column) => [column, args[column]])) as Pick<Args, Column>;
}
