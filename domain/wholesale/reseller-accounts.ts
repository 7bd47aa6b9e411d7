/**
 * Reseller accounts (issue 33, item 1): a signed-in customer whose billing identity has a CUIT
 * as Responsable inscripto or Monotributo asks for one; staff approve or reject it with a note,
 * then may set its credit limit for «cuenta corriente», suspend it or reactivate it. The states,
 * their transitions, the forms' schemas and every message live here; the server
 * (server/wholesale/) and the pages use them alike. Wholesale prices and terms build on
 * `aprobada` later.
 */
import { z } from 'zod'
import { isUnacceptableText } from '../control-characters.ts'
import { cuitSchema } from '../forms/billing-identity.ts'
import { REQUIRED_MESSAGE, maxMessage, minMessage } from '../forms/messages.ts'
import { formatPrice } from '../format.ts'
import { readPhone } from '../phone.ts'
import { VAT_CONDITION_LABELS, parseVatCondition, type VatCondition } from '../vat-condition.ts'

export const RESELLER_STATES = ['pendiente', 'aprobada', 'rechazada', 'suspendida'] as const
export type ResellerState = (typeof RESELLER_STATES)[number]

export const RESELLER_STATE_LABELS: Readonly<Record<ResellerState, string>> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  suspendida: 'Suspendida',
}

export function resellerStateLabel(state: string): string {
  return (RESELLER_STATE_LABELS as Record<string, string>)[state] ?? state
}

/** The conditions frente al IVA a reseller may have: registered sellers, who invoice their own sales. */
export const RESELLER_VAT_CONDITIONS = ['responsable_inscripto', 'monotributo'] as const satisfies readonly VatCondition[]
export type ResellerVatCondition = (typeof RESELLER_VAT_CONDITIONS)[number]

export function isResellerVatCondition(condition: string): condition is ResellerVatCondition {
  return (RESELLER_VAT_CONDITIONS as readonly string[]).includes(condition)
}

/** What staff do to an account, and the state each leads to. */
export const RESELLER_ACTIONS = ['aprobar', 'rechazar', 'suspender', 'reactivar'] as const
export type ResellerAction = (typeof RESELLER_ACTIONS)[number]

const TRANSITIONS: Readonly<Record<ResellerAction, { from: ResellerState; to: ResellerState; label: string }>> = {
  aprobar: { from: 'pendiente', to: 'aprobada', label: 'Aprobar' },
  rechazar: { from: 'pendiente', to: 'rechazada', label: 'Rechazar' },
  suspender: { from: 'aprobada', to: 'suspendida', label: 'Suspender' },
  reactivar: { from: 'suspendida', to: 'aprobada', label: 'Reactivar' },
}

export const RESELLER_LIMITS = {
  razonSocialMin: 2,
  razonSocialMax: 120,
  activityMin: 3,
  activityMax: 120,
  addressMin: 5,
  addressMax: 200,
  phoneMinDigits: 8,
  noteMax: 1000,
  /** numeric(14,2): twelve digits before the comma */
  creditLimitMax: 999_999_999_999.99,
} as const

export const WHOLESALE_MESSAGES = {
  signInRequired: 'Ingresá a tu cuenta para pedir una cuenta de revendedor.',
  needsCuitIdentity:
    'Para pedir una cuenta de revendedor, tus datos de facturación deben tener una CUIT como Responsable inscripto o Monotributo. Cargala en Mis datos.',
  cuitNotYours: 'La CUIT debe ser la de tus datos de facturación.',
  vatCondition: 'Elegí Responsable inscripto o Monotributo.',
  phoneShort: `El teléfono debe tener al menos ${RESELLER_LIMITS.phoneMinDigits} dígitos`,
  characters: 'El texto tiene caracteres no válidos.',
  alreadyPending: 'Ya enviaste tu solicitud de cuenta de revendedor: la estamos revisando.',
  alreadyReseller: 'Tu cuenta de revendedor ya existe: no hace falta pedirla otra vez.',
  applied: 'Recibimos tu solicitud de cuenta de revendedor. Te avisamos por correo cuando la revisemos.',
  invalid: 'Revisá los datos marcados.',
  noSuchAccount: 'No existe esa cuenta de revendedor.',
  action: 'Elegí qué hacer con la cuenta.',
  noteRequired: 'Escribí el motivo: se lo enviamos al cliente.',
  noteTooLong: `La nota admite hasta ${RESELLER_LIMITS.noteMax.toLocaleString('es-AR')} caracteres.`,
  cannot: (action: ResellerAction, state: ResellerState) =>
    `No se puede ${TRANSITIONS[action].label.toLowerCase()} una cuenta ${RESELLER_STATE_LABELS[state].toLowerCase()}.`,
  done: (to: ResellerState) => `Cuenta de revendedor ${RESELLER_STATE_LABELS[to].toLowerCase()}.`,
  creditLimit: 'Ingresá un importe en pesos, cero o más, con hasta dos decimales (por ejemplo 150000 o 150000,50).',
  creditLimitTooHigh: 'El límite de crédito es demasiado alto.',
  creditLimitNotApproved: 'Solo una cuenta aprobada tiene límite de crédito.',
  creditLimitSaved: 'Límite de crédito guardado.',
} as const

/** The action's button label ('Aprobar', …). */
export const resellerActionLabel = (action: ResellerAction): string => TRANSITIONS[action].label

/** The actions open to an account in `state`, in the order the page offers them. */
export function actionsFor(state: ResellerState): ResellerAction[] {
  return RESELLER_ACTIONS.filter((action) => TRANSITIONS[action].from === state)
}

/** The state `action` leads to from `state`, or the message that says why it cannot. */
export function nextState(
  state: ResellerState,
  action: ResellerAction,
): { ok: true; state: ResellerState } | { ok: false; message: string } {
  const transition = TRANSITIONS[action]
  return transition.from === state
    ? { ok: true, state: transition.to }
    : { ok: false, message: WHOLESALE_MESSAGES.cannot(action, state) }
}

/** Whether the customer's action sends them an e-mail: the decision on their application. */
export const notifiesCustomer = (action: ResellerAction): boolean => action === 'aprobar' || action === 'rechazar'

/** Why a customer with an application in `state` (null: none) cannot apply now; null when they can. */
export function applicationProblem(state: ResellerState | null): string | null {
  if (state === 'pendiente') return WHOLESALE_MESSAGES.alreadyPending
  if (state === 'aprobada' || state === 'suspendida') return WHOLESALE_MESSAGES.alreadyReseller
  return null
}

/** The account's billing identity (its 'DNI o CUIT/CUIL' digits and condition). */
export interface BillingIdentityDigits {
  dni: string
  vat_condition: VatCondition
}

/** Why this billing identity cannot ask for a reseller account; null when it can. */
export function identityProblem(identity: BillingIdentityDigits): string | null {
  return identity.dni.length === 11 && isResellerVatCondition(identity.vat_condition)
    ? null
    : WHOLESALE_MESSAGES.needsCuitIdentity
}

const text = (min: number, max: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .refine((value) => !isUnacceptableText(value), WHOLESALE_MESSAGES.characters)
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, REQUIRED_MESSAGE).min(min, minMessage(min)).max(max, maxMessage(max)))

/** The application as the form sends it: the CUIT as its 11 digits, the phone as its digits. */
export const resellerApplicationSchema = z.object({
  razon_social: text(RESELLER_LIMITS.razonSocialMin, RESELLER_LIMITS.razonSocialMax),
  cuit: cuitSchema,
  vat_condition: z.unknown().transform((value, ctx): ResellerVatCondition => {
    const condition = parseVatCondition(value)
    if (condition !== null && isResellerVatCondition(condition)) return condition
    ctx.addIssue({ code: 'custom', message: WHOLESALE_MESSAGES.vatCondition })
    return z.NEVER
  }),
  activity: text(RESELLER_LIMITS.activityMin, RESELLER_LIMITS.activityMax),
  address: text(RESELLER_LIMITS.addressMin, RESELLER_LIMITS.addressMax),
  phone: z.string({ error: REQUIRED_MESSAGE }).transform((raw, ctx): string => {
    if (raw.trim() === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE })
      return z.NEVER
    }
    const read = readPhone(raw)
    if (!read.ok) {
      ctx.addIssue({ code: 'custom', message: read.message })
      return z.NEVER
    }
    if (read.digits.length < RESELLER_LIMITS.phoneMinDigits) {
      ctx.addIssue({ code: 'custom', message: WHOLESALE_MESSAGES.phoneShort })
      return z.NEVER
    }
    return read.digits
  }),
})
export type ResellerApplication = z.infer<typeof resellerApplicationSchema>
export type ResellerApplicationInput = z.input<typeof resellerApplicationSchema>

/** The application checked against the account's identity: its CUIT must be the account's own. */
export function applicationIdentityProblem(application: Pick<ResellerApplication, 'cuit'>, identity: BillingIdentityDigits) {
  return application.cuit === identity.dni ? null : WHOLESALE_MESSAGES.cuitNotYours
}

/** A staff decision: rejecting and suspending say why (the customer reads a rejection's note). */
export const resellerDecisionSchema = z
  .object({
    action: z.enum(RESELLER_ACTIONS, { error: WHOLESALE_MESSAGES.action }),
    note: z
      .string({ error: WHOLESALE_MESSAGES.noteTooLong })
      .optional()
      .transform((note) => note ?? '')
      .refine((note) => !isUnacceptableText(note), WHOLESALE_MESSAGES.characters)
      .transform((note) => note.trim())
      .pipe(z.string().max(RESELLER_LIMITS.noteMax, WHOLESALE_MESSAGES.noteTooLong)),
  })
  .superRefine((decision, ctx) => {
    if ((decision.action === 'rechazar' || decision.action === 'suspender') && decision.note === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: WHOLESALE_MESSAGES.noteRequired })
  })
export type ResellerDecision = z.infer<typeof resellerDecisionSchema>

/** '150000', '150000,50', '150.000,50', '150000.5' or a number: the amount in pesos; null when it is none. */
export function parseCreditLimit(value: unknown): number | null {
  let typed: string
  if (typeof value === 'number') typed = Number.isFinite(value) ? String(value) : ''
  else if (typeof value === 'string')
    typed = value
      .trim()
      .replace(/^\$\s*/, '')
      .replace(/\s/g, '')
  else return null
  // with a comma, dots are thousands; without one, a dot before one or two final digits is the decimal point
  const normalised = typed.includes(',') ? typed.replace(/\./g, '').replace(',', '.') : typed
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(normalised)) {
    if (!typed.includes(',') && /^\d{1,3}(\.\d{3})+$/.test(typed)) return Number(typed.replace(/\./g, ''))
    return null
  }
  return Number(normalised)
}

export const creditLimitSchema = z.object({
  credit_limit: z.unknown().transform((value, ctx): number => {
    const amount = parseCreditLimit(value)
    if (amount === null) {
      ctx.addIssue({ code: 'custom', message: WHOLESALE_MESSAGES.creditLimit })
      return z.NEVER
    }
    if (amount > RESELLER_LIMITS.creditLimitMax) {
      ctx.addIssue({ code: 'custom', message: WHOLESALE_MESSAGES.creditLimitTooHigh })
      return z.NEVER
    }
    return amount
  }),
})

export { VAT_CONDITION_LABELS }

/** The e-mail the customer gets on the decision (server/wholesale/reseller-decision-email.ts). */
export const RESELLER_EMAIL_TEXTS = {
  approved: {
    subject: 'Tu cuenta de revendedor fue aprobada',
    intro: (razonSocial: string) =>
      `Aprobamos la cuenta de revendedor de ${razonSocial}. Un ejecutivo de cuenta se va a comunicar con vos para acordar las condiciones comerciales.`,
  },
  rejected: {
    subject: 'Tu solicitud de cuenta de revendedor no fue aprobada',
    intro: (razonSocial: string) =>
      `Revisamos la solicitud de cuenta de revendedor de ${razonSocial} y por ahora no podemos aprobarla.`,
    again: 'Podés corregir tus datos y volver a pedirla desde Mi cuenta.',
  },
  noteLabel: 'Nota de nuestro equipo',
  button: 'Ver mi cuenta de revendedor',
} as const

/** Where the customer asks and follows their application. */
export const RESELLER_ACCOUNT_PATH = '/myaccount/reseller'

/** '$ 150.000,00'; a limit of zero reads '$ 0,00' (a price of 0 is the catalogue's 'no price'). */
export function formatCreditLimit(amount: number): string {
  return amount === 0 ? '$ 0,00' : formatPrice(amount)
}
