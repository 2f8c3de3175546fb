CREATE TABLE "pix_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"txid" text NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'criando' NOT NULL,
	"copia_e_cola" text,
	"provider_ref" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "pix_charges_txid_unique" UNIQUE("txid"),
	CONSTRAINT "pix_charges_status_known" CHECK ("pix_charges"."status" in ('criando', 'ativa', 'paga', 'expirada', 'cancelada', 'falhou')),
	CONSTRAINT "pix_charges_provider_known" CHECK ("pix_charges"."provider" in ('api_pix', 'mercadopago')),
	CONSTRAINT "pix_charges_amount_positive" CHECK ("pix_charges"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "pix_provider" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"kind" text,
	"bank" text,
	"base_url" text DEFAULT '' NOT NULL,
	"token_url" text DEFAULT '' NOT NULL,
	"sealed_credentials" text,
	"credential_summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"webhook_token" text NOT NULL,
	"webhook_registered_at" timestamp with time zone,
	"is_active" boolean DEFAULT false NOT NULL,
	"expiry_minutes" integer DEFAULT 15 NOT NULL,
	"unpaid_policy" text DEFAULT 'aguardar' NOT NULL,
	"ring_on" text DEFAULT 'chegada' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "pix_provider_single_row" CHECK ("pix_provider"."id" = 1),
	CONSTRAINT "pix_provider_kind_known" CHECK ("pix_provider"."kind" is null or "pix_provider"."kind" in ('api_pix', 'mercadopago')),
	CONSTRAINT "pix_provider_bank_known" CHECK ("pix_provider"."bank" is null or "pix_provider"."bank" in ('efi', 'inter', 'sicoob', 'itau', 'santander', 'outro')),
	CONSTRAINT "pix_provider_unpaid_policy_known" CHECK ("pix_provider"."unpaid_policy" in ('aguardar', 'ocultar', 'cancelar')),
	CONSTRAINT "pix_provider_ring_on_known" CHECK ("pix_provider"."ring_on" in ('chegada', 'pagamento')),
	CONSTRAINT "pix_provider_expiry_range" CHECK ("pix_provider"."expiry_minutes" between 5 and 1440)
);
--> statement-breakpoint
CREATE TABLE "pix_received" (
	"id" serial PRIMARY KEY NOT NULL,
	"end_to_end_id" text NOT NULL,
	"provider" text NOT NULL,
	"txid" text,
	"charge_id" integer,
	"order_id" integer,
	"amount_cents" integer NOT NULL,
	"payer_name" text,
	"paid_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"outcome" text NOT NULL,
	"refund_id" text,
	"refund_status" text,
	"refund_error" text,
	"refund_requested_at" timestamp with time zone,
	"refund_finished_at" timestamp with time zone,
	CONSTRAINT "pix_received_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "pix_received_outcome_known" CHECK ("pix_received"."outcome" in ('confirmado', 'valor_divergente', 'sem_pedido', 'pedido_recusado')),
	CONSTRAINT "pix_received_source_known" CHECK ("pix_received"."source" in ('webhook', 'consulta')),
	CONSTRAINT "pix_received_refund_status_known" CHECK ("pix_received"."refund_status" is null or "pix_received"."refund_status" in ('solicitada', 'concluida', 'falhou')),
	CONSTRAINT "pix_received_provider_known" CHECK ("pix_received"."provider" in ('api_pix', 'mercadopago'))
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pix_payer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pix_end_to_end_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pix_refund_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awaiting_pix_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_provider" ADD CONSTRAINT "pix_provider_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_received" ADD CONSTRAINT "pix_received_charge_id_pix_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."pix_charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_received" ADD CONSTRAINT "pix_received_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_charges_order_idx" ON "pix_charges" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_charges_one_open_per_order_idx" ON "pix_charges" USING btree ("order_id") WHERE "pix_charges"."status" in ('criando', 'ativa');--> statement-breakpoint
CREATE INDEX "pix_charges_open_expiry_idx" ON "pix_charges" USING btree ("expires_at") WHERE "pix_charges"."status" in ('criando', 'ativa');--> statement-breakpoint
CREATE INDEX "pix_received_paid_at_idx" ON "pix_received" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "pix_received_order_idx" ON "pix_received" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" in ('status', 'undo', 'payment', 'print', 'pause', 'opened', 'pix', 'refund'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pix_refund_status_known" CHECK ("orders"."pix_refund_status" is null or "orders"."pix_refund_status" in ('solicitada', 'concluida', 'falhou'));