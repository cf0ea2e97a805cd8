DROP INDEX "trips_team_end_idx";--> statement-breakpoint
CREATE INDEX "trips_team_start_end_idx" ON "trips" USING btree ("team_id","start_at","end_at");