CREATE TABLE "shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ranges" jsonb NOT NULL,
	"localities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(14, 2),
	"free_from" numeric(14, 2),
	"min_days" smallint NOT NULL,
	"max_days" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cost" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_name_key" ON "shipping_zones" USING btree (lower("name"));