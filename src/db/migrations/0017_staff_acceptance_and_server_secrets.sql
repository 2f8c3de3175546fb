CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_accepted_at" timestamp with time zone;--> statement-breakpoint
-- Orders a person on staff accepted before this column existed: every order past 'pendente' and
-- not rejected, except those the shop's automatic acceptance took (its history says so).
UPDATE "orders" SET "staff_accepted_at" = "status_changed_at"
WHERE "status" NOT IN ('pendente', 'rejeitado')
  AND NOT EXISTS (
    SELECT 1 FROM "order_events" e
    WHERE e."order_id" = "orders"."id" AND e."kind" = 'status' AND e."actor_id" IS NULL
      AND e."actor_name" = 'aceite automático' AND e."from_value" = 'pendente'
  );
