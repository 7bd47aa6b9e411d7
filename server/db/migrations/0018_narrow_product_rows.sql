-- A product's descriptions, specifications and FAQ (about 1,100 of a row's 1,400 bytes at the
-- generated catalogue's sizes) are kept out of the row, in the table's TOAST, as soon as a row
-- passes 128 bytes: a search rechecks its trigram candidates row by row and a capped search walks
-- the sort's index row by row (decision 047), and both then read a seventh of the pages. Only the
-- product page reads those three texts, one row at a time. Rows written before this migration
-- keep their shape until they are next written (an import, the product form).
ALTER TABLE "products" SET (toast_tuple_target = 128);
