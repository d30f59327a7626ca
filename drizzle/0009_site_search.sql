-- The site search (ADR 025): one row per topic page and per test question, with a weighted
-- tsvector read through a GIN index. Rows are written with their content, in its transaction.
-- Rows of content stored before this migration are made at the next start, under the start-up
-- lock (indexMissing in src/server/modules/content/search/search.index.ts): a page's text is
-- read from its Markdown by markdown-it, which SQL cannot do.
CREATE TABLE "search_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic_id" integer,
	"test_id" integer,
	"active" boolean NOT NULL,
	"position" integer NOT NULL,
	"heading" text NOT NULL,
	"body" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"head" "tsvector" NOT NULL,
	CONSTRAINT "search_entries_owner_check" CHECK (num_nonnulls("search_entries"."topic_id", "search_entries"."test_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_entries_document_idx" ON "search_entries" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_entries_topic_idx" ON "search_entries" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "search_entries_test_idx" ON "search_entries" USING btree ("test_id");