ALTER TABLE "order_lines" ADD COLUMN "price_period" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "promotion_months" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "yearly_net_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "yearly_gross_cents" integer DEFAULT 0 NOT NULL;