CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"fqdn" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug"),
	CONSTRAINT "brands_fqdn_unique" UNIQUE("fqdn")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contract_transfers" (
	"transfer_id" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"type" text NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "promotions_brand_id_code_pk" PRIMARY KEY("brand_id","code")
);
--> statement-breakpoint
CREATE TABLE "registry_domains" (
	"name" text PRIMARY KEY NOT NULL,
	"status" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"locale" text NOT NULL,
	"cart" jsonb DEFAULT '{"items":[]}'::jsonb NOT NULL,
	"cart_version" integer DEFAULT 0 NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tld_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tlds" (
	"id" integer PRIMARY KEY NOT NULL,
	"tld" text NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "tlds_tld_unique" UNIQUE("tld")
);
--> statement-breakpoint
CREATE TABLE "zipcodes" (
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"city" text NOT NULL,
	CONSTRAINT "zipcodes_country_code_code_city_pk" PRIMARY KEY("country_code","code","city")
);
--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");