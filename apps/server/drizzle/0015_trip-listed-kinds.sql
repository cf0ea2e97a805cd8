DROP INDEX "segments_listed_trip_idx";--> statement-breakpoint
DROP INDEX "trips_team_start_idx";--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "listed_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "trips_team_start_kinds_idx" ON "trips" USING btree ("team_id","start_at","listed_kinds");--> statement-breakpoint
-- What a trip's listed segments are (trips.listed_kinds), kept by statement triggers on segments like the chart
-- rollups (decision 033), so every writer keeps it: each type, each type with its side and each side.
-- Each trip's few segments are read by trip (the fence keeps the listed condition out of that scan): right after a
-- bulk insert into a table never analysed, the planner otherwise also read the team's whole listed-segments index
-- for every trip.
CREATE FUNCTION "trip_listed_kinds_refresh"(trip_ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "trips" t SET "listed_kinds" = k.kinds
  FROM (
    SELECT u.id, coalesce((
      SELECT array_agg(DISTINCT v.kind ORDER BY v.kind)
      FROM (SELECT s.* FROM "segments" s WHERE s.trip_id = u.id OFFSET 0) s
      CROSS JOIN LATERAL (SELECT CASE WHEN s.source_classification = 'tmc' THEN 'managed' ELSE 'unmanaged' END AS side) x
      CROSS JOIN LATERAL (VALUES (s.type), (s.type || ':' || x.side), ('*:' || x.side)) v(kind)
      WHERE s.status = 'confirmed' AND (s.sub_type IS NULL OR s.sub_type NOT IN ('CheckOut', 'Overnight'))
    ), '{}'::text[]) AS kinds
    FROM unnest(trip_ids) u(id)
  ) k
  WHERE t.id = k.id AND t.listed_kinds IS DISTINCT FROM k.kinds
$$;
--> statement-breakpoint
CREATE FUNCTION "trip_segments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM trip_listed_kinds_refresh(ARRAY(SELECT DISTINCT trip_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM trip_listed_kinds_refresh(ARRAY(SELECT DISTINCT trip_id FROM old_rows));
  ELSE
    -- Only what a kind is made of: an update of times or details leaves the trips as they were.
    PERFORM trip_listed_kinds_refresh(ARRAY(
      SELECT DISTINCT c.trip_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.trip_id), (o.trip_id)) c(trip_id)
      WHERE (n.trip_id, n.type, n.source_classification, n.status, n.sub_type)
        IS DISTINCT FROM (o.trip_id, o.type, o.source_classification, o.status, o.sub_type)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trip_segments_inserted" AFTER INSERT ON "segments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trip_segments_changed();
--> statement-breakpoint
CREATE TRIGGER "trip_segments_updated" AFTER UPDATE ON "segments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trip_segments_changed();
--> statement-breakpoint
CREATE TRIGGER "trip_segments_deleted" AFTER DELETE ON "segments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trip_segments_changed();
--> statement-breakpoint
-- The trips already stored.
SELECT trip_listed_kinds_refresh(ARRAY(SELECT id FROM "trips"));
