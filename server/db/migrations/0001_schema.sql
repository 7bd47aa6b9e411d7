CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"path_to" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carousel_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"image_path" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carousel_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_counter" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_movement" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"movement" integer NOT NULL,
	"user_id" integer NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"total_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"order_state" text DEFAULT 'Pendiente' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"payment" text DEFAULT '' NOT NULL,
	"payment_list" smallint DEFAULT 1 NOT NULL,
	"payload" jsonb NOT NULL,
	"invoice_number" integer,
	"invoice_file" text,
	"idempotency_key" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"sub_category" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"white_line" smallint DEFAULT 0 NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"img_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_list_1" numeric(14, 2) DEFAULT 0 NOT NULL,
	"price_list_2" numeric(14, 2) DEFAULT 0 NOT NULL,
	"price_list_3" numeric(14, 2) DEFAULT 0 NOT NULL,
	"price_list_4" numeric(14, 2) DEFAULT 0 NOT NULL,
	"price_list_5" numeric(14, 2) DEFAULT 0 NOT NULL,
	"price_list_6" numeric(14, 2) DEFAULT 0 NOT NULL,
	"tax_percentage" numeric(5, 2) DEFAULT 21 NOT NULL,
	"week_views" integer DEFAULT 0 NOT NULL,
	"descriptions" text,
	"specifications" text,
	"faq" text,
	"search_text" text GENERATED ALWAYS AS (lower(store_unaccent(name || ' ' || sku || ' ' || sub_category))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"fullname" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" bigint NOT NULL,
	"comentary" text DEFAULT '' NOT NULL,
	"view" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"fullname" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"dni" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"google_sub" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_movement_key" ON "orders" USING btree ("movement");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_date_idx" ON "orders" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree (lower("category"));--> statement-breakpoint
CREATE INDEX "products_sub_category_idx" ON "products" USING btree (lower("sub_category"));--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree (lower("brand"));--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_list_1");--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_enquiries_phone_key" ON "reseller_enquiries" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_key" ON "users" USING btree ("google_sub");--> statement-breakpoint
INSERT INTO "order_counter" ("id", "last_movement") VALUES (1, 0) ON CONFLICT DO NOTHING;
