/**
 * `staff orders [--state S] [--limit N] [--json]`: the newest orders, one per line — number,
 * date (Buenos Aires time), customer e-mail, total, state, invoice number. --json prints the
 * orders as services.adminOrders.listOrders returns them, lines included.
 */
import { formatPrice } from '#domain/format.ts'
import { createOrderServices } from '#server/services.ts'
import { UsageError } from './cli-error.ts'
import {
  EMPTY_CELL,
  countOf,
  formatDateTime,
  formatTable,
  fromServiceErrors,
  logToStderr,
  parseLimit,
  printJson,
} from './listing-command.ts'
import { parseFlags } from './parse-flags.ts'
import { withDatabase } from './with-database.ts'

export const DEFAULT_ORDERS_LIMIT = 50

export async function ordersCommand(args: string[]): Promise<number> {
  const { values } = parseFlags({
    args,
    options: { state: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean', default: false } },
    allowPositionals: false,
    strict: true,
  })
  const limit = parseLimit(values.limit, DEFAULT_ORDERS_LIMIT)
  const state = values.state?.trim()
  if (values.state !== undefined && !state) throw new UsageError('--state necesita un estado, p. ej. --state Pendiente')

  const orders = await withDatabase(
    ({ database, env }) =>
      fromServiceErrors(() => createOrderServices(env, database).adminOrders.listOrders({ limit, state }), 2),
    logToStderr,
  )

  if (values.json) {
    printJson(orders)
    return 0
  }
  const where = state ? ` en estado «${state}»` : ''
  if (orders.length === 0) {
    console.log(`No hay pedidos${where}.`)
    return 0
  }
  process.stdout.write(
    formatTable(
      [
        { header: 'Pedido' },
        { header: 'Fecha' },
        { header: 'Cliente' },
        { header: 'Total', align: 'right' },
        { header: 'Estado' },
        { header: 'Factura', align: 'right' },
      ],
      orders.map((o) => [
        o.movement,
        formatDateTime(o.date),
        o.email,
        formatPrice(o.total_price),
        o.order_state,
        o.invoice_label ?? EMPTY_CELL,
      ]),
    ),
  )
  const more = orders.length === limit ? ` Se muestran hasta ${limit}: --limit N para ver más.` : ''
  console.log(`\n${countOf(orders.length, 'pedido', 'pedidos')}${where}, del más reciente al más antiguo.${more}`)
  return 0
}
