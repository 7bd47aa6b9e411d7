CREATE TABLE "withdrawal_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"fullname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"order_number" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_requests_code_key" ON "withdrawal_requests" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_requests_email_order_key" ON "withdrawal_requests" USING btree ("email","order_number");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_address_idx" ON "withdrawal_requests" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_email_idx" ON "withdrawal_requests" USING btree ("email","created_at");