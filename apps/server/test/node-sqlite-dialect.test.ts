import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { NodeSqliteDialect, openSqliteFile, rowsAsArrays } from '../src/db/node-sqlite-dialect.ts';

interface Tables { notes: { id: Generated<number>; body: string } }

let db: Kysely<Tables> | undefined;
let dialect: NodeSqliteDialect | undefined;
afterEach(async () => { await db?.destroy(); db = undefined; });

async function notesDatabase(): Promise<Kysely<Tables>> {
  dialect = new NodeSqliteDialect(openSqliteFile(':memory:'));
  db = new Kysely<Tables>({ dialect });
  await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  return db;
}

describe('the node:sqlite dialect keeps prepared statements', () => {
  it('answers the same query text with fresh values each time', async () => {
    const notes = await notesDatabase();
    const find = (id: number) => notes.selectFrom('notes').select('body').where('id', '=', id).executeTakeFirst();
    await notes.insertInto('notes').values({ id: 1, body: 'first' }).execute();
    expect(await find(1)).toEqual({ body: 'first' });
    await notes.insertInto('notes').values({ id: 2, body: 'second' }).execute();
    expect(await find(2)).toEqual({ body: 'second' });
    await notes.updateTable('notes').set({ body: 'changed' }).where('id', '=', 1).execute();
    expect(await find(1)).toEqual({ body: 'changed' });
  });

  it('hands a query marked for it its rows as arrays, in column order, and every other query objects', async () => {
    const notes = await notesDatabase();
    await notes.insertInto('notes').values([{ id: 1, body: 'one' }, { id: 2, body: 'two' }]).execute();
    const query = notes.selectFrom('notes').select(['id', 'body']).orderBy('id');
    expect(await query.modifyFront(sql.raw(rowsAsArrays)).execute()).toEqual([[1, 'one'], [2, 'two']]);
    expect(await query.execute()).toEqual([{ id: 1, body: 'one' }, { id: 2, body: 'two' }]);
  });

  it('tells readers from writers per text, RETURNING included', async () => {
    const notes = await notesDatabase();
    const inserted = await notes.insertInto('notes').values({ body: 'kept' }).returning('id').executeTakeFirstOrThrow();
    const plain = await notes.insertInto('notes').values({ body: 'plain' }).executeTakeFirstOrThrow();
    expect(inserted.id).toBe(1);
    expect(plain.insertId).toBe(2n);
  });

  it('keeps working past the cache bound, with many distinct texts', async () => {
    const notes = await notesDatabase();
    await notes.insertInto('notes').values({ id: 1, body: 'one' }).execute();
    for (let n = 1; n <= 600; n++) {
      // A different number of placeholders each time: a different SQL text.
      const ids = Array.from({ length: n }, (_, i) => i + 1);
      const rows = await notes.selectFrom('notes').select('id').where('id', 'in', ids).execute();
      expect(rows).toEqual([{ id: 1 }]);
    }
  });

  it('sees a column added after the statement was first prepared', async () => {
    const notes = await notesDatabase();
    await notes.insertInto('notes').values({ id: 1, body: 'one' }).execute();
    const everything = () => sql<Record<string, unknown>>`select * from notes`.execute(notes);
    expect((await everything()).rows).toEqual([{ id: 1, body: 'one' }]);
    await sql`alter table notes add column pinned integer not null default 0`.execute(notes);
    expect((await everything()).rows).toEqual([{ id: 1, body: 'one', pinned: 0 }]);
  });

  it('streams a query, then runs the same text again', async () => {
    const notes = await notesDatabase();
    await notes.insertInto('notes').values([{ id: 1, body: 'a' }, { id: 2, body: 'b' }]).execute();
    const query = () => notes.selectFrom('notes').select('id').orderBy('id');
    const streamed: unknown[] = [];
    for await (const row of query().stream()) {
      streamed.push(row);
      break; // leaves the statement mid-way
    }
    expect(streamed).toEqual([{ id: 1 }]);
    expect(await query().execute()).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe('a read run at once on the connection (readNow)', () => {
  const bodies = 'select body from notes order by id';

  it('hands over what Kysely would, from the same kept statement', async () => {
    const notes = await notesDatabase();
    await notes.insertInto('notes').values([{ id: 1, body: 'one' }, { id: 2, body: 'two' }]).execute();
    expect(dialect!.readNow(bodies, [])).toEqual((await sql.raw(bodies).execute(notes)).rows);
    expect(dialect!.readNow('select id from notes where body = ?', ['two'])).toEqual([{ id: 2 }]);
  });

  it('declines while a transaction is open, so nothing reads another request\'s writes before they are committed', async () => {
    const notes = await notesDatabase();
    await notes.insertInto('notes').values({ id: 1, body: 'one' }).execute();
    let during: unknown;
    await notes.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 2, body: 'not yet committed' }).execute();
      during = dialect!.readNow(bodies, []);
    });
    expect(during).toBeUndefined();
    expect(dialect!.readNow(bodies, [])).toEqual([{ body: 'one' }, { body: 'not yet committed' }]);
  });

  it('declines while a stream is under way, and reads again once it is left', async () => {
    const notes = await notesDatabase();
    await notes.insertInto('notes').values([{ id: 1, body: 'a' }, { id: 2, body: 'b' }]).execute();
    const streamed: unknown[] = [];
    for await (const row of notes.selectFrom('notes').select('body').orderBy('id').stream()) {
      streamed.push(row, dialect!.readNow(bodies, []));
      break;
    }
    expect(streamed).toEqual([{ body: 'a' }, undefined]);
    expect(dialect!.readNow(bodies, [])).toEqual([{ body: 'a' }, { body: 'b' }]);
  });

  it('declines a statement that writes: writes go through Kysely', async () => {
    const notes = await notesDatabase();
    expect(dialect!.readNow('insert into notes (body) values (?)', ['x'])).toBeUndefined();
    expect(await notes.selectFrom('notes').selectAll().execute()).toEqual([]);
  });
});
