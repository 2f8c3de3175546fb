CREATE TABLE "comanda_items" (
	"order_item_id" integer PRIMARY KEY NOT NULL,
	"comanda_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comanda_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer,
	"item_name" text NOT NULL,
	"from_comanda_id" integer NOT NULL,
	"to_comanda_id" integer NOT NULL,
	"from_table_label" text NOT NULL,
	"to_table_label" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comanda_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"comanda_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comandas" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_id" integer,
	"closed_by_name" text,
	"subtotal_cents" integer,
	"discount_cents" integer,
	"service_charge_percent" integer,
	"service_charge_cents" integer,
	"total_cents" integer,
	"persons" integer,
	"payments" jsonb
);
--> statement-breakpoint
CREATE TABLE "dining_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"token" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_service_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"service_charge_enabled" boolean DEFAULT true NOT NULL,
	"service_charge_percent" integer DEFAULT 10 NOT NULL,
	CONSTRAINT "table_service_settings_one_row" CHECK ("table_service_settings"."id" = 1),
	CONSTRAINT "table_service_settings_percent_range" CHECK ("table_service_settings"."service_charge_percent" between 0 and 30)
);
--> statement-breakpoint
ALTER TABLE "comanda_items" ADD CONSTRAINT "comanda_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comanda_items" ADD CONSTRAINT "comanda_items_comanda_id_comandas_id_fk" FOREIGN KEY ("comanda_id") REFERENCES "public"."comandas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comanda_moves" ADD CONSTRAINT "comanda_moves_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comanda_moves" ADD CONSTRAINT "comanda_moves_from_comanda_id_comandas_id_fk" FOREIGN KEY ("from_comanda_id") REFERENCES "public"."comandas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comanda_moves" ADD CONSTRAINT "comanda_moves_to_comanda_id_comandas_id_fk" FOREIGN KEY ("to_comanda_id") REFERENCES "public"."comandas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comanda_moves" ADD CONSTRAINT "comanda_moves_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comanda_orders" ADD CONSTRAINT "comanda_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comanda_orders" ADD CONSTRAINT "comanda_orders_comanda_id_comandas_id_fk" FOREIGN KEY ("comanda_id") REFERENCES "public"."comandas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_closed_by_id_admin_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comanda_items_comanda_idx" ON "comanda_items" USING btree ("comanda_id");--> statement-breakpoint
CREATE INDEX "comanda_moves_to_idx" ON "comanda_moves" USING btree ("to_comanda_id");--> statement-breakpoint
CREATE INDEX "comanda_orders_comanda_idx" ON "comanda_orders" USING btree ("comanda_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comandas_one_open_per_table_idx" ON "comandas" USING btree ("table_id") WHERE "comandas"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "comandas_closed_at_idx" ON "comandas" USING btree ("closed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dining_tables_label_idx" ON "dining_tables" USING btree (lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "dining_tables_token_idx" ON "dining_tables" USING btree ("token");