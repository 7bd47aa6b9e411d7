/**
 * 'Avisame cuando ingrese': the same schema checks the form in the browser and the body of
 * POST /api/stock-alerts; the texts the API answers and the form shows.
 */
import { z } from 'zod'
import { MAX_EMAIL_LENGTH } from '../limits.ts'
import { normaliseAlertEmail } from '../shopper-lists/stock-alerts.ts'
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE, maxMessage } from './messages.ts'

export const STOCK_ALERT_MESSAGES = {
  /** the one answer to a valid request, new or repeated: it never tells whether the e-mail was subscribed */
  requested: 'Listo. Si todavía no lo confirmaste, te enviamos un correo para confirmar el aviso.',
  unknownProduct: 'El producto no existe.',
  inStock: 'El producto tiene stock: podés comprarlo ahora.',
  rateLimited: 'Demasiadas solicitudes. Intente nuevamente más tarde.',
  invalidLink: 'El enlace no es válido o ya venció. Pedí el aviso de nuevo desde la página del producto.',
  confirmed: 'Listo: te vamos a avisar por correo cuando el producto vuelva a ingresar.',
  unsubscribed: 'Listo: no vas a recibir más avisos de este producto.',
  failure: 'No pudimos registrar tu pedido. Intentalo nuevamente en unos minutos.',
} as const

const emailCheck = z.email()

export const stockAlertSchema = z.object({
  product_id: z.coerce
    .number({ error: STOCK_ALERT_MESSAGES.unknownProduct })
    .int(STOCK_ALERT_MESSAGES.unknownProduct)
    .positive(STOCK_ALERT_MESSAGES.unknownProduct)
    .max(2_147_483_647, STOCK_ALERT_MESSAGES.unknownProduct),
  email: z
    .preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ error: REQUIRED_MESSAGE }))
    .pipe(
      z
        .string()
        .trim()
        .min(1, REQUIRED_MESSAGE)
        .max(MAX_EMAIL_LENGTH, maxMessage(MAX_EMAIL_LENGTH))
        .refine((v) => emailCheck.safeParse(v).success, INVALID_EMAIL_MESSAGE)
        .transform(normaliseAlertEmail),
    ),
})

export type StockAlertInput = z.infer<typeof stockAlertSchema>

/** A confirm or unsubscribe link's token: 43 base64url characters (32 random bytes). */
export const stockAlertTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, STOCK_ALERT_MESSAGES.invalidLink)
