DROP INDEX "contact_messages_status_idx";--> statement-breakpoint
DROP INDEX "sponsor_inquiries_status_idx";--> statement-breakpoint
DROP INDEX "tests_category_idx";--> statement-breakpoint
DROP INDEX "topics_category_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_status_id_idx" ON "contact_messages" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sponsor_inquiries_status_id_idx" ON "sponsor_inquiries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sponsors_status_id_idx" ON "sponsors" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "tests_category_id_idx" ON "tests" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "tests_startable_idx" ON "tests" USING btree ("id") WHERE "tests"."is_active" and "tests"."question_count" > 0;--> statement-breakpoint
CREATE INDEX "topics_category_id_idx" ON "topics" USING btree ("category","id");