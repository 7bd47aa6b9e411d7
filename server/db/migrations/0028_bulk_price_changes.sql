CREATE TABLE "price_change_products" (
	"change_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	CONSTRAINT "price_change_products_change_id_product_id_pk" PRIMARY KEY("change_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"actor" text NOT NULL,
	"basis_points" integer NOT NULL,
	"scope" text NOT NULL,
	"filter" text DEFAULT '' NOT NULL,
	"changed" integer NOT NULL,
	"skipped" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text
);
--> statement-breakpoint
ALTER TABLE "price_change_products" ADD CONSTRAINT "price_change_products_change_id_price_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."price_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_created_idx" ON "price_changes" USING btree ("created_at");