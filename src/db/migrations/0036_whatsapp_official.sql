CREATE TABLE "whatsapp_connection" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"phone_number_id" text DEFAULT '' NOT NULL,
	"business_account_id" text DEFAULT '' NOT NULL,
	"sealed_credentials" text,
	"credential_summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verify_token" text NOT NULL,
	"public_origin" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "whatsapp_connection_single_row" CHECK ("whatsapp_connection"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "whatsapp_contacts" (
	"contact_key" text PRIMARY KEY NOT NULL,
	"wa_id" text NOT NULL,
	"last_inbound_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"opted_back_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_status" text NOT NULL,
	"to_phone" text NOT NULL,
	"kind" text,
	"template_name" text,
	"state" text DEFAULT 'a_enviar' NOT NULL,
	"wamid" text,
	"error" text,
	"error_code" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_wamid_unique" UNIQUE("wamid"),
	CONSTRAINT "whatsapp_messages_state_known" CHECK ("whatsapp_messages"."state" in ('a_enviar', 'enviando', 'enviado', 'entregue', 'lido', 'falhou', 'incerta', 'cancelada')),
	CONSTRAINT "whatsapp_messages_kind_known" CHECK ("whatsapp_messages"."kind" is null or "whatsapp_messages"."kind" in ('texto', 'modelo'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_connection" ADD CONSTRAINT "whatsapp_connection_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_order_status_unique" ON "whatsapp_messages" USING btree ("order_id","order_status");