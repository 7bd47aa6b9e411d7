/**
 * `staff order-state <movement> <state...> [--note TEXT] [--notify | --no-notify]`: sets the
 * free-text state the customer sees in Mis pedidos, through the one order-state service
 * (history row and, with --notify, the shopper's e-mail in the same transaction). Every word
 * after the order number is the state: `order-state 42 En camino`. Without --notify nothing is
 * e-mailed, as before.
 */
import { formatOrderNumber } from '#domain/format.ts'
import { ORDER_STATE_ACTORS } from '#domain/order-state.ts'
import { ordersRepository } from '#server/orders/orders-repository.ts'
import { createFileStore } from '#server/files/create-file-store.ts'
import { adminOrdersService } from '#server/orders/admin-orders-service.ts'
import { emailOrigin } from '#server/mail/email-origin.ts'
import { CliError, UsageError } from './cli-error.ts'
import { fromServiceErrors, parseMovementArgument } from './listing-command.ts'
import { parseFlags } from './parse-flags.ts'
import { withDatabase } from './with-database.ts'

const SHAPE =
  'npm run staff -- order-state <pedido> <estado> [--note TEXTO] [--notify | --no-notify], p. ej. order-state 42 En camino --notify'

export async function orderStateCommand(args: string[]): Promise<number> {
  const { positionals, values } = parseFlags({
    args,
    options: { note: { type: 'string' }, notify: { type: 'boolean' }, 'no-notify': { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  })
  if (values.notify && values['no-notify']) throw new UsageError(`--notify y --no-notify se excluyen: ${SHAPE}`)
  const notify = values.notify === true
  const [movementText, ...words] = positionals
  if (movementText === undefined) throw new UsageError(`Faltan el número de pedido y el estado: ${SHAPE}`)
  const movement = parseMovementArgument(movementText)
  const state = words.join(' ').trim()
  if (!state) throw new UsageError(`Falta el estado: ${SHAPE}`)

  const log = (message: string) => console.log(message)
  const { before, after } = await withDatabase(async ({ database, env }) => {
    const before = await ordersRepository(database.db).byMovement(movement)
    if (!before) throw new CliError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
    // An invalid state or note (too long, a control character) is the command's argument: exit 2.
    const after = await fromServiceErrors(
      () =>
        adminOrdersService({ database, files: createFileStore(env, database), origin: emailOrigin(env) }).setOrderState(
          movement,
          state,
          {
            note: values.note ?? '',
            notify,
            actor: ORDER_STATE_ACTORS.commandLine,
          },
        ),
      2,
    )
    return { before, after }
  }, log)

  const who = after.email ? ` (${after.email})` : ''
  const { change } = after
  if (!change.recorded) {
    console.log(`Pedido N° ${after.movement}${who}: el estado ya era «${after.order_state}»; no cambió nada.`)
    return 0
  }
  if (before.orderState === after.order_state) {
    console.log(`Pedido N° ${after.movement}${who}: el estado sigue siendo «${after.order_state}»; quedó en el historial.`)
  } else {
    console.log(`Pedido N° ${after.movement}${who}: «${before.orderState}» → «${after.order_state}».`)
  }
  if (change.entry?.note) console.log(`Nota: ${change.entry.note}`)
  console.log('El cliente ve el estado nuevo en Mis pedidos.')
  console.log(
    change.emailId !== null
      ? `Correo al cliente en la cola de envío (#${change.emailId}, a ${change.notifiedEmail}).`
      : 'No se envió correo al cliente (use --notify para avisarle).',
  )
  return 0
}
