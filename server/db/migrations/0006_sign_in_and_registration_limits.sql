CREATE TABLE "login_known_addresses" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_known_addresses_email_address_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
CREATE TABLE "registration_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_known_addresses_last_success_idx" ON "login_known_addresses" USING btree ("last_success_at");--> statement-breakpoint
CREATE INDEX "registration_attempts_address_idx" ON "registration_attempts" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "registration_attempts_created_idx" ON "registration_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","created_at");