ALTER TABLE "orders" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "opened_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_opened_by_admin_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_unopened_idx" ON "orders" USING btree ("id") WHERE "orders"."opened_at" is null;--> statement-breakpoint
-- orders already moved on were seen by someone: only those still 'pendente' ring after the upgrade
UPDATE "orders" SET "opened_at" = "status_changed_at" WHERE "status" <> 'pendente';
