CREATE TABLE "payment_credential_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"fields" text[] NOT NULL,
	"old_key_masked" text NOT NULL,
	"new_key_masked" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ALTER COLUMN "role" SET DEFAULT 'attendant';--> statement-breakpoint
ALTER TABLE "payment_credential_changes" ADD CONSTRAINT "payment_credential_changes_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_credential_changes_at_idx" ON "payment_credential_changes" USING btree ("at");--> statement-breakpoint
-- accounts approved before roles existed keep the least of them: the owner raises them
UPDATE "admin_users" SET "role" = 'attendant' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_known" CHECK ("admin_users"."role" in ('owner', 'manager', 'attendant', 'kitchen'));