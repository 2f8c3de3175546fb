ALTER TABLE "orders" ADD COLUMN "printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_count" integer DEFAULT 0 NOT NULL;