CREATE TABLE "tax_document_numbers" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"tax_invoice" boolean NOT NULL,
	"agency_id" integer,
	"payment_id" integer,
	"corrects_id" integer,
	"reason" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"supply_start" timestamp with time zone NOT NULL,
	"supply_end" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	"total_fils" bigint NOT NULL,
	"payment_reference" text,
	"retain_until" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_number" CHECK ("tax_documents"."number" > 0),
	CONSTRAINT "tax_documents_credit" CHECK (("tax_documents"."kind" = 'credit_note') = ("tax_documents"."corrects_id" is not null and "tax_documents"."reason" is not null)),
	CONSTRAINT "tax_documents_totals" CHECK ("tax_documents"."taxable_fils" + "tax_documents"."vat_fils" = "tax_documents"."total_fils")
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_corrects_id_tax_documents_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_key" ON "tax_documents" USING btree ("kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_payment_key" ON "tax_documents" USING btree ("payment_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_corrects_key" ON "tax_documents" USING btree ("corrects_id");--> statement-breakpoint
CREATE INDEX "tax_documents_agency_idx" ON "tax_documents" USING btree ("agency_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_legal_name_length" CHECK (char_length("agencies"."legal_name") <= 200);--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_legal_address_length" CHECK (char_length("agencies"."legal_address") <= 200);--> statement-breakpoint
INSERT INTO "tax_document_numbers" ("kind", "last_number") VALUES ('invoice', 0), ('credit_note', 0);--> statement-breakpoint
-- An issued document is a legal record (docs/decisions/023-tax-invoices.md): nothing it shows
-- changes, and it is deleted only once its retention has run out. Only the links to the agency
-- and the payment may change (to null, when those are deleted).
CREATE FUNCTION "tax_documents_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.retain_until > now() THEN
      RAISE EXCEPTION 'tax document % is kept until %', OLD.id, OLD.retain_until
        USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF (to_jsonb(NEW) - 'agency_id' - 'payment_id') IS DISTINCT FROM (to_jsonb(OLD) - 'agency_id' - 'payment_id') THEN
    RAISE EXCEPTION 'tax document % cannot be changed once issued', OLD.id
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tax_documents_keep" BEFORE UPDATE OR DELETE ON "tax_documents"
  FOR EACH ROW EXECUTE FUNCTION "tax_documents_keep"();
