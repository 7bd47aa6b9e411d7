CREATE TABLE "stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"order_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"actor" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
-- Hand-written (decision 048): every change of a product's stock, by any path that writes the
-- products table, is recorded in the same transaction. What the change was comes from the
-- transaction's setting `tecnohogar.stock_movement` (server/stock/stock-movement-context.ts), a
-- JSON object {kind, orderId, note, actor}; a change made without one is a manual adjustment
-- nobody explained.
CREATE OR REPLACE FUNCTION stock_movements_record() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  context jsonb := nullif(current_setting('tecnohogar.stock_movement', true), '')::jsonb;
BEGIN
  INSERT INTO stock_movements (product_id, kind, delta, stock_after, order_id, note, actor)
  VALUES (
    NEW.id,
    coalesce(context->>'kind', 'adjustment'),
    NEW.stock - OLD.stock,
    NEW.stock,
    (context->>'orderId')::integer,
    coalesce(context->>'note', ''),
    coalesce(context->>'actor', '')
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_record_stock_movement
AFTER UPDATE OF stock ON products
FOR EACH ROW
WHEN (OLD.stock IS DISTINCT FROM NEW.stock)
EXECUTE FUNCTION stock_movements_record();
