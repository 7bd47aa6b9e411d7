/**
 * `staff order-state <movement> <state...>`: sets the free-text state the customer sees in
 * Mis pedidos. Every word after the order number is the state: `order-state 42 En camino`.
 */
import { formatOrderNumber } from '#domain/format.ts'
import { ordersRepository } from '#server/repositories/orders-repository.ts'
import { createFileStore } from '#server/files/create-file-store.ts'
import { orderStaffService } from '#server/services/order-staff-service.ts'
import { CliError, UsageError } from './cli-error.ts'
import { fromServiceErrors, parseMovementArgument } from './listing-command.ts'
import { parseFlags } from './parse-flags.ts'
import { withDatabase } from './with-database.ts'

const SHAPE = 'npm run staff -- order-state <pedido> <estado>, p. ej. order-state 42 En camino'

export async function orderStateCommand(args: string[]): Promise<number> {
  const { positionals } = parseFlags({ args, options: {}, allowPositionals: true, strict: true })
  const [movementText, ...words] = positionals
  if (movementText === undefined) throw new UsageError(`Faltan el número de pedido y el estado: ${SHAPE}`)
  const movement = parseMovementArgument(movementText)
  const state = words.join(' ').trim()
  if (!state) throw new UsageError(`Falta el estado: ${SHAPE}`)

  const log = (message: string) => console.log(message)
  const { before, after } = await withDatabase(async ({ database, env }) => {
    const before = await ordersRepository(database.db).byMovement(movement)
    if (!before) throw new CliError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
    // An invalid state (too long, a line break) is the command's argument: exit 2.
    const after = await fromServiceErrors(
      () => orderStaffService({ database, files: createFileStore(env, database) }).setOrderState(movement, state),
      2,
    )
    return { before, after }
  }, log)

  const who = after.email ? ` (${after.email})` : ''
  if (before.orderState === after.order_state) {
    console.log(`Pedido N° ${after.movement}${who}: el estado ya era «${after.order_state}»; no cambió nada.`)
  } else {
    console.log(`Pedido N° ${after.movement}${who}: «${before.orderState}» → «${after.order_state}».`)
    console.log('El cliente ve el estado nuevo en Mis pedidos.')
  }
  return 0
}
