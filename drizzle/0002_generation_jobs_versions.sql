CREATE TABLE "content_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"source" text NOT NULL,
	"content" text NOT NULL,
	"item_count" integer NOT NULL,
	"prompt" text,
	"provider" text,
	"model" text,
	"input_tokens" integer,
	"output_tokens" integer,
	"duration_ms" integer,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_kind_check" CHECK ("content_versions"."kind" in ('topic', 'test')),
	CONSTRAINT "content_versions_source_check" CHECK ("content_versions"."source" in ('ai', 'earlier'))
);
--> statement-breakpoint
CREATE TABLE "generation_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "generation_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"prompt" text,
	"total" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generation_batches_kind_check" CHECK ("generation_batches"."kind" in ('topic', 'test'))
);
--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "action" text DEFAULT 'generate' NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "phase" text DEFAULT 'Waiting for a worker' NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "input_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "output_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "cost_usd" double precision;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "result_count" integer;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "answer_spread" jsonb;--> statement-breakpoint
CREATE INDEX "content_versions_target_idx" ON "content_versions" USING btree ("kind","target_id","created_at");--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_batch_id_generation_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."generation_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "generation_jobs_one_active_idx" ON "generation_jobs" USING btree ("kind","target_id") WHERE "generation_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "generation_jobs_batch_idx" ON "generation_jobs" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "generation_jobs_finished_idx" ON "generation_jobs" USING btree ("finished_at");--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_action_check" CHECK ("generation_jobs"."action" in ('generate', 'refresh'));--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_progress_check" CHECK ("generation_jobs"."progress" between 0 and 100);
--> statement-breakpoint
-- Tests stored before this migration: derive their answer spread like every later write does.
UPDATE "tests" SET "answer_spread" = (
	SELECT jsonb_build_object(
		'A', count(*) FILTER (WHERE q->>'correct_answer' = 'A'),
		'B', count(*) FILTER (WHERE q->>'correct_answer' = 'B'),
		'C', count(*) FILTER (WHERE q->>'correct_answer' = 'C'),
		'D', count(*) FILTER (WHERE q->>'correct_answer' = 'D'))
	FROM jsonb_array_elements("tests"."generated_content"::jsonb->'questions') AS q
) WHERE "question_count" > 0;
