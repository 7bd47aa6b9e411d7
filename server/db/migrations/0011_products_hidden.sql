ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock");--> statement-breakpoint
CREATE INDEX "products_name_order_idx" ON "products" USING btree ((lower(store_unaccent(replace(replace("name", 'Ñ', 'n{'), 'ñ', 'n{'))) collate "C"));