-- Hand-written (decision 045): a product's stock going from 0 (or less) to 1 or more, by any
-- path that writes the products table (the back office's form and quick edit, a catalogue
-- import and its undo, the staff command line, and whatever changes stock later), records a
-- restock in the same transaction. The alert dispatcher (server/shopper-lists/restock-dispatcher.ts)
-- e-mails the subscribers afterwards.
CREATE OR REPLACE FUNCTION stock_alerts_note_restock() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_restocks (product_id, restocked_at, units, pending)
  VALUES (NEW.id, now(), NEW.stock, true)
  ON CONFLICT (product_id) DO UPDATE
    SET restocked_at = excluded.restocked_at, units = excluded.units, pending = true;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_note_restock
AFTER UPDATE OF stock ON products
FOR EACH ROW
WHEN (OLD.stock <= 0 AND NEW.stock >= 1)
EXECUTE FUNCTION stock_alerts_note_restock();
