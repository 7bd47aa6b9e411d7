/**
 * The limits that more than one layer enforces — the cart in the browser, the catalogue API,
 * the product page, the order request, the import — each written once. A limit that only one
 * schema knows stays beside that schema (domain/forms/*.ts, catalogue-row-validation.ts).
 */

/** A product's sku, wherever one is typed, stored, kept in the cart cookie or ordered. */
export const MAX_SKU_LENGTH = 100

/** Units of one product in a cart line or an order line. */
export const MAX_LINE_QUANTITY = 9_999

/** Different products in a cart, and so in an order: keeps the staff e-mail readable. */
export const MAX_CART_LINES = 100

/** An e-mail address (RFC 5321's limit for a path). */
export const MAX_EMAIL_LENGTH = 254

/** Each text of an order: the customer's data and the delivery address. */
export const MAX_ORDER_TEXT_LENGTH = 300

/** Each field of a customer's profile. */
export const MAX_PROFILE_FIELD_LENGTH = 200

/** An Idempotency-Key header: visible ASCII characters. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 100
