/**
 * The shipping an order carries, as the server decided it when the order was placed (never what
 * the browser said): a home delivery quoted from its zone, one the staff quote after the order
 * ("Envío a cotizar"), or a pick-up at the branch the shopper chose, ready from a business day.
 * Stored with the order (orders.shipping) and read by the e-mails, Mis pedidos and the back office.
 */
import type { IsoDay } from './business-days.ts'

/** The branches a shopper can pick up at: the keys of config/store-identity.ts's `branches`. */
export const PICKUP_BRANCHES = ['caballito', 'villaUrquiza'] as const
export type PickupBranch = (typeof PICKUP_BRANCHES)[number]

export const isPickupBranch = (value: unknown): value is PickupBranch =>
  typeof value === 'string' && (PICKUP_BRANCHES as readonly string[]).includes(value)

export type OrderShipping =
  | { kind: 'delivery'; zone: string; price: number; free: boolean; minDays: number; maxDays: number; from: IsoDay; to: IsoDay }
  | { kind: 'to_quote' }
  | {
      kind: 'pickup'
      /** null: an order sent by the old page, which chose no branch */ branch: PickupBranch | null
      readyFrom: IsoDay
    }

/** What the shipping adds to the order's total. */
export const shippingCost = (shipping: OrderShipping | null | undefined): number =>
  shipping?.kind === 'delivery' ? shipping.price : 0
