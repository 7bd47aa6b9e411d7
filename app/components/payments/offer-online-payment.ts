/**
 * Right after "Generar pedido": when the store takes Mercado Pago, the confirmation offers
 * "Pagar ahora con Mercado Pago" (or later, from Mis pedidos). Loaded with the cart screen.
 */
import { confirmDialog, showAlert } from '../../lib/dialogs.ts'
import { fetchPaymentBlocks, startCheckout } from './payment-api.ts'

export type PaymentOffer = 'redirecting' | 'later' | 'failed' | 'unavailable'

export async function offerOnlinePayment(movement: string, confirmation: string): Promise<PaymentOffer> {
  const blocks = await fetchPaymentBlocks()
  const order = blocks?.online ? blocks.orders.find((o) => o.movement === movement) : undefined
  if (!order?.can_pay_online) return 'unavailable'
  const pay = await confirmDialog({
    icon: 'success',
    title: '¡Pedido generado!',
    text: `${confirmation} Podés pagarlo ahora con Mercado Pago o más tarde desde Mis pedidos.`,
    confirm: 'Pagar ahora con Mercado Pago',
    cancel: 'Pagar más tarde',
  })
  if (!pay) return 'later'
  const started = await startCheckout(order.order_id)
  if (started.ok) {
    window.location.assign(started.url)
    return 'redirecting'
  }
  await showAlert({ icon: 'error', title: 'No pudimos iniciar el pago', text: started.message, timer: null })
  return 'failed'
}
