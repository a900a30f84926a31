// Rows that break a foreign key or a rule of the data, read straight from the database.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { ThrowawayDatabase } from '../database';
import { fail, type Tally } from './model';

const ORPHAN_SQL = `
  select 'wishlist_trips without trip' as what, count(*)::int as n
    from wishlist_trips wt left join trips t on t.id = wt.trip_id where t.id is null
  union all select 'wishlist_trips without wishlist', count(*)::int
    from wishlist_trips wt left join wishlists w on w.id = wt.wishlist_id where w.id is null
  union all select 'trip in the wishlist of someone not on it', count(*)::int
    from wishlist_trips wt join trips t on t.id = wt.trip_id join wishlists w on w.id = wt.wishlist_id
    where w.user_id <> t.user_id and not exists (select 1 from trip_members m
      where m.trip_id = wt.trip_id and m.user_id = w.user_id)
  union all select 'wishlist_trips row of another user than its wishlist''s', count(*)::int
    from wishlist_trips wt join wishlists w on w.id = wt.wishlist_id where wt.user_id <> w.user_id
  union all select 'trip in more than one wishlist of a traveller', count(*)::int
    from (select 1 from wishlist_trips group by trip_id, user_id having count(*) > 1) x
  union all select 'trips without user', count(*)::int
    from trips t left join users u on u.id = t.user_id where u.id is null
  union all select 'wishlists without user', count(*)::int
    from wishlists w left join users u on u.id = w.user_id where u.id is null
  union all select 'cost_lines without trip', count(*)::int
    from cost_lines c left join trips t on t.id = c.trip_id where t.id is null
  union all select 'sessions without user', count(*)::int
    from sessions s left join users u on u.id = s.user_id where u.id is null
  union all select 'plan_items without trip', count(*)::int
    from plan_items p left join trips t on t.id = p.trip_id where t.id is null
  union all select 'plan positions repeated', count(*)::int
    from (select 1 from plan_items group by trip_id, day, position having count(*) > 1) x
  union all select 'bookings without trip', count(*)::int
    from bookings b left join trips t on t.id = b.trip_id where t.id is null
  union all select 'booking_files without booking', count(*)::int
    from booking_files f left join bookings b on b.id = f.booking_id where b.id is null
  union all select 'bookings linked to a line of another trip', count(*)::int
    from bookings b join cost_lines c on c.id = b.cost_line_id where c.trip_id <> b.trip_id
  union all select 'trip_members without trip or user', count(*)::int
    from trip_members m left join trips t on t.id = m.trip_id left join users u on u.id = m.user_id
    where t.id is null or u.id is null
  union all select 'owner also a companion', count(*)::int
    from trip_members m join trips t on t.id = m.trip_id where t.user_id = m.user_id
  union all select 'trip_invites without trip', count(*)::int
    from trip_invites i left join trips t on t.id = i.trip_id where t.id is null
  union all select 'trip_shares without trip', count(*)::int
    from trip_shares s left join trips t on t.id = s.trip_id where t.id is null
  union all select 'foreign keys missing', 6 - count(*)::int
    from pg_constraint where contype = 'f' and conrelid::regclass::text in
      ('trips', 'wishlists', 'wishlist_trips', 'cost_lines', 'sessions')`;

export async function checkDatabase(database: ThrowawayDatabase, tally: Tally) {
  let rows: { what: string; n: number }[];
  if (database.kind === 'postgresql') {
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    rows = (await client.query<{ what: string; n: number }>(ORPHAN_SQL)).rows;
    await client.end();
  } else {
    // Opened here only with the server stopped: PGlite has one user at a time.
    const client = await PGlite.create({ dataDir: database.pgliteDir ?? '' });
    rows = (await client.query<{ what: string; n: number }>(ORPHAN_SQL)).rows;
    await client.close();
  }
  for (const row of rows) {
    if (row.n > 0) fail(tally, 'violations', `database: ${row.n} ${row.what}`);
  }
}
