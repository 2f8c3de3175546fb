CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" in ('status', 'undo', 'payment', 'print', 'pause', 'opened'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_size_known" CHECK ("order_items"."size" in ('normal', 'broto'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('pendente', 'aprovado', 'em preparo', 'saiu para entrega', 'entregue', 'rejeitado', 'finalizado'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_origin_known" CHECK ("orders"."origin" in ('online', 'offline'));