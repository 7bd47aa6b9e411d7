CREATE TABLE "reseller_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reseller_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'pendiente' NOT NULL,
	"razon_social" text NOT NULL,
	"cuit" text NOT NULL,
	"vat_condition" text NOT NULL,
	"activity" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"credit_limit" numeric(14, 2) DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reseller_accounts" ADD CONSTRAINT "reseller_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_accounts_user_key" ON "reseller_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reseller_accounts_state_idx" ON "reseller_accounts" USING btree ("state","created_at");