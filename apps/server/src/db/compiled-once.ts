import { CompiledQuery, type Compilable, type RawBuilder } from 'kysely';
import { readCompiled, type Db } from './database.ts';

/**
 * What a compiled query depends on: the engine's adapter, which a database handle and every
 * transaction opened on it share. Keyed by it, a query compiled once serves inside transactions too.
 */
function compiledFor(db: Db): object {
  return db.getExecutor().adapter;
}

/** How many different numbers of ids a query keeps compiled (a page of 24, a product's 1, …); others are compiled each time. */
const maxKeptCounts = 64;

/**
 * A query over a list of ids, compiled once per number of ids, as compiledStatement: the ids are
 * its arguments, bound in their order.
 */
export function compiledForIds<Row>(build: (db: Db, ids: readonly number[]) => Compilable<Row>): (db: Db, ids: readonly number[]) => Promise<Row[]> {
  const byCount = new Map<number, (db: Db, ids: readonly number[]) => Promise<Row[]>>();
  return (db, ids) => {
    const count = ids.length;
    let run = byCount.get(count);
    if (!run) {
      // The arguments are the list's indexes ("0", "1", …): a run binds ids[0], ids[1], ….
      run = compiledStatement((handle, list: readonly number[]) => build(handle, Array.from({ length: count }, (_, i) => list[i]!)));
      if (byCount.size < maxKeptCounts) byCount.set(count, run);
    }
    return run(db, ids);
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
  // A raw template is compiled against the handle; a builder knows its own.
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
  // A raw template is a read when it is a select (the search's candidates, the stock version).
  const reads = compiled.query.kind === 'SelectQueryNode' || (compiled.query.kind === 'RawNode' && /^\s*select\b/i.test(compiled.sql));
  return { sql: compiled.sql, slots, reads };
}

/**
 * A statement with named arguments, built with Kysely (a builder or a raw `sql` template) and
 * compiled once per engine. Building and compiling a query cost Kysely about as much as SQLite
 * took to run it: the browsing calls' reads on every first ask (decision 038), and the some
 * twenty-five statements of placing an order (decision 062). `build` is called once, with marks
 * in place of the arguments, and must only pass each argument as a value (`where('id', '=',
 * args.id)`, `values({ status: args.status })`): not compute with it, branch on it or write it
 * into the SQL (each is refused when first compiled, a branch when it leaves the argument out). An
 * argument left undefined is bound as NULL; a list (`in`) cannot be an argument (compiledForIds).
 *
 * A read, on SQLite, runs at once when no transaction is open on the connection, and through
 * Kysely's queue otherwise (decision 059); a transaction's handle reads through its connection.
 * A write (with `returning` for its rows) runs through the handle's connection, in the caller's
 * transaction when it is one. Resolves with the rows. Kept per adapter, which a handle and every
 * transaction opened on it share.
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
