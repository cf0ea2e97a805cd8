CREATE TABLE "chart_day_totals" (
	"team_id" text NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"currency" text NOT NULL,
	"purchase" text NOT NULL,
	"segments" integer NOT NULL,
	"priced" integer NOT NULL,
	"spend" bigint NOT NULL,
	"units" bigint NOT NULL,
	"nights" bigint NOT NULL,
	CONSTRAINT "chart_day_totals_team_id_day_type_source_currency_purchase_pk" PRIMARY KEY("team_id","day","type","source","currency","purchase")
);
--> statement-breakpoint
CREATE TABLE "chart_period_travelers" (
	"team_id" text NOT NULL,
	"period_interval" text NOT NULL,
	"type_key" text NOT NULL,
	"period" date NOT NULL,
	"tmc" boolean NOT NULL,
	"travelers" integer NOT NULL,
	CONSTRAINT "chart_period_travelers_team_id_period_interval_type_key_period_tmc_pk" PRIMARY KEY("team_id","period_interval","type_key","period","tmc")
);
--> statement-breakpoint
CREATE TABLE "chart_traveler_days" (
	"team_id" text NOT NULL,
	"type_key" text NOT NULL,
	"traveler_id" text NOT NULL,
	"tmc_days" datemultirange NOT NULL,
	"direct_days" datemultirange NOT NULL,
	CONSTRAINT "chart_traveler_days_team_id_type_key_traveler_id_pk" PRIMARY KEY("team_id","type_key","traveler_id")
);
--> statement-breakpoint
CREATE TABLE "chart_trip_days" (
	"team_id" text NOT NULL,
	"type_key" text NOT NULL,
	"trip_id" text NOT NULL,
	"tmc_days" datemultirange NOT NULL,
	"direct_days" datemultirange NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "chart_trip_days_team_id_type_key_trip_id_pk" PRIMARY KEY("team_id","type_key","trip_id")
);
--> statement-breakpoint
CREATE TABLE "chart_trip_firsts" (
	"team_id" text NOT NULL,
	"type_key" text NOT NULL,
	"side" text NOT NULL,
	"day" date NOT NULL,
	"trips" integer NOT NULL,
	CONSTRAINT "chart_trip_firsts_team_id_type_key_side_day_pk" PRIMARY KEY("team_id","type_key","side","day")
);
--> statement-breakpoint
ALTER TABLE "chart_day_totals" ADD CONSTRAINT "chart_day_totals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_period_travelers" ADD CONSTRAINT "chart_period_travelers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_traveler_days" ADD CONSTRAINT "chart_traveler_days_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_trip_days" ADD CONSTRAINT "chart_trip_days_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_trip_firsts" ADD CONSTRAINT "chart_trip_firsts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chart_trip_days_first_idx" ON "chart_trip_days" USING btree ("team_id","type_key","first_day");--> statement-breakpoint
CREATE INDEX "chart_trip_days_length_idx" ON "chart_trip_days" USING btree ("team_id",("last_day" - "first_day"));--> statement-breakpoint
CREATE TYPE "chart_segment_key" AS (
  team_id text, traveler_id text, trip_id text, type text, source text, day date, currency text, purchase text,
  price bigint, units bigint, nights bigint
);
--> statement-breakpoint
-- What a segment adds to the charts, or null when it is not counted (cancelled, a stay's check-out or night).
CREATE FUNCTION "chart_segment_key"(s "segments") RETURNS "chart_segment_key" LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN s.status = 'confirmed' AND (s.sub_type IS NULL OR s.sub_type NOT IN ('CheckOut', 'Overnight'))
    THEN ROW(s.team_id, s.traveler_id, s.trip_id, s.type, s.source_classification,
      (s.start_at AT TIME ZONE 'UTC')::date, coalesce(s.currency, ''),
      CASE WHEN s.start_at - s.created_at < interval '3 days' THEN '0-2'
        WHEN s.start_at - s.created_at < interval '7 days' THEN '3-6'
        WHEN s.start_at - s.created_at < interval '14 days' THEN '7-13'
        WHEN s.start_at - s.created_at < interval '21 days' THEN '14-20'
        ELSE '21+' END,
      s.price_cents,
      CASE WHEN s.price_cents IS NOT NULL THEN CASE s.type
        WHEN 'hotel' THEN greatest(coalesce(s.number_of_nights, 1), 1)
        WHEN 'car' THEN greatest(coalesce(s.number_of_days, 1), 1) ELSE 1 END END,
      s.number_of_nights)::"chart_segment_key"
  END
$$;
--> statement-breakpoint
-- Chart rollups kept by triggers on segments (decision record 033): every statement that writes segments hands
-- its counted rows (confirmed, not a stay's check-out or night) to chart_rollup_apply through a temporary table.
CREATE FUNCTION "chart_rollup_apply"() RETURNS void LANGUAGE plpgsql AS $$
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
    JOIN "segments" s ON s.traveler_id = a.traveler_id AND s.team_id = a.team_id
    CROSS JOIN LATERAL (SELECT (s.start_at AT TIME ZONE 'UTC')::date AS day) x
    WHERE s.status = 'confirmed' AND (s.sub_type IS NULL OR s.sub_type NOT IN ('CheckOut', 'Overnight'))
    GROUP BY GROUPING SETS ((s.team_id, s.traveler_id, s.type), (s.team_id, s.traveler_id))
  ),
  old AS (SELECT t.* FROM "chart_traveler_days" t JOIN affected a USING (team_id, traveler_id)),
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
    DELETE FROM "chart_traveler_days" t USING old o
    WHERE t.team_id = o.team_id AND t.type_key = o.type_key AND t.traveler_id = o.traveler_id
      AND NOT EXISTS (SELECT 1 FROM fresh f
        WHERE f.team_id = o.team_id AND f.traveler_id = o.traveler_id AND f.type_key = o.type_key)
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
      JOIN "segments" s ON s.trip_id = a.trip_id AND s.team_id = a.team_id
      CROSS JOIN LATERAL (SELECT (s.start_at AT TIME ZONE 'UTC')::date AS day) x
      WHERE s.status = 'confirmed' AND (s.sub_type IS NULL OR s.sub_type NOT IN ('CheckOut', 'Overnight'))
      GROUP BY GROUPING SETS ((s.team_id, s.trip_id, s.type), (s.team_id, s.trip_id))
    ) g
  ),
  old AS (SELECT t.* FROM "chart_trip_days" t JOIN affected a USING (team_id, trip_id)),
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
    DELETE FROM "chart_trip_days" t USING old o
    WHERE t.team_id = o.team_id AND t.type_key = o.type_key AND t.trip_id = o.trip_id
      AND NOT EXISTS (SELECT 1 FROM fresh f
        WHERE f.team_id = o.team_id AND f.trip_id = o.trip_id AND f.type_key = o.type_key)
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
--> statement-breakpoint
CREATE FUNCTION "chart_segments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_regclass('pg_temp.chart_changes') IS NULL THEN
    CREATE TEMP TABLE chart_changes (
      sign int NOT NULL, team_id text NOT NULL, traveler_id text NOT NULL, trip_id text NOT NULL, type text NOT NULL,
      source text NOT NULL, day date NOT NULL, currency text NOT NULL, purchase text NOT NULL,
      price bigint, units bigint, nights bigint
    ) ON COMMIT DELETE ROWS;
  ELSE
    DELETE FROM pg_temp.chart_changes;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO pg_temp.chart_changes
    SELECT 1, (k).* FROM (SELECT chart_segment_key(s) AS k FROM new_rows s) x WHERE (k).team_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO pg_temp.chart_changes
    SELECT -1, (k).* FROM (SELECT chart_segment_key(s) AS k FROM old_rows s) x WHERE (k).team_id IS NOT NULL;
  ELSE
    -- Only rows whose counted values changed: a segment's other columns do not move the charts.
    INSERT INTO pg_temp.chart_changes
    SELECT v.sign, (v.k).* FROM (
      SELECT chart_segment_key(o) AS was, chart_segment_key(n) AS now FROM old_rows o JOIN new_rows n USING (id)
    ) x CROSS JOIN LATERAL (VALUES (-1, x.was), (1, x.now)) v(sign, k)
    WHERE x.was IS DISTINCT FROM x.now AND (v.k).team_id IS NOT NULL;
  END IF;
  PERFORM chart_rollup_apply();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "chart_segments_inserted" AFTER INSERT ON "segments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION chart_segments_changed();
--> statement-breakpoint
CREATE TRIGGER "chart_segments_updated" AFTER UPDATE ON "segments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION chart_segments_changed();
--> statement-breakpoint
CREATE TRIGGER "chart_segments_deleted" AFTER DELETE ON "segments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION chart_segments_changed();
--> statement-breakpoint
-- The segments already stored.
CREATE TEMP TABLE chart_changes (
  sign int NOT NULL, team_id text NOT NULL, traveler_id text NOT NULL, trip_id text NOT NULL, type text NOT NULL,
  source text NOT NULL, day date NOT NULL, currency text NOT NULL, purchase text NOT NULL,
  price bigint, units bigint, nights bigint
);
--> statement-breakpoint
INSERT INTO pg_temp.chart_changes SELECT 1, (k).* FROM (SELECT chart_segment_key(s) AS k FROM "segments" s) x
  WHERE (k).team_id IS NOT NULL;
--> statement-breakpoint
SELECT chart_rollup_apply();
--> statement-breakpoint
DROP TABLE pg_temp.chart_changes;
