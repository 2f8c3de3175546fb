ALTER TABLE "establishment_settings" ADD COLUMN "kitchen" jsonb DEFAULT '{"stations":[{"key":"cozinha","name":"Cozinha","categoryIds":[]}],"defaultStationKey":"cozinha","amberMinutes":10,"redMinutes":20,"whenDone":"pronto-exceto-entregas","startOnFirstBump":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ready_by" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ready_by_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_ready_by_admin_users_id_fk" FOREIGN KEY ("ready_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;