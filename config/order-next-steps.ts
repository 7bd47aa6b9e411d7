import { store } from './store.ts'

/**
 * What comes after an order, in the seller's voice: the shopper reads it twice, in the dialog
 * once the order is placed (app/components/checkout/order-confirmation.ts) and in the receipt's
 * 'Qué sigue' (server/orders/emails/receipt-email.ts), so both say the same. An operator first
 * confirms availability, so nothing here says the order is already being prepared; a pick-up
 * order is told about picking it up, never about shipping; a delivery its zone priced
 * (server/shipping/) is told its cost is in the total.
 */
export function orderNextSteps(pickup: boolean, shippingQuoted = false): string[] {
  const handOver = pickup ? `el retiro en el local (${store.hours.pickup})` : 'el envío'
  return [
    `Un operador se comunicará con vos por WhatsApp dentro del horario de atención (${store.hours.footer}) para confirmar la disponibilidad y coordinar el pago y ${handOver}.`,
    ...(pickup
      ? []
      : shippingQuoted
        ? ['El costo de envío ya está incluido en el total.']
        : ['El costo de envío no está incluido: se cotiza luego del pedido, según la dirección de entrega.']),
    `Si no recibís respuesta dentro de las 24 horas hábiles, llamanos al ${store.phones.main.display}.`,
  ]
}
