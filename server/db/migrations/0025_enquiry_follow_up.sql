ALTER TABLE "reseller_enquiries" ADD COLUMN "state" text DEFAULT 'nueva' NOT NULL;--> statement-breakpoint
ALTER TABLE "reseller_enquiries" ADD COLUMN "note" text DEFAULT '' NOT NULL;