CREATE TABLE "establishment_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"is_active" boolean NOT NULL,
	"schedules" jsonb NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "establishment_settings" ADD COLUMN "max_order_total_cents" integer DEFAULT 200000 NOT NULL;--> statement-breakpoint
CREATE INDEX "establishment_availability_from_idx" ON "establishment_availability" USING btree ("effective_from");