CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"status" text DEFAULT 'em_rota' NOT NULL,
	"fee_cents" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"assigned_by" integer,
	"assigned_by_name" text NOT NULL,
	"ended_at" timestamp with time zone,
	"not_delivered_reason" text,
	"ended_by_action" text,
	"settlement_id" integer,
	CONSTRAINT "deliveries_ended_by_action_unique" UNIQUE("ended_by_action"),
	CONSTRAINT "deliveries_status_known" CHECK ("deliveries"."status" in ('em_rota', 'entregue', 'nao_entregue', 'reatribuida')),
	CONSTRAINT "deliveries_fee_not_negative" CHECK ("deliveries"."fee_cents" >= 0),
	CONSTRAINT "deliveries_ended_when_not_out" CHECK (("deliveries"."status" = 'em_rota') = ("deliveries"."ended_at" is null))
);
--> statement-breakpoint
CREATE TABLE "driver_access_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "driver_access_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "driver_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"driver_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "driver_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"business_day" text NOT NULL,
	"totals" jsonb NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"settled_by" integer,
	"settled_by_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"vehicle" text NOT NULL,
	"fee" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_vehicle_known" CHECK ("drivers"."vehicle" in ('moto', 'bicicleta', 'carro', 'a_pe'))
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_known";--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_assigned_by_admin_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_settlement_id_driver_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."driver_settlements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_access_links" ADD CONSTRAINT "driver_access_links_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_access_links" ADD CONSTRAINT "driver_access_links_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_sessions" ADD CONSTRAINT "driver_sessions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlements" ADD CONSTRAINT "driver_settlements_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlements" ADD CONSTRAINT "driver_settlements_settled_by_admin_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_one_out_per_order" ON "deliveries" USING btree ("order_id") WHERE "deliveries"."status" = 'em_rota';--> statement-breakpoint
CREATE INDEX "deliveries_driver_assigned_idx" ON "deliveries" USING btree ("driver_id","assigned_at");--> statement-breakpoint
CREATE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "deliveries_assigned_at_idx" ON "deliveries" USING btree ("assigned_at");--> statement-breakpoint
CREATE INDEX "driver_access_links_driver_idx" ON "driver_access_links" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "driver_sessions_driver_idx" ON "driver_sessions" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "driver_settlements_driver_day_idx" ON "driver_settlements" USING btree ("driver_id","business_day");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" in ('status', 'undo', 'payment', 'print', 'pause', 'opened', 'pix', 'refund', 'delivery'));