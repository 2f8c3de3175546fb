ALTER TABLE "deliveries" ADD COLUMN "collected_cents" integer;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "change_cents" integer;--> statement-breakpoint
UPDATE "deliveries" SET "collected_cents" = CASE WHEN "orders"."payment_status" = 'pago' THEN 0 ELSE "orders"."total_cents" END FROM "orders" WHERE "orders"."id" = "deliveries"."order_id" AND "deliveries"."status" = 'entregue';--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_collected_when_delivered" CHECK (("deliveries"."status" = 'entregue') = ("deliveries"."collected_cents" is not null));
