CREATE TABLE "answer_counts" (
	"test_id" integer NOT NULL,
	"question_key" text NOT NULL,
	"choice" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "answer_counts_test_id_question_key_choice_day_pk" PRIMARY KEY("test_id","question_key","choice","day"),
	CONSTRAINT "answer_counts_choice_check" CHECK ("answer_counts"."choice" in ('A', 'B', 'C', 'D', 'none'))
);
