CREATE TABLE "session_restore_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_restore_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_hash" text NOT NULL,
	"source_session_id_hash" text NOT NULL,
	"brand_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "session_restore_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "support_references" (
	"reference" text PRIMARY KEY NOT NULL,
	"session_id_hash" text NOT NULL,
	"brand_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_references_session_id_hash_unique" UNIQUE("session_id_hash")
);
--> statement-breakpoint
CREATE INDEX "session_restore_codes_expires_idx" ON "session_restore_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "support_references_expires_idx" ON "support_references" USING btree ("expires_at");