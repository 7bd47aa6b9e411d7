/**
 * Pedidos → Exportar: the orders a filter of the list matches, as CSV (UTF-8 with BOM, so Excel
 * reads the accents; cells that would run as formulas neutralised, domain/admin/csv-cells.ts)
 * or as an .xlsx spreadsheet (write-excel-file, whose text cells are text to Excel: nothing in
 * them is ever evaluated). Audited, as every download of customers' data is.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm'
import { stringify } from 'csv-stringify/sync'
import writeXlsxFile from 'write-excel-file/node'
import { csvSafeCell } from '#domain/admin/csv-cells.ts'
import {
  ORDER_EXPORT_COLUMNS,
  ORDER_EXPORT_MAX,
  ORDER_EXPORT_MESSAGES,
  orderExportRows,
  type ExportCell,
  type ExportedOrder,
  type OrderExportFormat,
} from '#domain/admin/order-export.ts'
import { formatDateTime } from '#domain/date-time.ts'
import { formatOrderNumber } from '#domain/format.ts'
import { formatInvoiceNumber } from '#domain/invoice-number.ts'
import { PAYMENT_STATE_LABELS, type PaymentState } from '#domain/payments/payment-states.ts'
import type { Database } from '../db/database.ts'
import { orderLines, orderPayments, orderTags, orders, users } from '../db/schema/index.ts'
import { auditRepository, type AuditActor } from '../admin/audit-repository.ts'
import { InvalidError } from '../shared/errors.ts'
import { adminOrdersRepository, type OrderFilter } from './admin-orders-repository.ts'
import { billingOf } from './order-views.ts'
import type { OrderRow } from './orders-repository.ts'

export interface OrderExportFile {
  fileName: string
  contentType: string
  bytes: Buffer
  orders: number
}

const CONTENT_TYPES: Record<OrderExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

// a batch of orders' lines and tags per query: bounded parameters on both databases
const BATCH = 1_000

function exportedOf(
  order: OrderRow & { email: string; fullname: string },
  lines: ExportedOrder['lines'],
  tags: string[],
  paymentState: string,
): ExportedOrder {
  const { datos_cliente: customer, opcion_de_entrega: delivery } = order.payload
  const billing = billingOf(order)
  return {
    movement: formatOrderNumber(order.movement),
    date: order.date.toISOString(),
    state: order.orderState,
    paymentState: PAYMENT_STATE_LABELS[paymentState as PaymentState] ?? paymentState,
    customer: customer.nombre_completo || order.fullname,
    email: order.email,
    phone: customer.celular,
    taxId: billing.tax_id,
    vatCondition: billing.vat_condition,
    invoiceType: billing.invoice,
    invoiceNumber: order.invoiceNumber === null ? '' : formatInvoiceNumber(order.invoicePointOfSale, order.invoiceNumber),
    delivery: delivery.retira_en_local ? 'Retira en el local' : 'Envío a domicilio',
    address: delivery.retira_en_local ? '' : delivery.direccion,
    postalCode: delivery.retira_en_local ? '' : delivery.cp,
    payment: order.payment,
    paymentList: order.paymentList,
    shippingCost: order.shippingCost,
    total: order.totalPrice,
    tags,
    lines,
  }
}

/** The orders the filter matches, newest first, whole: lines, payment state, tags. */
async function exportedOrders({ db }: Database, filter: OrderFilter): Promise<ExportedOrder[]> {
  const { ids, total } = await adminOrdersRepository(db).matchingIds(filter, ORDER_EXPORT_MAX)
  if (total > ORDER_EXPORT_MAX) throw new InvalidError(ORDER_EXPORT_MESSAGES.tooMany(total))
  const found: ExportedOrder[] = []
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH)
    const [rows, lines, tags, payments] = await Promise.all([
      db
        .select({ order: orders, email: users.email, fullname: users.fullname })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(inArray(orders.id, batch))
        .orderBy(desc(orders.date), desc(orders.movement)),
      db.select().from(orderLines).where(inArray(orderLines.orderId, batch)).orderBy(asc(orderLines.id)),
      db.select().from(orderTags).where(inArray(orderTags.orderId, batch)).orderBy(asc(orderTags.key)),
      db
        .select({ orderId: orderPayments.orderId, state: orderPayments.state })
        .from(orderPayments)
        .where(inArray(orderPayments.orderId, batch)),
    ])
    const linesOf = byOrder(lines)
    const tagsOf = byOrder(tags)
    const paymentOf = new Map(payments.map((p) => [p.orderId, p.state]))
    for (const { order, email, fullname } of rows) {
      found.push(
        exportedOf(
          { ...order, email, fullname },
          (linesOf.get(order.id) ?? []).map((l) => ({ sku: l.sku, name: l.name, quantity: l.quantity, price: l.price })),
          (tagsOf.get(order.id) ?? []).map((t) => t.tag),
          paymentOf.get(order.id) ?? 'sin_pagar',
        ),
      )
    }
  }
  return found
}

// Map.groupBy arrives with Node 21
function byOrder<T extends { orderId: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>()
  for (const row of rows) grouped.set(row.orderId, [...(grouped.get(row.orderId) ?? []), row])
  return grouped
}

const dateOf = (iso: string) => formatDateTime(iso, 'numeric')

function csvOf(list: readonly ExportedOrder[]): Buffer {
  const rows = list.flatMap((order) => orderExportRows(order, dateOf))
  const text = stringify([
    [...ORDER_EXPORT_COLUMNS],
    ...rows.map((row) => row.map((cell) => (typeof cell === 'number' ? cell : csvSafeCell(cell)))),
  ])
  return Buffer.from(`\uFEFF${text}`, 'utf8')
}

async function xlsxOf(list: readonly ExportedOrder[]): Promise<Buffer> {
  const header = ORDER_EXPORT_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const }))
  const rows = list.flatMap((order) => orderExportRows(order, dateOf))
  const cell = (value: ExportCell) => (typeof value === 'number' ? { value, type: Number } : { value, type: String })
  return writeXlsxFile([header, ...rows.map((row) => row.map(cell))], { sheet: 'Pedidos', stickyRowsCount: 1 }).toBuffer()
}

export async function exportOrders(
  database: Database,
  actor: AuditActor,
  filter: OrderFilter,
  format: OrderExportFormat,
  /** the day the file is named after (AAAA-MM-DD, Buenos Aires) */
  today: string,
): Promise<OrderExportFile> {
  const list = await exportedOrders(database, filter)
  const bytes = format === 'csv' ? csvOf(list) : await xlsxOf(list)
  await auditRepository(database.db).record(actor, {
    action: 'orders.exported',
    entity: 'order',
    entityId: 'todos',
    after: {
      format,
      orders: list.length,
      filter: { ...filter, start: filter.start?.toISOString(), end: filter.end?.toISOString() },
    },
  })
  return { fileName: `pedidos-${today}.${format}`, contentType: CONTENT_TYPES[format], bytes, orders: list.length }
}
