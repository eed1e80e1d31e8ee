CREATE TABLE "sign_in_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"redirect_to" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "saved_searches_unconfirmed_idx";--> statement-breakpoint
CREATE INDEX "saved_searches_unconfirmed_idx" ON "saved_searches" USING btree ("updated_at") WHERE "saved_searches"."confirmed_at" is null;