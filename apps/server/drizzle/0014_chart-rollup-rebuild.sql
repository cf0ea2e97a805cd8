-- Custom SQL migration file, put your code below! ---- A team's rollups counted afresh from its segments, set-based: for statements that touch many travelers.
CREATE FUNCTION "chart_rollup_rebuild"(team_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "chart_day_totals" WHERE team_id = ANY (team_ids);
  DELETE FROM "chart_traveler_days" WHERE team_id = ANY (team_ids);
  DELETE FROM "chart_period_travelers" WHERE team_id = ANY (team_ids);
  DELETE FROM "chart_trip_days" WHERE team_id = ANY (team_ids);
  DELETE FROM "chart_trip_firsts" WHERE team_id = ANY (team_ids);
  DELETE FROM pg_temp.chart_changes;
  INSERT INTO pg_temp.chart_changes
  SELECT 1, (k).* FROM (SELECT chart_segment_key(s) AS k FROM "segments" s WHERE s.team_id = ANY (team_ids)) x
  WHERE (k).team_id IS NOT NULL;
  ANALYZE pg_temp.chart_changes;

  INSERT INTO "chart_day_totals"
    ("team_id", "day", "type", "source", "currency", "purchase", "segments", "priced", "spend", "units", "nights")
  SELECT team_id, day, type, source, currency, purchase, count(*), count(price), coalesce(sum(price), 0),
    coalesce(sum(units), 0), coalesce(sum(nights), 0)
  FROM pg_temp.chart_changes GROUP BY 1, 2, 3, 4, 5, 6;

  INSERT INTO "chart_traveler_days" ("team_id", "type_key", "traveler_id", "tmc_days", "direct_days")
  SELECT team_id, coalesce(type, '*'), traveler_id,
    coalesce(range_agg(daterange(day, day + 1)) FILTER (WHERE source = 'tmc'), '{}'),
    coalesce(range_agg(daterange(day, day + 1)) FILTER (WHERE source <> 'tmc'), '{}')
  FROM pg_temp.chart_changes GROUP BY GROUPING SETS ((team_id, traveler_id, type), (team_id, traveler_id));

  INSERT INTO "chart_period_travelers" ("team_id", "period_interval", "type_key", "period", "tmc", "travelers")
  SELECT d.team_id, i.iv, d.type_key, date_trunc(i.iv, d.day::timestamp)::date, d.tmc, count(DISTINCT d.traveler_id)
  FROM (
    SELECT DISTINCT team_id, coalesce(type, '*') AS type_key, day, source = 'tmc' AS tmc, traveler_id
    FROM pg_temp.chart_changes GROUP BY GROUPING SETS ((team_id, type, day, source = 'tmc', traveler_id),
      (team_id, day, source = 'tmc', traveler_id))
  ) d
  CROSS JOIN (VALUES ('day'), ('week'), ('month')) i(iv)
  GROUP BY 1, 2, 3, 4, 5;

  INSERT INTO "chart_trip_days"
    ("team_id", "type_key", "trip_id", "tmc_days", "direct_days", "first_day", "last_day")
  SELECT g.*, lower(g.tmc_days + g.direct_days), upper(g.tmc_days + g.direct_days) - 1
  FROM (
    SELECT team_id, coalesce(type, '*') AS type_key, trip_id,
      coalesce(range_agg(daterange(day, day + 1)) FILTER (WHERE source = 'tmc'), '{}'::datemultirange) AS tmc_days,
      coalesce(range_agg(daterange(day, day + 1)) FILTER (WHERE source <> 'tmc'), '{}'::datemultirange) AS direct_days
    FROM pg_temp.chart_changes GROUP BY GROUPING SETS ((team_id, trip_id, type), (team_id, trip_id))
  ) g;

  INSERT INTO "chart_trip_firsts" ("team_id", "type_key", "side", "day", "trips")
  SELECT t.team_id, t.type_key, side.name, f.day, count(*)
  FROM "chart_trip_days" t
  CROSS JOIN (VALUES ('all'), ('tmc'), ('direct')) side(name)
  CROSS JOIN LATERAL (SELECT CASE side.name WHEN 'all' THEN t.first_day WHEN 'tmc' THEN lower(t.tmc_days)
    ELSE lower(t.direct_days) END AS day) f
  WHERE t.team_id = ANY (team_ids) AND f.day IS NOT NULL
  GROUP BY 1, 2, 3, 4;

  DELETE FROM pg_temp.chart_changes;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chart_rollup_apply"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A deleted team's rollups go with the team.
  DELETE FROM pg_temp.chart_changes c WHERE NOT EXISTS (SELECT 1 FROM "teams" t WHERE t.id = c.team_id);
  IF NOT EXISTS (SELECT 1 FROM pg_temp.chart_changes) THEN RETURN; END IF;
  -- One writer at a time per traveler (their trips included), since summaries are recomputed from the committed
  -- segments: a few travelers lock each, many lock the whole team (a lock each would fill the lock table).
  IF (SELECT count(DISTINCT traveler_id) FROM pg_temp.chart_changes) > 64 THEN
    PERFORM pg_advisory_xact_lock(k) FROM (
      SELECT DISTINCT hashtextextended(team_id, 29) AS k FROM pg_temp.chart_changes ORDER BY 1
    ) l;
    -- So many travelers at once (an import, the migration): the teams' rollups are counted afresh.
    PERFORM chart_rollup_rebuild(ARRAY(SELECT DISTINCT team_id FROM pg_temp.chart_changes));
    RETURN;
  ELSE
    PERFORM pg_advisory_xact_lock_shared(k) FROM (
      SELECT DISTINCT hashtextextended(team_id, 29) AS k FROM pg_temp.chart_changes ORDER BY 1
    ) l;
    PERFORM pg_advisory_xact_lock(k) FROM (
      SELECT DISTINCT hashtextextended(team_id || '/' || traveler_id, 29) AS k FROM pg_temp.chart_changes ORDER BY 1
    ) l;
  END IF;

  INSERT INTO "chart_day_totals" AS t
    ("team_id", "day", "type", "source", "currency", "purchase", "segments", "priced", "spend", "units", "nights")
  SELECT team_id, day, type, source, currency, purchase, sum(sign),
    coalesce(sum(sign) FILTER (WHERE price IS NOT NULL), 0), coalesce(sum(sign * price), 0),
    coalesce(sum(sign * units), 0), coalesce(sum(sign * nights), 0)
  FROM pg_temp.chart_changes GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ("team_id", "day", "type", "source", "currency", "purchase") DO UPDATE SET
    "segments" = t.segments + excluded.segments, "priced" = t.priced + excluded.priced,
    "spend" = t.spend + excluded.spend, "units" = t.units + excluded.units, "nights" = t.nights + excluded.nights;

  -- Travelers: the days each has counted segments on, per type and overall ('*'), managed and not; the
  -- distinct travelers per day, week and month follow from the days that changed.
  WITH affected AS (SELECT DISTINCT team_id, traveler_id FROM pg_temp.chart_changes),
  fresh AS (
    SELECT s.team_id, s.traveler_id, coalesce(s.type, '*') AS type_key,
      coalesce(range_agg(daterange(x.day, x.day + 1)) FILTER (WHERE s.source_classification = 'tmc'), '{}') AS tmc_days,
      coalesce(range_agg(daterange(x.day, x.day + 1)) FILTER (WHERE s.source_classification <> 'tmc'), '{}') AS direct_days
    FROM affected a
    CROSS JOIN LATERAL (
      SELECT s.* FROM "segments" s WHERE s.traveler_id = a.traveler_id AND s.team_id = a.team_id OFFSET 0
    ) s
    CROSS JOIN LATERAL (SELECT (s.start_at AT TIME ZONE 'UTC')::date AS day) x
    WHERE s.status = 'confirmed' AND (s.sub_type IS NULL OR s.sub_type NOT IN ('CheckOut', 'Overnight'))
    GROUP BY GROUPING SETS ((s.team_id, s.traveler_id, s.type), (s.team_id, s.traveler_id))
  ),
  old AS (
    SELECT t.* FROM affected a CROSS JOIN LATERAL (SELECT t.ctid AS row_id, t.* FROM "chart_traveler_days" t
      WHERE t.team_id = a.team_id AND t.traveler_id = a.traveler_id OFFSET 0) t
  ),
  periods AS (
    SELECT DISTINCT c.team_id, c.traveler_id, k.type_key, i.iv, date_trunc(i.iv, c.day::timestamp)::date AS period
    FROM pg_temp.chart_changes c
    CROSS JOIN LATERAL (VALUES (c.type), ('*')) k(type_key)
    CROSS JOIN (VALUES ('day'), ('week'), ('month')) i(iv)
  ),
  presence AS (
    SELECT p.team_id, p.iv, p.type_key, p.period, side.tmc,
      coalesce((CASE WHEN side.tmc THEN f.tmc_days ELSE f.direct_days END) && r.span, false)::int
        - coalesce((CASE WHEN side.tmc THEN o.tmc_days ELSE o.direct_days END) && r.span, false)::int AS delta
    FROM periods p
    CROSS JOIN LATERAL (SELECT daterange(p.period, CASE p.iv WHEN 'day' THEN p.period + 1 WHEN 'week' THEN p.period + 7
      ELSE (p.period + interval '1 month')::date END) AS span) r
    CROSS JOIN (VALUES (true), (false)) side(tmc)
    LEFT JOIN fresh f ON f.team_id = p.team_id AND f.traveler_id = p.traveler_id AND f.type_key = p.type_key
    LEFT JOIN old o ON o.team_id = p.team_id AND o.traveler_id = p.traveler_id AND o.type_key = p.type_key
  ),
  counts AS (
    INSERT INTO "chart_period_travelers" AS t ("team_id", "period_interval", "type_key", "period", "tmc", "travelers")
    SELECT team_id, iv, type_key, period, tmc, sum(delta) FROM presence
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("team_id", "period_interval", "type_key", "period", "tmc")
      DO UPDATE SET "travelers" = t.travelers + excluded.travelers
    RETURNING 1
  ),
  gone AS (
    DELETE FROM "chart_traveler_days" t WHERE t.ctid = ANY (ARRAY(
      SELECT o.row_id FROM old o WHERE NOT EXISTS (SELECT 1 FROM fresh f
        WHERE f.team_id = o.team_id AND f.traveler_id = o.traveler_id AND f.type_key = o.type_key)))
    RETURNING 1
  )
  INSERT INTO "chart_traveler_days" AS t ("team_id", "type_key", "traveler_id", "tmc_days", "direct_days")
  SELECT team_id, type_key, traveler_id, tmc_days, direct_days FROM fresh ORDER BY 1, 2, 3
  ON CONFLICT ("team_id", "type_key", "traveler_id") DO UPDATE
    SET "tmc_days" = excluded.tmc_days, "direct_days" = excluded.direct_days
    WHERE (t.tmc_days, t.direct_days) IS DISTINCT FROM (excluded.tmc_days, excluded.direct_days);

  -- Trips: their days likewise, and per day the trips whose first counted day it is.
  WITH affected AS (SELECT DISTINCT team_id, trip_id FROM pg_temp.chart_changes),
  fresh AS (
    SELECT g.*, lower(g.tmc_days + g.direct_days) AS first_day, upper(g.tmc_days + g.direct_days) - 1 AS last_day
    FROM (
      SELECT s.team_id, s.trip_id, coalesce(s.type, '*') AS type_key,
        coalesce(range_agg(daterange(x.day, x.day + 1)) FILTER (WHERE s.source_classification = 'tmc'), '{}') AS tmc_days,
        coalesce(range_agg(daterange(x.day, x.day + 1)) FILTER (WHERE s.source_classification <> 'tmc'), '{}') AS direct_days
      FROM affected a
      CROSS JOIN LATERAL (
        SELECT s.* FROM "segments" s WHERE s.trip_id = a.trip_id AND s.team_id = a.team_id OFFSET 0
      ) s
      CROSS JOIN LATERAL (SELECT (s.start_at AT TIME ZONE 'UTC')::date AS day) x
      WHERE s.status = 'confirmed' AND (s.sub_type IS NULL OR s.sub_type NOT IN ('CheckOut', 'Overnight'))
      GROUP BY GROUPING SETS ((s.team_id, s.trip_id, s.type), (s.team_id, s.trip_id))
    ) g
  ),
  old AS (
    SELECT t.* FROM affected a CROSS JOIN LATERAL (SELECT t.ctid AS row_id, t.* FROM "chart_trip_days" t
      WHERE t.team_id = a.team_id AND t.trip_id = a.trip_id OFFSET 0) t
  ),
  firsts AS (
    SELECT e.team_id, e.type_key, side.name AS side,
      CASE side.name WHEN 'all' THEN e.first_day WHEN 'tmc' THEN lower(e.tmc_days) ELSE lower(e.direct_days) END AS day,
      e.delta
    FROM (
      SELECT team_id, type_key, first_day, tmc_days, direct_days, -1 AS delta FROM old
      UNION ALL SELECT team_id, type_key, first_day, tmc_days, direct_days, 1 FROM fresh
    ) e
    CROSS JOIN (VALUES ('all'), ('tmc'), ('direct')) side(name)
  ),
  counts AS (
    INSERT INTO "chart_trip_firsts" AS t ("team_id", "type_key", "side", "day", "trips")
    SELECT team_id, type_key, side, day, sum(delta) FROM firsts WHERE day IS NOT NULL
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("team_id", "type_key", "side", "day") DO UPDATE SET "trips" = t.trips + excluded.trips
    RETURNING 1
  ),
  gone AS (
    DELETE FROM "chart_trip_days" t WHERE t.ctid = ANY (ARRAY(
      SELECT o.row_id FROM old o WHERE NOT EXISTS (SELECT 1 FROM fresh f
        WHERE f.team_id = o.team_id AND f.trip_id = o.trip_id AND f.type_key = o.type_key)))
    RETURNING 1
  )
  INSERT INTO "chart_trip_days" AS t
    ("team_id", "type_key", "trip_id", "tmc_days", "direct_days", "first_day", "last_day")
  SELECT team_id, type_key, trip_id, tmc_days, direct_days, first_day, last_day FROM fresh ORDER BY 1, 2, 3
  ON CONFLICT ("team_id", "type_key", "trip_id") DO UPDATE SET "tmc_days" = excluded.tmc_days,
    "direct_days" = excluded.direct_days, "first_day" = excluded.first_day, "last_day" = excluded.last_day
    WHERE (t.tmc_days, t.direct_days) IS DISTINCT FROM (excluded.tmc_days, excluded.direct_days);

  DELETE FROM pg_temp.chart_changes;
END $$;
