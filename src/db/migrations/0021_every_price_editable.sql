CREATE TABLE "price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"item_name" text NOT NULL,
	"size" text,
	"size_label" text DEFAULT '' NOT NULL,
	"old_price_cents" integer NOT NULL,
	"new_price_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_changes_kind_known" CHECK ("price_changes"."item_kind" in ('produto', 'adicional', 'borda', 'recheio'))
);
--> statement-breakpoint
DROP INDEX "extra_ingredients_name_type_idx";--> statement-breakpoint
ALTER TABLE "crust_fillings" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crusts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "extra_ingredients" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_at_idx" ON "price_changes" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "extra_ingredients_name_type_idx" ON "extra_ingredients" USING btree ("name","type") WHERE "extra_ingredients"."deleted_at" is null;