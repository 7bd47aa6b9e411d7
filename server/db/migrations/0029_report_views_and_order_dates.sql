CREATE TABLE "product_view_days" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_view_days_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
ALTER TABLE "product_view_days" ADD CONSTRAINT "product_view_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_view_days_day_idx" ON "product_view_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("date");