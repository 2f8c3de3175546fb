CREATE TABLE "ifood_connection" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sealed_pending_link" text,
	"pending_user_code" text,
	"pending_verification_url" text,
	"sealed_tokens" text,
	"access_expires_at" timestamp with time zone,
	"merchant_id" text,
	"merchant_name" text,
	"connected_at" timestamp with time zone,
	"last_polled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "ifood_events" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"full_code" text DEFAULT '' NOT NULL,
	"ifood_order_id" text NOT NULL,
	"merchant_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"metadata" jsonb,
	"received_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ifood_orders" (
	"ifood_order_id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"display_id" text DEFAULT '' NOT NULL,
	"order_type" text NOT NULL,
	"payment" jsonb NOT NULL,
	"fees" jsonb NOT NULL,
	"sent_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancelled_by_ifood" boolean DEFAULT false NOT NULL,
	"cancellation_requested_at" timestamp with time zone,
	"syncing_job_id" integer,
	"syncing_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ifood_orders_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_channel_known";--> statement-breakpoint
ALTER TABLE "ifood_connection" ADD CONSTRAINT "ifood_connection_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ifood_orders" ADD CONSTRAINT "ifood_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ifood_events_order_idx" ON "ifood_events" USING btree ("ifood_order_id","created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" in ('status', 'undo', 'payment', 'print', 'pause', 'opened', 'pix', 'refund', 'delivery', 'ifood'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('site', 'telefone', 'balcao', 'mesa', 'ifood'));