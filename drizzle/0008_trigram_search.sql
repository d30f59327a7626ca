-- The admin's message and inquiry searches (ILIKE '%q%') read a GIN trigram index instead of
-- every row (ADR 020). pg_trgm is a trusted extension since PostgreSQL 13, so the database's
-- owner may create it; PGlite loads it at every open (createPglite in src/server/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin ((coalesce("name", '') || E'\x1f' || coalesce("email", '') || E'\x1f' || coalesce("subject", '') || E'\x1f' || coalesce("message", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sponsor_inquiries_search_idx" ON "sponsor_inquiries" USING gin ((coalesce("company_name", '') || E'\x1f' || coalesce("contact_name", '') || E'\x1f' || coalesce("email", '')) gin_trgm_ops);