CREATE TABLE "email_events" (
	"id" text PRIMARY KEY NOT NULL,
	"email_id" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"mailbox_id" text,
	"via" text NOT NULL,
	"blob_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"envelope_from" text,
	"from_address" text,
	"to_address" text,
	"subject" text,
	"message_id" text,
	"status" text DEFAULT 'received' NOT NULL,
	"status_reason" text,
	"result" jsonb,
	"parse_count" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parsed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"local_part" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"trip_id" text NOT NULL,
	"traveler_id" text NOT NULL,
	"email_id" text,
	"type" text NOT NULL,
	"sub_type" text,
	"provider" text,
	"start_date_time" text,
	"start_time_zone" text,
	"end_date_time" text,
	"end_time_zone" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"number_of_nights" integer,
	"number_of_days" integer,
	"start_name" text,
	"end_name" text,
	"start_code" text,
	"end_code" text,
	"first_name" text,
	"last_name" text,
	"start_latitude" double precision,
	"start_longitude" double precision,
	"end_latitude" double precision,
	"end_longitude" double precision,
	"start_city" text,
	"start_state_provence" text,
	"start_country" text,
	"end_city" text,
	"end_state_provence" text,
	"end_country" text,
	"number" text,
	"seat" text,
	"confirmation_number" text,
	"price_cents" integer,
	"currency" text,
	"source_classification" text NOT NULL,
	"status" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traveler_email_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"traveler_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travelers" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text,
	"primary_email" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"traveler_id" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "secret_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_traveler_id_travelers_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."travelers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveler_email_addresses" ADD CONSTRAINT "traveler_email_addresses_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveler_email_addresses" ADD CONSTRAINT "traveler_email_addresses_traveler_id_travelers_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."travelers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travelers" ADD CONSTRAINT "travelers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_traveler_id_travelers_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."travelers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_events_email_created_idx" ON "email_events" USING btree ("email_id","created_at");--> statement-breakpoint
CREATE INDEX "emails_team_created_idx" ON "emails" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "emails_status_created_idx" ON "emails" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "emails_mailbox_idx" ON "emails" USING btree ("mailbox_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_local_part_key" ON "mailboxes" USING btree (lower("local_part"));--> statement-breakpoint
CREATE INDEX "mailboxes_team_idx" ON "mailboxes" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "segments_traveler_dedupe_key" ON "segments" USING btree ("traveler_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "segments_trip_start_idx" ON "segments" USING btree ("trip_id","start_at");--> statement-breakpoint
CREATE INDEX "segments_team_start_idx" ON "segments" USING btree ("team_id","start_at");--> statement-breakpoint
CREATE INDEX "segments_email_idx" ON "segments" USING btree ("email_id");--> statement-breakpoint
CREATE UNIQUE INDEX "traveler_email_addresses_team_email_key" ON "traveler_email_addresses" USING btree ("team_id",lower("email"));--> statement-breakpoint
CREATE INDEX "traveler_email_addresses_traveler_idx" ON "traveler_email_addresses" USING btree ("traveler_id");--> statement-breakpoint
CREATE UNIQUE INDEX "travelers_team_email_key" ON "travelers" USING btree ("team_id",lower("primary_email"));--> statement-breakpoint
CREATE INDEX "trips_traveler_start_idx" ON "trips" USING btree ("traveler_id","start_at");--> statement-breakpoint
CREATE INDEX "trips_team_start_idx" ON "trips" USING btree ("team_id","start_at");