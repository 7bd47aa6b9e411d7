/**
 * Stock that follows the orders (decision 048): what a movement of stock is, how the back office
 * names it, when an order counts as cancelled, and the messages. Pure, so the order's transaction,
 * the back office and the staff e-mail agree.
 */
import { stockLevel } from './stock.ts'

export const STOCK_MOVEMENT_KINDS = ['order', 'cancellation', 'adjustment', 'import'] as const
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number]

export const STOCK_MOVEMENT_LABELS: Readonly<Record<StockMovementKind, string>> = {
  order: 'Pedido',
  cancellation: 'Cancelación',
  adjustment: 'Ajuste manual',
  import: 'Importación',
}

export const stockMovementLabel = (kind: string): string =>
  (STOCK_MOVEMENT_LABELS as Record<string, string>)[kind] ?? STOCK_MOVEMENT_LABELS.adjustment

/** How many movements the product form shows, newest first. */
export const STOCK_HISTORY_SIZE = 30

export const STOCK_REASON_MAX = 200

/** The state that gives an order's units back (the states are free text: "cancelado", "Cancelada" count too). */
export const CANCELLED_ORDER_STATE = 'Cancelado'

export function isCancelledState(state: string): boolean {
  const plain = state
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
  return plain === 'cancelado' || plain === 'cancelada'
}

/** What a state change means for the order's units: give them back, take them again, or nothing. */
export function stockEffectOfStateChange(from: string, to: string): 'give-back' | 'take-again' | 'none' {
  const was = isCancelledState(from)
  const is = isCancelledState(to)
  if (!was && is) return 'give-back'
  if (was && !is) return 'take-again'
  return 'none'
}

/**
 * Whether a stock change moves what the storefront shows of it (the label, in stock or not): only
 * then does an order need to drop the catalogue's caches (decision 048).
 */
export const stockLabelMoves = (before: number, after: number): boolean => stockLevel(before) !== stockLevel(after)

/** The adjustment's reason, trimmed and on one line; `null` when it is too long. */
export function cleanStockReason(reason: string | undefined): string | null {
  const clean = (reason ?? '').replace(/\s+/g, ' ').trim()
  return clean.length > STOCK_REASON_MAX ? null : clean
}

export const STOCK_MESSAGES = {
  reasonRequired: 'Indicá el motivo del cambio de stock (por ejemplo: recuento, rotura, devolución).',
  reasonTooLong: `El motivo puede tener hasta ${STOCK_REASON_MAX} caracteres.`,
  quickEditReason: 'Edición rápida del listado',
  takenAgainNote: 'Pedido reactivado',
  takeAgainShort: (name: string, wanted: number, stock: number) =>
    `No se puede reactivar el pedido: "${name}" tiene ${stock} en stock y el pedido lleva ${wanted}. Ajustá el stock primero.`,
  settingSaved: (on: boolean) => (on ? 'Listo: los pedidos descuentan stock.' : 'Listo: los pedidos ya no descuentan stock.'),
} as const

/** What the history says of an import's changes. */
export const STOCK_IMPORT_NOTES = {
  imported: (id: number) => `Importación N° ${id}`,
  undone: (id: number) => `Importación N° ${id} deshecha`,
  commandLine: 'Importación por línea de comandos',
} as const

/** The staff e-mail's last paragraph: whether the order took its units. */
export const STAFF_EMAIL_STOCK_NOTE = {
  taken:
    'El stock se descontó con este pedido (vuelve al stock si el pedido pasa a «Cancelado»). Contactar al cliente por WhatsApp dentro del horario de atención.',
  notTaken:
    'El stock no se descontó: confirmar disponibilidad y contactar al cliente por WhatsApp dentro del horario de atención.',
} as const
