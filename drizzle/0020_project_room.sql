CREATE TABLE "thread_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "thread_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "thread_messages_author" CHECK ("thread_messages"."author" in ('client', 'agency', 'operator')),
	CONSTRAINT "thread_messages_body_length" CHECK (char_length("thread_messages"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_one_owner";--> statement-breakpoint
ALTER TABLE "sign_in_tokens" ALTER COLUMN "agency_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "client_read_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "agency_read_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "client_mailed_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "agency_mailed_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "client_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "agency_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "client_email" text;--> statement-breakpoint
ALTER TABLE "sign_in_requests" ADD COLUMN "audience" text DEFAULT 'agency' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_tokens" ADD COLUMN "client_email" text;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_messages_match_idx" ON "thread_messages" USING btree ("match_id","id");--> statement-breakpoint
CREATE INDEX "briefs_email_idx" ON "briefs" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sign_in_tokens_client_idx" ON "sign_in_tokens" USING btree ("client_email");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_owner" CHECK (num_nonnulls("sessions"."user_id", "sessions"."agency_id", "sessions"."client_email") = 1);--> statement-breakpoint
ALTER TABLE "sign_in_tokens" ADD CONSTRAINT "sign_in_tokens_one_owner" CHECK (num_nonnulls("sign_in_tokens"."agency_id", "sign_in_tokens"."client_email") = 1);