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
