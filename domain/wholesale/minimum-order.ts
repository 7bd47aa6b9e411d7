/**
 * The resellers' minimum order (issue 33, item 2): a store setting, in pesos with IVA included,
 * 0 when there is none. An approved reseller's order whose lines add up to less (shipping
 * excluded) is refused on the server and explained in the cart with `minimumOrderProblem`.
 * The setting lives in store_meta (server/wholesale/wholesale-settings.ts); staff set it on
 * /admin/resellers.
 */
import { z } from 'zod'
import { formatPrice } from '../format.ts'
import { fromCents, toCents } from '../money.ts'
import { parseCreditLimit } from './reseller-accounts.ts'

export const MINIMUM_ORDER_LABEL = 'Pedido mínimo para revendedores'

/** A hundred million pesos: far above any real minimum, so a slip of the finger is refused. */
export const MINIMUM_ORDER_MAX = 100_000_000

export const MINIMUM_ORDER_MESSAGES = {
  invalid: 'Ingresá un monto válido (0 para no exigir mínimo).',
  tooHigh: `El pedido mínimo admite hasta ${formatPrice(MINIMUM_ORDER_MAX)}.`,
  saved: 'Pedido mínimo guardado.',
  hint: 'En pesos, IVA incluido, sin contar el envío. 0 para no exigir mínimo.',
} as const

/** Whether `amount` is one the setting may hold: pesos and cents, 0 up to the maximum. */
export function isMinimumOrderAmount(amount: number): boolean {
  return Number.isFinite(amount) && amount >= 0 && amount <= MINIMUM_ORDER_MAX && isCents(amount)
}

/** Whether `amount` has at most two decimals (1.005 * 100 is cut to 15 digits, as toCents does). */
function isCents(amount: number): boolean {
  return Number((Math.abs(amount) * 100).toPrecision(15)) % 1 === 0
}

/**
 * A number as it is (with at most two decimals), or a string as staff type it: '150000',
 * '150000,50', '150.000,50', '150000.5' (read like the credit limit). Null when it is none.
 */
function readAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && isCents(value) ? value : null
  if (typeof value === 'string') return parseCreditLimit(value)
  return null
}

export const minimumOrderSchema = z.object({
  minimum_order: z.unknown().transform((value, ctx): number => {
    const amount = readAmount(value)
    if (amount === null) {
      ctx.addIssue({ code: 'custom', message: MINIMUM_ORDER_MESSAGES.invalid })
      return z.NEVER
    }
    if (amount > MINIMUM_ORDER_MAX) {
      ctx.addIssue({ code: 'custom', message: MINIMUM_ORDER_MESSAGES.tooHigh })
      return z.NEVER
    }
    return fromCents(toCents(amount))
  }),
})
export type MinimumOrderForm = z.infer<typeof minimumOrderSchema>

/**
 * The message for an order whose lines add up to `subtotal` (IVA included, shipping excluded)
 * when the minimum is `minimum`; null when there is no minimum (0) or the order reaches it.
 */
export function minimumOrderProblem(subtotal: number, minimum: number): string | null {
  if (toCents(minimum) <= 0 || toCents(subtotal) >= toCents(minimum)) return null
  return `El pedido mínimo para revendedores es de ${formatPrice(minimum)} (sin envío). Tu pedido suma ${formatPrice(subtotal)}.`
}
