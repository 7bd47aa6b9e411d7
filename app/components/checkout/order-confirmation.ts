import { orderNextSteps } from '#config/order-next-steps.ts'

/** What the shopper reads once the order is placed: the number, then what comes next, as the receipt says it. */
export const orderConfirmation = (movement: string, pickup: boolean, shippingQuoted = false) =>
  [`Tu pedido N° ${movement} fue generado con éxito.`, ...orderNextSteps(pickup, shippingQuoted)].join(' ')
