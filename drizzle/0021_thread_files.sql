CREATE TABLE "storage_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_object_parts" (
	"key" text NOT NULL,
	"part" integer NOT NULL,
	"body" "bytea" NOT NULL,
	CONSTRAINT "stored_object_parts_key_part_pk" PRIMARY KEY("key","part")
);
--> statement-breakpoint
CREATE TABLE "thread_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "thread_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"brief_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "thread_messages" DROP CONSTRAINT "thread_messages_body_length";--> statement-breakpoint
ALTER TABLE "stored_objects" ADD COLUMN "parts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_object_parts" ADD CONSTRAINT "stored_object_parts_key_stored_objects_key_fk" FOREIGN KEY ("key") REFERENCES "public"."stored_objects"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_files" ADD CONSTRAINT "thread_files_message_id_thread_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."thread_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_files" ADD CONSTRAINT "thread_files_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_files" ADD CONSTRAINT "thread_files_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_files_message_idx" ON "thread_files" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "thread_files_brief_idx" ON "thread_files" USING btree ("brief_id");--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_body_length" CHECK (char_length("thread_messages"."body") <= 5000);--> statement-breakpoint
-- A thread's file gone (its message, match, brief or agency deleted): its bytes go too. The
-- database back end's at once, in the same transaction; S3's through the queue, which the
-- worker's housekeeping empties (decision 018).
CREATE FUNCTION thread_files_forget_storage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO storage_deletions (key)
    SELECT storage_key FROM old_rows
    ON CONFLICT (key) DO NOTHING;
  DELETE FROM stored_objects WHERE key IN (SELECT storage_key FROM old_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER thread_files_forget_storage
  AFTER DELETE ON thread_files
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION thread_files_forget_storage();
