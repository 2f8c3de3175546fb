CREATE TABLE "setup_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "establishment_settings" ADD COLUMN "owner_registered_at" timestamp with time zone;--> statement-breakpoint
-- a shop that already has its owner: from now on, losing that owner is damage, not a new shop
UPDATE "establishment_settings" SET "owner_registered_at" = now()
WHERE EXISTS (SELECT 1 FROM "admin_users" WHERE "role" = 'owner' AND "status" = 'active');
