CREATE TABLE "topic_paths" (
	"topic_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"to_topic_id" integer NOT NULL,
	CONSTRAINT "topic_paths_topic_id_kind_position_pk" PRIMARY KEY("topic_id","kind","position"),
	CONSTRAINT "topic_paths_kind_check" CHECK ("topic_paths"."kind" in ('before', 'next'))
);
--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "topic_id" integer;--> statement-breakpoint
ALTER TABLE "topic_paths" ADD CONSTRAINT "topic_paths_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_paths" ADD CONSTRAINT "topic_paths_to_topic_id_topics_id_fk" FOREIGN KEY ("to_topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_paths_to_topic_idx" ON "topic_paths" USING btree ("to_topic_id");--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tests_topic_idx" ON "tests" USING btree ("topic_id");--> statement-breakpoint
CREATE TRIGGER "topic_paths_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "topic_paths"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
-- Tests written before this link find their lesson as they were named after it: the topic's
-- title, or the title followed by " Test", in the same category.
UPDATE "tests" SET "topic_id" = "topics"."id" FROM "topics"
  WHERE "topics"."category" = "tests"."category"
    AND (lower("tests"."title") = lower("topics"."title")
      OR lower("tests"."title") = lower("topics"."title" || ' Test'));
