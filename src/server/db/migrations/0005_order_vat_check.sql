ALTER TABLE "orders" ADD COLUMN "vat_treatment" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_id_check_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_id_checked_at" timestamp with time zone;