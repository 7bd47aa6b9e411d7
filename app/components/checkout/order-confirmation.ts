import { store } from '#config/store.ts'

/** What the shopper reads once the order is placed: who calls, when, and what comes next. */
export const orderConfirmation = (movement: string) =>
  `Tu pedido N° ${movement} fue generado con éxito. Un operador se comunicará con vos por WhatsApp dentro del horario de atención (${store.hours.footer}) para coordinar el pago y el envío; el costo de envío se cotiza luego del pedido. Si no recibís respuesta dentro de las 24 horas hábiles, llamanos al ${store.phones.main.display}.`
