/**
 * The order page's state change as the back office sends it: the state (free text, offered the
 * states in use), an optional note and whether to e-mail the shopper. The limits and messages
 * are the order-state rules' (domain/order-state.ts); the service checks them again.
 */
import { z } from 'zod'
import { ORDER_STATE_LIMITS, ORDER_STATE_MESSAGES } from '../order-state.ts'

export const orderStateFormSchema = z.object({
  state: z.string({ error: ORDER_STATE_MESSAGES.state }).max(ORDER_STATE_LIMITS.state * 2, ORDER_STATE_MESSAGES.state),
  note: z
    .string({ error: ORDER_STATE_MESSAGES.note })
    .max(ORDER_STATE_LIMITS.note * 2, ORDER_STATE_MESSAGES.note)
    .optional(),
  notify: z.boolean({ error: 'Indique si se avisa al cliente por correo.' }),
})
export type OrderStateForm = z.infer<typeof orderStateFormSchema>

/** How many orders one bulk state change takes: a page of the list and then some. */
export const BULK_STATE_MAX = 100

export const BULK_STATE_MESSAGES = {
  none: 'Seleccione al menos un pedido.',
  tooMany: `Se pueden cambiar hasta ${BULK_STATE_MAX} pedidos a la vez.`,
  done: (changed: number, unchanged: number, failed: number, state: string) =>
    [
      `${changed} ${changed === 1 ? 'pedido pasó' : 'pedidos pasaron'} a «${state}».`,
      unchanged ? `${unchanged} ya ${unchanged === 1 ? 'estaba' : 'estaban'} en ese estado.` : '',
      failed ? `${failed} no se ${failed === 1 ? 'pudo' : 'pudieron'} cambiar (ver el detalle).` : '',
    ]
      .filter(Boolean)
      .join(' '),
} as const

/** A selection of the order list set to one state, each order as if set one by one. */
export const bulkStateFormSchema = orderStateFormSchema.extend({
  movements: z
    .array(z.number({ error: BULK_STATE_MESSAGES.none }).int().min(1).max(999_999_999), { error: BULK_STATE_MESSAGES.none })
    .min(1, BULK_STATE_MESSAGES.none)
    .max(BULK_STATE_MAX, BULK_STATE_MESSAGES.tooMany)
    .transform((list) => [...new Set(list)]),
})
export type BulkStateForm = z.infer<typeof bulkStateFormSchema>
