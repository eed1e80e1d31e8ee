CREATE TABLE "email_change_requests" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"new_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "secret_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "brief_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "contact_message_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "secret_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_requests_agency_idx" ON "email_change_requests" USING btree ("agency_id");--> statement-breakpoint
-- Mailbox copies whose outbox row is gone keep no link to it (the new foreign key needs that).
UPDATE "dev_mailbox" SET "outbox_id" = NULL WHERE "outbox_id" IS NOT NULL AND "outbox_id" NOT IN (SELECT "id" FROM "email_outbox");--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD CONSTRAINT "dev_mailbox_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_mailbox_outbox_idx" ON "dev_mailbox" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "dev_mailbox_secret_until_idx" ON "dev_mailbox" USING btree ("secret_until") WHERE "dev_mailbox"."secret_until" is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_done_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."status" in ('sent', 'failed');--> statement-breakpoint
CREATE INDEX "email_outbox_brief_idx" ON "email_outbox" USING btree ("brief_id");--> statement-breakpoint
CREATE INDEX "email_outbox_agency_idx" ON "email_outbox" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "email_outbox_contact_message_idx" ON "email_outbox" USING btree ("contact_message_id");