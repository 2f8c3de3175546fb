ALTER TABLE "establishment_settings" ADD COLUMN "delivery" jsonb DEFAULT '{"zones":[],"outsideZone":"a_combinar","pickupEnabled":false,"pickupEstimate":"20 a 30 minutos"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_settings" ADD COLUMN "scheduling" jsonb DEFAULT '{"enabled":false,"slotMinutes":30,"leadMinutes":45,"slotCapacity":10}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_settings" ADD COLUMN "pix" jsonb DEFAULT '{"keyType":"cpf","key":"","receiverName":"","city":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'a_receber' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pix_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'entrega' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_scheduled_for_idx" ON "orders" USING btree ("scheduled_for");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_known" CHECK ("orders"."fulfilment" in ('entrega', 'retirada'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('a_receber', 'pago'));--> statement-breakpoint
-- Orders delivered before payments were tracked were paid at the door: they count as paid then.
UPDATE "orders" SET "payment_status" = 'pago', "paid_at" = "status_changed_at" WHERE "status" IN ('entregue', 'finalizado');
