ALTER TABLE "crust_fillings" ADD COLUMN "is_available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "crusts" ADD COLUMN "is_available" boolean DEFAULT true NOT NULL;