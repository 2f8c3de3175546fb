CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"size_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "product_prices_product_id_size_id_pk" PRIMARY KEY("product_id","size_id"),
	CONSTRAINT "product_prices_price_positive" CHECK ("product_prices"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slices" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"max_flavours" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sizes_max_flavours_range" CHECK ("sizes"."max_flavours" BETWEEN 1 AND 4),
	CONSTRAINT "sizes_slices_positive" CHECK ("sizes"."slices" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_size_known";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_price_positive";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_prices_size_idx" ON "product_prices" USING btree ("size_id");--> statement-breakpoint
INSERT INTO "sizes" ("id", "name", "slices", "note", "max_flavours", "sort_order", "is_active") VALUES
	('normal', 'Grande', 8, '35cm', 3, 0, true),
	('broto', 'Broto', 4, '20cm', 2, 1, true);--> statement-breakpoint
INSERT INTO "product_prices" ("product_id", "size_id", "price_cents")
	SELECT p."id", 'normal', p."price_cents" FROM "products" p
	JOIN "categories" c ON c."id" = p."category_id" WHERE c."slug" <> 'refrigerantes';--> statement-breakpoint
INSERT INTO "product_prices" ("product_id", "size_id", "price_cents")
	SELECT p."id", 'broto', p."broto_price_cents" FROM "products" p
	JOIN "categories" c ON c."id" = p."category_id" WHERE c."slug" <> 'refrigerantes';--> statement-breakpoint
UPDATE "order_items" SET
	"size_name" = CASE "size" WHEN 'broto' THEN 'Broto' ELSE 'Grande' END,
	"size_note" = CASE "size" WHEN 'broto' THEN '20cm' ELSE '35cm' END
	WHERE "category_slug" <> 'refrigerantes';--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "broto_price_cents";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_positive" CHECK ("products"."price_cents" > 0);