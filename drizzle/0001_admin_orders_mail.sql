CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "verified" boolean DEFAULT true;--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "failed_verification_count" integer DEFAULT 0;--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Live updates (docs/decisions/006-realtime-listen-notify.md): every change to an order
-- is announced on the channel "orders_changed"; each app process LISTENs and forwards it
-- to its Server-Sent-Event streams. NOTIFY is delivered on commit, to every connection
-- of every process, so it works across several app processes sharing one database.
CREATE OR REPLACE FUNCTION notify_orders_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('orders_changed', json_build_object(
    'op', lower(TG_OP),
    'id', changed.id,
    'orderNumber', changed.order_number,
    'status', changed.status,
    'previousStatus', CASE WHEN TG_OP = 'UPDATE' THEN OLD.status ELSE NULL END
  )::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_notify_changed
  AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION notify_orders_changed();--> statement-breakpoint
-- Wakes the mail worker of any process as soon as a mail is queued (it also polls).
CREATE OR REPLACE FUNCTION notify_mail_queued() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('mail_outbox', NEW.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER mail_outbox_notify_queued
  AFTER INSERT ON "mail_outbox"
  FOR EACH ROW EXECUTE FUNCTION notify_mail_queued();
