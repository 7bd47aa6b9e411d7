ALTER TABLE "orders" ADD COLUMN "tax_id_kind" text DEFAULT 'dni' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_condition" text DEFAULT 'consumidor_final' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_type" text DEFAULT 'B' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "financing" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vat_condition" text DEFAULT 'consumidor_final' NOT NULL;