ALTER TABLE "orders" DROP CONSTRAINT "orders_fulfilment_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_label" text;--> statement-breakpoint
CREATE INDEX "orders_channel_placed_at_idx" ON "orders" USING btree ("channel","placed_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('site', 'telefone', 'balcao', 'mesa'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_label_of_table" CHECK (("orders"."fulfilment" = 'mesa') = ("orders"."table_label" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_known" CHECK ("orders"."fulfilment" in ('entrega', 'retirada', 'balcao', 'mesa'));