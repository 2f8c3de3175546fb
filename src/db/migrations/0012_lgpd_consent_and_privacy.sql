CREATE TABLE "customer_audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_audit_events_kind_known" CHECK ("customer_audit_events"."kind" in ('export', 'anonymise'))
);
--> statement-breakpoint
CREATE TABLE "customer_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"granted" boolean NOT NULL,
	"order_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_consents_kind_known" CHECK ("customer_consents"."kind" in ('marketing'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "marketing_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "marketing_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "establishment_settings" ADD COLUMN "privacy" jsonb DEFAULT '{"text":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "marketing_opt_in" boolean;--> statement-breakpoint
ALTER TABLE "customer_audit_events" ADD CONSTRAINT "customer_audit_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_audit_events" ADD CONSTRAINT "customer_audit_events_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_audit_events_customer_idx" ON "customer_audit_events" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "customer_consents_customer_idx" ON "customer_consents" USING btree ("customer_id","id");