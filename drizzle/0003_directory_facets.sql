CREATE TABLE "directory_facets" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"agencies" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "directory_facets_kind_value_pk" PRIMARY KEY("kind","value")
);
