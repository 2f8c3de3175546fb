CREATE TABLE "printers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 9100 NOT NULL,
	"paper_width" text DEFAULT '80' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_role_known" CHECK ("printers"."role" in ('cozinha', 'balcao')),
	CONSTRAINT "printers_paper_width_known" CHECK ("printers"."paper_width" in ('80', '58')),
	CONSTRAINT "printers_port_range" CHECK ("printers"."port" between 1 and 65535)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "printers_one_active_per_role" ON "printers" USING btree ("role") WHERE "printers"."is_active";