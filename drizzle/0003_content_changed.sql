-- Every change to what the public pages show announces itself on the channel content_changed,
-- whoever makes it (a request, the generation worker, an import, another instance): each
-- instance LISTENs and empties its cache of public answers (src/server/cache). Delivered at
-- commit, once per statement.
CREATE FUNCTION "notify_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "topics_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "topics"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "tests_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tests"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "sponsors_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sponsors"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "settings_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
