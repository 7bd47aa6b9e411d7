/**
 * Sentences that more than one layer shows: the API answers them and a page shows them (or
 * shows the same words on its own). Texts only one layer shows stay with that layer.
 */

/** The token expired, was forged, or its session ended (a password change elsewhere). */
export const SESSION_EXPIRED_MESSAGE = 'Tu sesión expiró, vuelve a iniciar sesión'
export const SIGN_IN_REQUIRED_MESSAGE = 'Debes iniciar sesión.'
/** A call that names an e-mail other than the session's own (403). */
export const OTHER_ACCOUNT_MESSAGE = 'No tiene permiso para acceder a los datos de otra cuenta.'
/** A 500, and a sign-in that failed for no reason the shopper can fix. */
export const UNEXPECTED_ERROR_MESSAGE = 'Ocurrió un error inesperado. Inténtalo nuevamente.'
/** A request that waited too long for a row others were writing (a lock timeout): the store is busy, not broken. */
export const BUSY_MESSAGE = 'Hay mucha actividad en este momento. Intentá de nuevo en unos segundos.'
export const NOT_A_JSON_OBJECT_MESSAGE = 'El cuerpo de la solicitud debe ser un objeto JSON.'

/** PATCH /api/products/addView past the per-client limit (server/catalogue/view-limiter.ts). */
export const VIEWS_RATE_LIMITED_MESSAGE =
  'Demasiadas visitas registradas desde esta conexión. Intente nuevamente en unos minutos.'
