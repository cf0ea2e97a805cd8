CREATE TABLE "flight_statuses" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"segment_id" text NOT NULL,
	"status" text NOT NULL,
	"departure_date_time" text,
	"arrival_date_time" text,
	"departure_at" timestamp with time zone,
	"arrival_at" timestamp with time zone,
	"previous_departure_at" timestamp with time zone,
	"gate" text,
	"terminal" text,
	"source_email_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_statuses" ADD CONSTRAINT "flight_statuses_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_statuses" ADD CONSTRAINT "flight_statuses_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_statuses" ADD CONSTRAINT "flight_statuses_source_email_id_emails_id_fk" FOREIGN KEY ("source_email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_statuses_segment_updated_idx" ON "flight_statuses" USING btree ("segment_id","updated_at");--> statement-breakpoint
CREATE INDEX "segments_team_type_start_idx" ON "segments" USING btree ("team_id","type","start_at");--> statement-breakpoint
CREATE INDEX "segments_traveler_start_idx" ON "segments" USING btree ("traveler_id","start_at");--> statement-breakpoint
CREATE INDEX "trips_team_end_idx" ON "trips" USING btree ("team_id","end_at");