CREATE TABLE "cash_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by_id" integer,
	"opened_by_name" text NOT NULL,
	"starting_cash_cents" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_id" integer,
	"closed_by_name" text,
	"counted" jsonb,
	"closing_lines" jsonb,
	"without_open_shift_orders" integer,
	"without_open_shift_cents" integer,
	CONSTRAINT "cash_shifts_starting_cash_positive" CHECK ("cash_shifts"."starting_cash_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cash_shifts" ADD CONSTRAINT "cash_shifts_opened_by_id_admin_users_id_fk" FOREIGN KEY ("opened_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_shifts" ADD CONSTRAINT "cash_shifts_closed_by_id_admin_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_shifts_one_open_idx" ON "cash_shifts" USING btree (("closed_at" is null)) WHERE "cash_shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "cash_shifts_opened_at_idx" ON "cash_shifts" USING btree ("opened_at");