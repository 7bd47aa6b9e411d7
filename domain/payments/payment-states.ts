/**
 * An order's payment state, apart from its order state (docs/decisions/046): what the shopper
 * and the staff read, and how Mercado Pago's payment statuses map onto it. Pure: the webhook,
 * the reconciliation, the back office and the pages agree.
 */

/** The order's payment states, as stored. */
export const PAYMENT_STATES = ['sin_pagar', 'pendiente', 'pagado', 'rechazado', 'reembolsado', 'contracargo', 'vencido'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

/** What the shopper and the staff read. */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  sin_pagar: 'Sin pagar',
  pendiente: 'Pago pendiente',
  pagado: 'Pagado',
  rechazado: 'Pago rechazado',
  reembolsado: 'Reembolsado',
  contracargo: 'Contracargo',
  vencido: 'Vencido sin pagar',
}

export function isPaymentState(value: unknown): value is PaymentState {
  return typeof value === 'string' && (PAYMENT_STATES as readonly string[]).includes(value)
}

/** The statuses Mercado Pago gives a payment (GET /v1/payments/{id}, field `status`). */
export const MP_STATUSES = [
  'pending',
  'in_process',
  'authorized',
  'in_mediation',
  'approved',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const
export type MpStatus = (typeof MP_STATUSES)[number]

export function isMpStatus(value: unknown): value is MpStatus {
  return typeof value === 'string' && (MP_STATUSES as readonly string[]).includes(value)
}

/**
 * How far along a payment is. A status may follow only one of the same or a higher rank: a late
 * 'pending' (rank 0) never overwrites 'approved' (rank 2); 'refunded' and 'charged_back' are final.
 * 'in_mediation' shares approved's rank: a dispute opens on an approved payment and may close
 * back to approved.
 */
const MP_STATUS_RANK: Record<MpStatus, number> = {
  pending: 0,
  in_process: 0,
  authorized: 1,
  in_mediation: 2,
  approved: 2,
  rejected: 2,
  cancelled: 2,
  refunded: 3,
  charged_back: 3,
}

/** Whether a stored payment in `current` may take `incoming` (the same status may: its amounts can move, e.g. a partial refund). */
export function mayFollow(current: MpStatus, incoming: MpStatus): boolean {
  return MP_STATUS_RANK[incoming] >= MP_STATUS_RANK[current]
}

/** One payment's status as the order's payment state. */
export function paymentStateOfStatus(status: MpStatus): PaymentState {
  switch (status) {
    case 'approved':
    case 'in_mediation':
      return 'pagado'
    case 'rejected':
    case 'cancelled':
      return 'rechazado'
    case 'refunded':
      return 'reembolsado'
    case 'charged_back':
      return 'contracargo'
    default:
      return 'pendiente'
  }
}

/**
 * Which payment state wins when an order has several payments (a rejected card, then an approved
 * one): money received or taken back counts before an open attempt, an open attempt before a failed one.
 */
const ORDER_PRECEDENCE: PaymentState[] = ['contracargo', 'pagado', 'reembolsado', 'pendiente', 'rechazado']

/**
 * The order's payment state from its payments' statuses. `expired` (pending for longer than
 * PENDING_DAYS) turns an order still waiting into 'vencido'; money that arrives later still counts.
 */
export function orderPaymentState(statuses: readonly MpStatus[], expired = false): PaymentState {
  const states = new Set(statuses.map(paymentStateOfStatus))
  const winner = ORDER_PRECEDENCE.find((s) => states.has(s)) ?? 'sin_pagar'
  if (expired && (winner === 'pendiente' || winner === 'sin_pagar')) return 'vencido'
  return winner
}

/** The states in which the shopper may (still, or again) pay online. */
export function mayPayOnline(state: PaymentState): boolean {
  return state === 'sin_pagar' || state === 'rechazado' || state === 'vencido'
}

/** States whose arrival the shopper is told by e-mail. */
export function notifiesShopper(state: PaymentState): boolean {
  return state === 'pagado' || state === 'rechazado'
}

/** States the reconciliation keeps asking Mercado Pago about. */
export const OPEN_PAYMENT_STATES: readonly PaymentState[] = ['sin_pagar', 'pendiente']
