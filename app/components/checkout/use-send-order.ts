import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { store } from '#config/store.ts'
import { orderFailureAlert, orderPayload, type Delivery } from '#domain/checkout.ts'
import type { Billing } from '#domain/order-payload.ts'
import type { PriceList } from '#domain/prices.ts'
import { useCart } from '../../lib/cart-context.tsx'
import { confirmDialog, showAlert } from '../../lib/dialogs.ts'
import { placeOrder } from '../../lib/place-order.ts'
import { useSession } from '../../lib/session-context.tsx'
import { orderConfirmation } from './order-confirmation.ts'
import { ON_ACCOUNT_CONFIRMATION } from '#domain/wholesale/wholesale-prices.ts'
import { offerOnlinePayment } from '../payments/offer-online-payment.ts'

type Navigate = ReturnType<typeof useNavigate>

/** The cart stays in its cookie: after signing in again the shopper finds it as it was. */
async function askToSignInAgain(navigate: Navigate) {
  const alert = orderFailureAlert('session')
  const go = await confirmDialog({ icon: alert.icon, title: alert.title, text: alert.text, confirm: 'Ir a iniciar sesión' })
  if (go) navigate('/login')
}

/** A shopper not signed in is sent to sign in (again, when their session ran out) before ordering. */
export async function askToSignIn(expired: boolean, navigate: Navigate) {
  if (expired) return askToSignInAgain(navigate)
  const go = await confirmDialog({
    icon: 'warning',
    title: 'Iniciá sesión para continuar',
    text: 'Para generar el pedido necesitás iniciar sesión o crear una cuenta.',
    confirm: 'Ir a iniciar sesión',
  })
  if (go) navigate('/login')
}

/** What the shopper chose in the order form. */
interface OrderChoices {
  billing: Billing
  delivery: Delivery
  paymentList: PriceList
  /** the shipping cost on screen (null: "a cotizar"; undefined: none shown); the server compares it */
  seenShipping?: number | null | undefined
  /** a reseller's order on cuenta corriente */
  onAccount?: boolean
}

/** Placing the cart's order (lib/place-order.ts), busy meanwhile, and what the shopper is told after. */
export function useSendOrder() {
  const cart = useCart()
  const session = useSession()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const idempotencyKey = useRef<string | null>(null)

  /** The order, sent once (a retry keeps its idempotency key); the cart is emptied when it is placed. */
  async function send({ billing, delivery, paymentList, seenShipping, onAccount = false }: OrderChoices) {
    setBusy(true)
    idempotencyKey.current ??= crypto.randomUUID()
    const result = await placeOrder(
      (movement) =>
        orderPayload({
          movement,
          company: store.brandName,
          footerImg: '/favicon.svg',
          billing: { ...billing, email: session.email ?? billing.email },
          delivery,
          paymentList,
          lines: cart.lines,
          products: cart.products,
          ...(seenShipping !== undefined ? { seenShipping } : {}),
          onAccount,
        }),
      idempotencyKey.current,
    )
    setBusy(false)
    if (!result.ok) {
      const alert = orderFailureAlert(result.failure)
      // a reseller's order refused for its terms (minimum, credit, CUIT): the server's own sentence
      if (result.failure === 'other' && cart.reseller.approved && result.message)
        await showAlert({ icon: 'warning', title: 'Atención', text: result.message })
      else if (alert.offerLogin) await askToSignInAgain(navigate)
      else await showAlert({ icon: alert.icon, title: alert.title, text: alert.text })
      return
    }
    idempotencyKey.current = null
    cart.clear()
    const pickup = delivery.option === 3
    const confirmation = orderConfirmation(result.movement, pickup, !pickup && typeof seenShipping === 'number')
    if (onAccount) {
      // nothing to pay now: the order is on the reseller's cuenta corriente
      await showAlert({
        icon: 'success',
        title: '¡Pedido generado!',
        text: `${confirmation} ${ON_ACCOUNT_CONFIRMATION}`,
        timer: null,
      })
      return void navigate('/myaccount/orders')
    }
    // With Mercado Pago on: "Pagar ahora con Mercado Pago" or later (server/payments/).
    const offer = await offerOnlinePayment(result.movement, confirmation)
    if (offer === 'redirecting') return
    if (offer !== 'unavailable') return navigate(offer === 'failed' ? '/myaccount/orders' : '/')
    await showAlert({ icon: 'success', title: '¡Pedido generado!', text: confirmation, timer: null })
    navigate('/')
  }

  return { busy, send }
}
