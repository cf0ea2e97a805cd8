CREATE TABLE "email_originals" (
	"email_id" text PRIMARY KEY NOT NULL,
	"raw" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emails" ALTER COLUMN "blob_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "parse_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "parse_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_originals" ADD CONSTRAINT "email_originals_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_waiting_idx" ON "emails" USING btree ("received_at") WHERE status = 'received';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE state = 'pending';