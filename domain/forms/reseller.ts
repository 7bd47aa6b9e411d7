/**
 * The resellers' enquiry form (/others/revendedores). Its rules (a name of at least 2 characters,
 * an optional e-mail of at least 6, a phone of at least 9 digits) come without texts; the messages are ours.
 */
import { z } from 'zod'
import { MAX_EMAIL_LENGTH } from '../limits.ts'
import { REQUIRED_MESSAGE, ONLY_DIGITS_MESSAGE, INVALID_EMAIL_MESSAGE, maxMessage, minMessage } from './messages.ts'

/** The form's lengths, checked here and given to the inputs as minLength/maxLength. */
export const RESELLER_LIMITS = {
  fullnameMin: 2,
  fullnameMax: 120,
  emailMin: 6,
  emailMax: MAX_EMAIL_LENGTH,
  comentaryMax: 2000,
} as const

export const RESELLER_MIN_PHONE = 100000000
/** E.164 allows 15 digits; more is not a phone, and would not fit a bigint safely anyway. */
export const RESELLER_MAX_PHONE = 999999999999999
export const PHONE_TOO_SHORT_MESSAGE = 'El teléfono debe tener al menos 9 dígitos'
export const PHONE_TOO_LONG_MESSAGE = 'El teléfono no puede tener más de 15 dígitos'

/** The outcome's texts, by the answer's status. */
export const RESELLER_MESSAGES = {
  serverError: { title: 'Error', message: 'Ocurio un error al enviar formulario, intentelo mas tarde.' },
  conflict: { title: 'Atención', message: 'La informacion ingresada ya se encuentra cargada en el sistema.' },
  invalid: { title: 'Atención', message: 'Revisar la informacion cargada, un dato es incorrecto!' },
  success: {
    title: '',
    message: 'Enviado correctamente! Gracias por completar el formulario, pronto se contactara un agente contigo.!',
  },
} as const

const emailCheck = z.email()

export const resellerSchema = z.object({
  fullname: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .min(RESELLER_LIMITS.fullnameMin, minMessage(RESELLER_LIMITS.fullnameMin))
    .max(RESELLER_LIMITS.fullnameMax, maxMessage(RESELLER_LIMITS.fullnameMax)),
  /** optional; '' when not given, as the API's payload always carries a string */
  email: z
    .string()
    .trim()
    .max(RESELLER_LIMITS.emailMax, maxMessage(RESELLER_LIMITS.emailMax))
    .nullish()
    .transform((v) => v ?? '')
    .superRefine((v, ctx) => {
      if (v === '') return
      if (v.length < RESELLER_LIMITS.emailMin) ctx.addIssue({ code: 'custom', message: minMessage(RESELLER_LIMITS.emailMin) })
      else if (!emailCheck.safeParse(v).success) ctx.addIssue({ code: 'custom', message: INVALID_EMAIL_MESSAGE })
    }),
  /**
   * A number field in the browser, a number or a string in JSON. Spaces, dashes, brackets and a
   * leading '+' are what people type into phones, so they are dropped; anything else is refused.
   */
  phone: z.union([z.number(), z.string()], { error: REQUIRED_MESSAGE }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.replace(/^\s*\+/, '').replace(/[\s\-()]/g, '')
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE })
      return z.NEVER
    }
    const n = typeof value === 'number' ? value : /^\d+$/.test(text) ? Number(text) : NaN
    if (!Number.isFinite(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: ONLY_DIGITS_MESSAGE })
      return z.NEVER
    }
    if (n < RESELLER_MIN_PHONE) {
      ctx.addIssue({ code: 'custom', message: PHONE_TOO_SHORT_MESSAGE })
      return z.NEVER
    }
    if (n > RESELLER_MAX_PHONE) {
      ctx.addIssue({ code: 'custom', message: PHONE_TOO_LONG_MESSAGE })
      return z.NEVER
    }
    return Math.trunc(n)
  }),
  comentary: z
    .string()
    .trim()
    .max(RESELLER_LIMITS.comentaryMax, maxMessage(RESELLER_LIMITS.comentaryMax))
    .nullish()
    .transform((v) => v ?? ''),
  /** Always 0 on send, whatever the client says. */
  view: z
    .unknown()
    .optional()
    .transform((): 0 => 0),
})

export type ResellerEnquiry = z.infer<typeof resellerSchema>
export type ResellerFormValues = z.input<typeof resellerSchema>
