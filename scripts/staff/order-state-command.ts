/**
 * `staff order-state <movement> <state...> [--note TEXT] [--notify | --no-notify]`: sets the
 * free-text state the customer sees in Mis pedidos, through the one order-state service
 * (history row and, with --notify, the shopper's e-mail in the same transaction). Every word
 * after the order number is the state: `order-state 42 En camino`. Without --notify nothing is
 * e-mailed, as before.
 */
import { formatOrderNumber } from '#domain/format.ts'
import { ORDER_STATE_ACTORS } from '#domain/order-state.ts'
import { createOrderServices } from '#server/services.ts'
import { UsageError } from './cli-error.ts'
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
  // An unknown order exits 1; an invalid state or note (too long, a control character) is the
  // command's argument: exit 2.
  const change = await withDatabase(
    ({ database, env }) =>
      fromServiceErrors(
        () =>
          createOrderServices(env, database).orderStates.change({
            movement,
            state,
            note: values.note ?? '',
            notify,
            actor: ORDER_STATE_ACTORS.commandLine,
          }),
        2,
      ),
    log,
  )

  const order = `Pedido N° ${formatOrderNumber(change.movement)}${change.customerEmail ? ` (${change.customerEmail})` : ''}`
  if (!change.recorded) {
    console.log(`${order}: el estado ya era «${change.state}»; no cambió nada.`)
    return 0
  }
  if (change.previousState === change.state) {
    console.log(`${order}: el estado sigue siendo «${change.state}»; quedó en el historial.`)
  } else {
    console.log(`${order}: «${change.previousState}» → «${change.state}».`)
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
