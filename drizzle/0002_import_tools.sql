ALTER TABLE "import_runs" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "result" jsonb;--> statement-breakpoint
CREATE INDEX "import_runs_preset_started_idx" ON "import_runs" USING btree ("preset","started_at" DESC NULLS LAST);--> statement-breakpoint
-- Live progress of import and maintenance runs (docs/decisions/007-import-presets-and-runs.md):
-- every insert or update of a run is announced on commit to every listening app process,
-- which forwards it to the Server-Sent-Event streams of the admin pages watching that run.
CREATE OR REPLACE FUNCTION notify_import_run_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('import_runs', json_build_object('id', NEW.id, 'status', NEW.status)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER import_runs_notify_changed
  AFTER INSERT OR UPDATE ON "import_runs"
  FOR EACH ROW EXECUTE FUNCTION notify_import_run_changed();
