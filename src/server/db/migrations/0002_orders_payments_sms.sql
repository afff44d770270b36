CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"row_id" text NOT NULL,
	"kind" text NOT NULL,
	"article_id" integer NOT NULL,
	"name" text NOT NULL,
	"maturity_id" integer,
	"interval_id" integer,
	"maturity_months" integer NOT NULL,
	"billing_months" integer NOT NULL,
	"vat_percent" numeric(5, 2) NOT NULL,
	"promotion_code" text,
	"regular_monthly_net_cents" integer NOT NULL,
	"monthly_net_cents" integer NOT NULL,
	"monthly_gross_cents" integer NOT NULL,
	"setup_net_cents" integer NOT NULL,
	"setup_gross_cents" integer NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "order_lines_order_position_unique" UNIQUE("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_code" text NOT NULL,
	"session_id_hash" text NOT NULL,
	"brand_id" integer NOT NULL,
	"locale" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"cart_hash" text NOT NULL,
	"cart_version" integer NOT NULL,
	"status" text NOT NULL,
	"order_type" text,
	"customer_number" text,
	"customer" jsonb,
	"phone" text,
	"payment_type" text,
	"payment" jsonb,
	"payment_id" integer,
	"payment_status" text NOT NULL,
	"feedback" jsonb NOT NULL,
	"agreements" jsonb NOT NULL,
	"cart" jsonb NOT NULL,
	"monthly_net_cents" integer NOT NULL,
	"monthly_gross_cents" integer NOT NULL,
	"setup_net_cents" integer NOT NULL,
	"setup_gross_cents" integer NOT NULL,
	"first_bill_gross_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"sms_validation_required" boolean NOT NULL,
	"validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_code_unique" UNIQUE("order_code"),
	CONSTRAINT "orders_session_idempotency_unique" UNIQUE("session_id_hash","idempotency_key"),
	CONSTRAINT "orders_payment_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"session_id_hash" text NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"method" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"cart_hash" text NOT NULL,
	"status" text NOT NULL,
	"result_code" text,
	"provider_reference" text,
	"redirect_reference" text,
	"recurring_reference" text,
	"refusal_reason" text,
	"redirect_result_hash" text,
	"provider_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_provider_reference_unique" UNIQUE("provider","provider_reference"),
	CONSTRAINT "payments_redirect_result_unique" UNIQUE("redirect_result_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_session_idx" ON "payments" USING btree ("session_id_hash");--> statement-breakpoint
CREATE INDEX "payments_redirect_reference_idx" ON "payments" USING btree ("redirect_reference");--> statement-breakpoint
CREATE INDEX "sms_codes_expires_idx" ON "sms_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_order_idx" ON "sms_outbox" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");