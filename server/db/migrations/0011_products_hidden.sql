ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock","id");--> statement-breakpoint
CREATE INDEX "products_without_image_idx" ON "products" USING btree ("updated_at","id") WHERE "products"."img_url" = '';--> statement-breakpoint
CREATE INDEX "products_without_description_idx" ON "products" USING btree ("updated_at","id") WHERE "products"."descriptions" is null;--> statement-breakpoint
CREATE INDEX "products_name_order_idx" ON "products" USING btree ((lower(store_unaccent(replace(replace("name", 'Ñ', 'n{'), 'ñ', 'n{'))) collate "C"));