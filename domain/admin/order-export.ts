/**
 * The orders export (Pedidos → Exportar, CSV or spreadsheet): one row per line of each order,
 * the order's columns repeated on each, so a spreadsheet's filter or pivot table works on it
 * without joining anything. Newest order first, at most ORDER_EXPORT_MAX orders (a filter
 * narrows a bigger one).
 */
export const ORDER_EXPORT_MAX = 10_000

export const ORDER_EXPORT_MESSAGES = {
  tooMany: (total: number) =>
    `El filtro abarca ${total.toLocaleString('es-AR')} pedidos; se exportan hasta ${ORDER_EXPORT_MAX.toLocaleString('es-AR')}. Acote las fechas o el estado.`,
  format: 'Formato inválido: elija CSV o planilla (xlsx).',
} as const

export const ORDER_EXPORT_FORMATS = ['csv', 'xlsx'] as const
export type OrderExportFormat = (typeof ORDER_EXPORT_FORMATS)[number]

/** One order as the export reads it: what the order recorded, its customer's account and its tags. */
export interface ExportedOrder {
  movement: string
  /** ISO instant */
  date: string
  state: string
  paymentState: string
  customer: string
  email: string
  phone: string
  taxId: string
  vatCondition: string
  invoiceType: string
  invoiceNumber: string
  delivery: string
  address: string
  postalCode: string
  payment: string
  paymentList: number
  shippingCost: number
  total: number
  tags: readonly string[]
  lines: readonly { sku: string; name: string; quantity: number; price: number }[]
}

export type ExportCell = string | number

export const ORDER_EXPORT_COLUMNS = [
  'Pedido',
  'Fecha',
  'Estado',
  'Pago',
  'Cliente',
  'Correo',
  'Teléfono',
  'DNI / CUIT',
  'Condición IVA',
  'Comprobante',
  'Factura N°',
  'Entrega',
  'Dirección',
  'Código postal',
  'Forma de pago',
  'Lista de precios',
  'Envío',
  'Total del pedido',
  'Etiquetas',
  'SKU',
  'Producto',
  'Cantidad',
  'Precio unitario',
  'Subtotal',
] as const

/**
 * The rows of one order: a row per line (an order without lines still gets one row). Money and
 * quantities stay numbers, so a spreadsheet adds them; the date is Buenos Aires' wall clock,
 * as staff read it everywhere else.
 */
export function orderExportRows(order: ExportedOrder, formatDate: (iso: string) => string): ExportCell[][] {
  const head: ExportCell[] = [
    order.movement,
    formatDate(order.date),
    order.state,
    order.paymentState,
    order.customer,
    order.email,
    order.phone,
    order.taxId,
    order.vatCondition,
    order.invoiceType,
    order.invoiceNumber,
    order.delivery,
    order.address,
    order.postalCode,
    order.payment,
    order.paymentList,
    order.shippingCost,
    order.total,
    order.tags.join(', '),
  ]
  if (order.lines.length === 0) return [[...head, '', '', '', '', '']]
  return order.lines.map((line) => [
    ...head,
    line.sku,
    line.name,
    line.quantity,
    line.price,
    Math.round(line.price * line.quantity * 100) / 100,
  ])
}
