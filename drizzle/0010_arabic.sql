-- Arabic text folded so a search matches however it was written: the hamza forms of alef (أ إ آ ٱ)
-- read as bare alef, alef maqsura (ى) as yaa, taa marbuta (ة) as haa, and the diacritics
-- (U+064B-U+0652, U+0670) and tatweel (U+0640) are dropped. The same rules run on the query side
-- (app/domain/arabic-text.ts). translate() maps position by position and deletes the characters
-- that have no counterpart, so this is IMMUTABLE and fit for the generated search column.
CREATE OR REPLACE FUNCTION arabic_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate($1, 'أإآٱىةـًٌٍَُِّْٰ', 'اااايه') $$;
--> statement-breakpoint
ALTER TABLE "briefs" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "agency_name_ar" text;
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "description_ar" text;
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
-- The search column now holds the Arabic name and description too, folded as above.
ALTER TABLE "agencies" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', arabic_fold("agencies"."agency_name" || ' ' || coalesce("agencies"."agency_name_ar", '') || ' ' || "agencies"."description" || ' ' || coalesce("agencies"."description_ar", '') || ' ' || immutable_array_to_string("agencies"."services", ' ')))) STORED;
--> statement-breakpoint
CREATE INDEX "agencies_search_gin" ON "agencies" USING gin ("search_vector");
