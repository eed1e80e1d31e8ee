-- gen_random_uuid() is volatile: every existing row gets a key of its own (PostgreSQL 13+, PGlite).
ALTER TABLE "email_outbox" ADD COLUMN "message_key" uuid DEFAULT gen_random_uuid() NOT NULL;