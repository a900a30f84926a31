import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from './pglite-statements';

let client: PGlite;
let named: PGlite;
const READ = `select id, day, tags, doc, amount from things where id = $1 or day > $2 order by amount`;
const ID = '7f1c1a3e-0c55-4c38-9a43-2a4b1a0b9e01';

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table things (
    id uuid primary key, day date not null, tags text[] not null, doc jsonb, amount bigint)`);
  await client.query(`insert into things values ($1, '2027-03-01', '{a,b}', '{"x": 1}', 12000)`, [
    ID,
  ]);
  named = withNamedStatements(client);
});
afterAll(() => client.close());

describe('statements kept by name', () => {
  it('answers the rows, types and fields PGlite would, call after call', async () => {
    const expected = await client.query(READ, [ID, '2030-01-01'], { rowMode: 'array' });
    for (let call = 0; call < 3; call++) {
      const answer = await named.query(READ, [ID, '2030-01-01'], { rowMode: 'array' });
      expect(answer.rows).toEqual(expected.rows);
      expect(answer.fields).toEqual(expected.fields);
    }
    expect(expected.rows).toEqual([[ID, new Date('2027-03-01'), ['a', 'b'], { x: 1 }, 12000]]);
  });

  it('binds each call its own values', async () => {
    const none = await named.query(READ, ['00000000-0000-4000-8000-000000000000', '2030-01-01']);
    expect(none.rows).toEqual([]);
    const one = await named.query<{ id: string }>(READ, [ID, '2030-01-01']);
    expect(one.rows.map((row) => row.id)).toEqual([ID]);
  });

  it("refuses a value its column's type does not take with PostgreSQL's error, and reads on", async () => {
    await expect(named.query(READ, ['not-a-uuid', '2030-01-01'])).rejects.toMatchObject({
      code: '22P02',
    });
    const after = await named.query(READ, [ID, '2030-01-01']);
    expect(after.rows).toHaveLength(1);
  });

  it('sees a write made after the statement was kept, and passes writes through', async () => {
    await named.query(READ, [ID, '2030-01-01']);
    await named.query(`insert into things values ($1, '2031-01-01', '{}', null, 5)`, [
      '00000000-0000-4000-8000-000000000001',
    ]);
    const answer = await named.query<{ amount: number }>(READ, [ID, '2030-01-01']);
    expect(answer.rows.map((row) => row.amount)).toEqual([5, 12000]);
  });

  it('waits for a transaction on the same database before reading', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`update things set amount = 13000 where id = $1`, [ID]);
      await held;
    });
    const read = named.query<{ amount: number }>(READ, [ID, '2030-01-01']);
    release();
    await transaction;
    expect((await read).rows.find((row) => row.amount > 10)?.amount).toBe(13000);
  });

  it("reads a transaction's own writes inside it, and not after a rollback", async () => {
    const inside = await named
      .transaction(async (tx) => {
        await tx.query(`update things set amount = 1 where id = $1`, [ID]);
        const read = await tx.query<{ amount: number }>(READ, [ID, '2030-01-01']);
        await tx.rollback();
        return read.rows.map((row) => row.amount);
      })
      .catch(() => []);
    expect(inside).toContain(1);
    const after = await named.query<{ amount: number }>(READ, [ID, '2030-01-01']);
    expect(after.rows.map((row) => row.amount)).not.toContain(1);
  });

  it('hears what a change announces before the change answers, as PGlite does', async () => {
    await client.exec(`create function announce() returns trigger language plpgsql as $$
      begin perform pg_notify('things_changed', new.id::text); return new; end $$;
      create trigger things_announce after insert on things
      for each row execute function announce();`);
    const heard: string[] = [];
    await client.listen('things_changed', (payload) => heard.push(payload));
    const id = '00000000-0000-4000-8000-000000000002';
    await named.query(`insert into things values ($1, '2032-01-01', '{}', null, 7)`, [id]);
    expect(heard).toEqual([id]);
  });
});
