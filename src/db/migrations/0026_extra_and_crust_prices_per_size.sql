CREATE TABLE "crust_prices" (
	"crust_id" text NOT NULL,
	"size_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "crust_prices_crust_id_size_id_pk" PRIMARY KEY("crust_id","size_id"),
	CONSTRAINT "crust_prices_price_positive" CHECK ("crust_prices"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "extra_prices" (
	"extra_id" integer NOT NULL,
	"size_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "extra_prices_extra_id_size_id_pk" PRIMARY KEY("extra_id","size_id"),
	CONSTRAINT "extra_prices_price_positive" CHECK ("extra_prices"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "crust_prices" ADD CONSTRAINT "crust_prices_crust_id_crusts_id_fk" FOREIGN KEY ("crust_id") REFERENCES "public"."crusts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crust_prices" ADD CONSTRAINT "crust_prices_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_prices" ADD CONSTRAINT "extra_prices_extra_id_extra_ingredients_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."extra_ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_prices" ADD CONSTRAINT "extra_prices_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE cascade ON UPDATE no action;