CREATE TABLE "problem_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "problem_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"place_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"email" text,
	"quote" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "problem_reports_reason_check" CHECK ("problem_reports"."reason" in ('wrong', 'unclear', 'broken', 'typo', 'other', 'wrong-key', 'several-right')),
	CONSTRAINT "problem_reports_status_check" CHECK ("problem_reports"."status" in ('open', 'done'))
);
--> statement-breakpoint
CREATE TABLE "reported_places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reported_places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"place_key" text NOT NULL,
	"kind" text NOT NULL,
	"content_id" integer NOT NULL,
	"page" integer,
	"question_key" text,
	"shown" text NOT NULL,
	"open_reports" integer DEFAULT 0 NOT NULL,
	"last_report_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reported_places_place_key_unique" UNIQUE("place_key"),
	CONSTRAINT "reported_places_kind_check" CHECK ("reported_places"."kind" in ('lesson', 'question'))
);
--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_place_id_reported_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."reported_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_reports_place_idx" ON "problem_reports" USING btree ("place_id","id");--> statement-breakpoint
CREATE INDEX "reported_places_last_report_idx" ON "reported_places" USING btree ("last_report_id");--> statement-breakpoint
CREATE INDEX "reported_places_content_idx" ON "reported_places" USING btree ("kind","content_id");