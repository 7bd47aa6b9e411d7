/**
 * The withdrawal request ('Botón de arrepentimiento', Resolución SCI 424/2020): the same schema
 * checks the form in the browser and the body of POST /api/withdrawals on the server.
 */
import { z } from 'zod'
import { MAX_EMAIL_LENGTH } from '../limits.ts'
import { NOT_A_JSON_OBJECT_MESSAGE } from '../messages.ts'
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE, maxMessage, minMessage } from './messages.ts'

export const WITHDRAWAL_LIMITS = {
  fullnameMin: 2,
  fullnameMax: 120,
  emailMax: MAX_EMAIL_LENGTH,
  phoneMinDigits: 8,
  phoneMaxDigits: 15,
  orderMaxDigits: 8,
  reasonMax: 1000,
} as const

export const WITHDRAWAL_MESSAGES = {
  phone: `Ingresá solo números, con código de área: entre ${WITHDRAWAL_LIMITS.phoneMinDigits} y ${WITHDRAWAL_LIMITS.phoneMaxDigits} dígitos`,
  orderNumber: `Ingresá el número de pedido: solo números, hasta ${WITHDRAWAL_LIMITS.orderMaxDigits} dígitos`,
  rateLimited: 'Demasiadas solicitudes. Intente nuevamente más tarde.',
  failure: 'No pudimos enviar tu solicitud. Intentalo nuevamente en unos minutos o escribinos por correo electrónico.',
  failureTitle: 'No se pudo enviar',
} as const

const emailCheck = z.email()

/** A string field; null and absent read as '' so 'Campo obligatorio' is the message. */
const textField = () =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: REQUIRED_MESSAGE }),
  )

export const withdrawalSchema = z.object(
  {
    fullname: textField().pipe(
      z
        .string()
        .trim()
        .min(1, REQUIRED_MESSAGE)
        .min(WITHDRAWAL_LIMITS.fullnameMin, minMessage(WITHDRAWAL_LIMITS.fullnameMin))
        .max(WITHDRAWAL_LIMITS.fullnameMax, maxMessage(WITHDRAWAL_LIMITS.fullnameMax)),
    ),
    /** stored and compared lowercased: 'Ana@Mail.com' and 'ana@mail.com' are one customer */
    email: textField().pipe(
      z
        .string()
        .trim()
        .min(1, REQUIRED_MESSAGE)
        .max(WITHDRAWAL_LIMITS.emailMax, maxMessage(WITHDRAWAL_LIMITS.emailMax))
        .refine((v) => emailCheck.safeParse(v).success, INVALID_EMAIL_MESSAGE)
        .transform((v) => v.toLowerCase()),
    ),
    /** spaces, dashes, dots, brackets and a leading '+' are dropped; then 8 to 15 digits */
    phone: textField().transform((value, ctx) => {
      const digits = value
        .trim()
        .replace(/^\+/, '')
        .replace(/[\s\-().]/g, '')
      if (digits === '') {
        ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE })
        return z.NEVER
      }
      if (
        !/^\d+$/.test(digits) ||
        digits.length < WITHDRAWAL_LIMITS.phoneMinDigits ||
        digits.length > WITHDRAWAL_LIMITS.phoneMaxDigits
      ) {
        ctx.addIssue({ code: 'custom', message: WITHDRAWAL_MESSAGES.phone })
        return z.NEVER
      }
      return digits
    }),
    /** '12' and '00000012' are the same order: the number is kept without its padding */
    order_number: textField().transform((value, ctx) => {
      const text = value.trim().replace(/^N[°º]?\s*/i, '')
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE })
        return z.NEVER
      }
      const n = /^\d+$/.test(text) && text.length <= WITHDRAWAL_LIMITS.orderMaxDigits ? Number(text) : NaN
      if (!Number.isSafeInteger(n) || n < 1) {
        ctx.addIssue({ code: 'custom', message: WITHDRAWAL_MESSAGES.orderNumber })
        return z.NEVER
      }
      return n
    }),
    /** optional: the law does not ask the consumer for a reason */
    reason: textField().pipe(z.string().trim().max(WITHDRAWAL_LIMITS.reasonMax, maxMessage(WITHDRAWAL_LIMITS.reasonMax))),
  },
  { error: NOT_A_JSON_OBJECT_MESSAGE },
)

export type WithdrawalRequest = z.infer<typeof withdrawalSchema>
export type WithdrawalFormValues = Record<keyof z.input<typeof withdrawalSchema>, string>
export const WITHDRAWAL_FIELDS = ['fullname', 'email', 'phone', 'order_number', 'reason'] as const

/** What POST /api/withdrawals answers on success (201 new, 200 already received). */
export interface WithdrawalAnswer {
  code: string
  message: string
  duplicate: boolean
}
