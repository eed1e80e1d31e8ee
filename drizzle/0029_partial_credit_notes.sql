-- A refund made at the payment provider (Stripe's dashboard) may be partial, so an invoice may
-- have several credit notes; their sum stays within its total (issueCreditNoteForPayment, under
-- the payment's row lock). See docs/decisions/023-tax-invoices.md.
DROP INDEX "tax_documents_corrects_key";--> statement-breakpoint
CREATE INDEX "tax_documents_corrects_idx" ON "tax_documents" USING btree ("corrects_id");