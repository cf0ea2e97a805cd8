CREATE TABLE "traveler_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"created_by" text,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"part_count" integer DEFAULT 0 NOT NULL,
	"byte_size" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Queued' NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mapping" jsonb,
	"rows_total" integer,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"row_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_reason" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travelers" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "travelers" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "travelers" ADD COLUMN "employee_id" text;--> statement-breakpoint
ALTER TABLE "travelers" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "traveler_imports" ADD CONSTRAINT "traveler_imports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveler_imports" ADD CONSTRAINT "traveler_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "traveler_imports_team_created_idx" ON "traveler_imports" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "travelers_team_created_idx" ON "travelers" USING btree ("team_id","created_at");