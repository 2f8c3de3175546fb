-- An ordered item's stored price is the base of one unit after the flavour rule, before extras
-- and crust; a cart line's unit price includes them. Each meaning gets its own name.
ALTER TABLE "order_items" RENAME COLUMN "unit_price_cents" TO "base_price_cents";
