/** An order's number in a back-office route's path (/api/admin/orders/:number/…), as customers and e-mails name it. */
import { z } from 'zod'

export const orderParams = z.object({
  number: z
    .string({ error: 'Número de pedido inválido.' })
    .regex(/^\d{1,9}$/, 'Número de pedido inválido.')
    .transform(Number)
    .refine((n) => n >= 1, 'Número de pedido inválido.'),
})
