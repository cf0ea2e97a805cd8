// A travel dataset of one organisation, generated in the database with generate_series (a few statements, no
// rows through JavaScript): travelers, trips of five segments each (an outbound flight, a hotel check-in and
// check-out, a car, train, restaurant or activity, and a return flight) spread over `days` days from `startDay`,
// a third each booked through a travel management company (tmc), an online agency (ota) or directly, and one
// segment in fifty cancelled. Used by the travel list benchmark and the chart benchmarks.

import type { Database } from '../src/db/client.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { createTeamWithOwner } from '../src/modules/teams/teams.repository.js';
import { insertUser } from '../src/modules/users/users.repository.js';

export interface TravelDatasetOptions {
  /** An existing organisation team. */
  teamId: string;
  travelers?: number;
  segments?: number;
  /** First day of travel, YYYY-MM-DD (UTC). */
  startDay?: string;
  days?: number;
}

export interface TravelDataset {
  teamId: string;
  travelers: number;
  trips: number;
  segments: number;
  startDay: string;
  days: number;
  /** Traveler ids are `${prefix}tr-1` … ; trip ids `${prefix}trip-1` … ; segment ids `${prefix}seg-1` … */
  prefix: string;
}

type Query = (text: string, params?: unknown[]) => Promise<unknown>;

export const SEGMENTS_PER_TRIP = 5;

const AIRPORTS = `array['FRA','JFK','LHR','CDG','AMS','MAD','BCN','MUC','ZRH','SFO']`;
const CITIES = `array['Frankfurt','New York','London','Paris','Amsterdam','Madrid','Barcelona','Munich','Zurich','San Francisco']`;
const COUNTRIES = `array['Germany','United States','United Kingdom','France','Netherlands','Spain','Spain','Germany','Switzerland','United States']`;
const LATITUDES = 'array[50.03,40.64,51.47,49.01,52.31,40.47,41.30,48.35,47.46,37.62]::float8[]';
const LONGITUDES = 'array[8.56,-73.78,-0.45,2.55,4.76,-3.56,2.08,11.78,8.55,-122.38]::float8[]';

/** Fills `teamId` with travelers, trips and segments; returns what it made. */
export async function generateTravelDataset(query: Query, options: TravelDatasetOptions): Promise<TravelDataset> {
  const travelers = options.travelers ?? 20_000;
  const segments = options.segments ?? 1_000_000;
  const startDay = options.startDay ?? '2025-07-01';
  const days = options.days ?? 730;
  const trips = Math.ceil(segments / SEGMENTS_PER_TRIP);
  const { teamId } = options;
  const prefix = `${teamId.slice(0, 8)}-`;

  await query(
    `insert into travelers (id, team_id, name, first_name, last_name, primary_email)
      select $2 || 'tr-' || g, $1, 'Traveler ' || g, 'Traveler', 'No. ' || g, 'traveler' || g || '@' || $2 || 'bench.test'
      from generate_series(1, $3) g`,
    [teamId, prefix, travelers],
  );
  // A trip starts on a day spread evenly over the range, between 06:00 and 19:00 UTC, and lasts 2 days 8 hours.
  await query(
    `insert into trips (id, team_id, traveler_id, start_at, end_at)
      select $2 || 'trip-' || t, $1, $2 || 'tr-' || ((t - 1) % $4 + 1), s, s + interval '56 hours'
      from generate_series(1, $3) t,
        lateral (select $5::date + ((t::bigint * 7919) % $6)::int + make_interval(hours => 6 + (t * 37) % 14) as s) x`,
    [teamId, prefix, trips, travelers, startDay, days],
  );
  await query(
    `insert into segments (id, team_id, trip_id, traveler_id, type, sub_type, provider, start_date_time, end_date_time,
        start_at, end_at, number_of_nights, start_name, end_name, start_code, end_code, start_latitude, start_longitude,
        end_latitude, end_longitude, start_city, start_country, end_city, end_country, number, confirmation_number,
        price_cents, currency, source_classification, status, dedupe_key)
      select $2 || 'seg-' || s, $1, $2 || 'trip-' || i.t, $2 || 'tr-' || ((i.t - 1) % $4 + 1), v.type, v.sub_type, v.provider,
        to_char(v.start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        to_char(v.end_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        v.start_at, v.end_at, case when v.type = 'hotel' then 2 end,
        v.start_name, v.end_name, v.start_code, v.end_code,
        (${LATITUDES})[v.a + 1], (${LONGITUDES})[v.a + 1], (${LATITUDES})[v.b + 1], (${LONGITUDES})[v.b + 1],
        (${CITIES})[v.a + 1], (${COUNTRIES})[v.a + 1], (${CITIES})[v.b + 1], (${COUNTRIES})[v.b + 1],
        v.number, 'BENCH' || i.t, 5000 + (s::bigint * 7717) % 90000, 'EUR',
        (array['tmc','ota','direct'])[1 + i.t % 3], case when s % 50 = 0 then 'cancelled' else 'confirmed' end,
        'bench|' || s
      from generate_series(1, $3) s,
        lateral (select (s - 1) / ${SEGMENTS_PER_TRIP} + 1 as t, (s - 1) % ${SEGMENTS_PER_TRIP} as k) i,
        lateral (select $5::date + ((i.t::bigint * 7919) % $6)::int + make_interval(hours => 6 + (i.t * 37) % 14) as start_at) tr,
        lateral (
          select
            case i.k when 0 then 'air' when 4 then 'air' when 1 then 'hotel' when 2 then 'hotel'
              else (array['car','rail','restaurant','activity'])[1 + i.t % 4] end as type,
            case i.k when 1 then 'CheckIn' when 2 then 'CheckOut' end as sub_type,
            case i.k when 0 then 'Lufthansa' when 4 then 'Lufthansa' when 1 then 'Harbour Hotel' when 2 then 'Harbour Hotel'
              else (array['Sixt','Deutsche Bahn','Chez Janou','City Tour'])[1 + i.t % 4] end as provider,
            case i.k when 0 then tr.start_at when 1 then tr.start_at + interval '4 hours'
              when 2 then tr.start_at + interval '50 hours' when 3 then tr.start_at + interval '24 hours'
              else tr.start_at + interval '54 hours' end as start_at,
            case i.k when 0 then tr.start_at + interval '2 hours' when 1 then tr.start_at + interval '50 hours'
              when 2 then tr.start_at + interval '50 hours' when 3 then tr.start_at + interval '27 hours'
              else tr.start_at + interval '56 hours' end as end_at,
            case when i.k in (0, 4) then 'LH ' || (400 + i.t % 600) end as number,
            case when i.k in (0, 4) then (${AIRPORTS})[1 + (case i.k when 0 then i.t % 10 else (i.t + 3) % 10 end)] end as start_code,
            case when i.k in (0, 4) then (${AIRPORTS})[1 + (case i.k when 0 then (i.t + 3) % 10 else i.t % 10 end)] end as end_code,
            case when i.k in (1, 2) then 'Harbour Hotel' end as start_name,
            null::text as end_name,
            (case i.k when 0 then i.t % 10 else (i.t + 3) % 10 end) as a,
            (case i.k when 4 then i.t % 10 else (i.t + 3) % 10 end) as b
        ) v`,
    [teamId, prefix, segments, travelers, startDay, days],
  );
  // As autovacuum would leave them: statistics for the planner and a visibility map for index-only counts.
  for (const table of ['travelers', 'trips', 'segments']) await query(`vacuum analyze ${table}`);
  return { teamId, travelers, trips, segments, startDay, days, prefix };
}

/**
 * Migrates, adds the bench's user as owner of a new organisation named `teamName`, generates the dataset into it,
 * vacuums and analyses `vacuumTables` (a database in use has been by autovacuum; a freshly loaded one not yet) and
 * prints what it made, with `note` after.
 */
export async function prepareTravelBench(
  database: Database,
  options: {
    email: string;
    password: string;
    teamName: string;
    segments: number;
    travelers: number;
    vacuumTables: readonly string[];
    note?: string;
  },
): Promise<TravelDataset> {
  await database.migrate();
  const user = await insertUser(database.db, {
    email: options.email,
    passwordHash: await hashPassword(options.password),
    firstName: 'Bench',
    emailVerified: true,
  });
  const team = await createTeamWithOwner(database.db, { type: 'org', name: options.teamName }, user.id);
  const started = performance.now();
  const dataset = await generateTravelDataset(database.query, {
    teamId: team.id,
    segments: options.segments,
    travelers: options.travelers,
  });
  await database.query(`vacuum analyze ${options.vacuumTables.join(', ')}`);
  console.log(
    `  dataset: ${dataset.segments.toLocaleString('en')} segments, ${dataset.trips.toLocaleString('en')} trips, ` +
      `${dataset.travelers.toLocaleString('en')} travelers in ${((performance.now() - started) / 1000).toFixed(1)} s` +
      (options.note ? ` ${options.note}` : ''),
  );
  return dataset;
}
