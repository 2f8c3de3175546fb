CREATE TABLE "pause_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"item_name" text NOT NULL,
	"is_available" boolean NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "pause_events_kind_known" CHECK ("pause_events"."item_kind" in ('produto', 'adicional', 'borda', 'recheio'))
);
--> statement-breakpoint
ALTER TABLE "establishment_settings" ADD COLUMN "auto_accept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pause_events" ADD CONSTRAINT "pause_events_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pause_events_at_idx" ON "pause_events" USING btree ("at");