/**
 * The cart screen's order form as state and actions: billing data from
 * the signed-in customer, the delivery option, the payment list, the checks before sending, and
 * the spec's three calls (place-order.ts). The rules are domain/checkout.ts; the components in
 * this folder only show what this hook holds.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { store } from '#config/store.ts'
import { unavailableLines } from '#domain/cart.ts'
import {
  checkoutProblem,
  deliveryFor,
  orderFailureAlert,
  orderPayload,
  type Delivery,
  type DeliveryOption,
} from '#domain/checkout.ts'
import { cartPlanView } from '#domain/financing-view.ts'
import { billingFieldsSchema } from '#domain/forms/billing-identity.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { DEFAULT_VAT_CONDITION, parseVatCondition } from '#domain/vat-condition.ts'
import type { Billing } from '#domain/order-payload.ts'
import { cartTotal, cartTotalWithoutNationalTaxes, DEFAULT_PRICE_LIST, type PriceList } from '#domain/prices.ts'
import { useCart } from '../../lib/cart-context.tsx'
import { confirmDialog, showAlert } from '../../lib/dialogs.ts'
import { placeOrder } from '../../lib/place-order.ts'
import { useSession } from '../../lib/session-context.tsx'
import { orderConfirmation } from './order-confirmation.ts'

const EMPTY_BILLING: Billing = {
  fullname: '',
  dni: '',
  vat_condition: 'consumidor_final',
  phone: '',
  email: '',
  address: '',
  location: '',
  postal_code: '',
}

export function useCheckout() {
  const cart = useCart()
  const session = useSession()
  const navigate = useNavigate()
  const [billing, setBilling] = useState<Billing>(EMPTY_BILLING)
  const [delivery, setDelivery] = useState<Delivery>(deliveryFor(1, EMPTY_BILLING))
  const [paymentList, setPaymentList] = useState<PriceList>(DEFAULT_PRICE_LIST)
  const [busy, setBusy] = useState(false)
  const [missing, setMissing] = useState<string[]>([])
  const [billingErrors, setBillingErrors] = useState<Record<string, string>>({})
  const idempotencyKey = useRef<string | null>(null)

  // Billing data comes from the signed-in customer; the e-mail is the session's and read-only.
  // When the session ends, what the shopper typed stays: they sign in again and carry on.
  useEffect(() => {
    const user = session.user
    if (!user) {
      setBilling((b) => ({ ...b, email: session.email ?? '' }))
      return
    }
    const next: Billing = {
      fullname: user.fullname,
      dni: user.dni,
      vat_condition: user.vat_condition,
      phone: user.phone,
      email: user.email,
      address: user.address,
      location: user.location,
      postal_code: user.postal_code,
    }
    setBilling(next)
    setDelivery((d) => (d.option === 1 ? deliveryFor(1, next) : d))
  }, [session.user, session.email])

  const priced = cart.lines.flatMap((line) =>
    cart.products[line.sku] ? [{ product: cart.products[line.sku]!, quantity: line.quantity }] : [],
  )

  function setBillingField(field: Exclude<keyof Billing, 'vat_condition'>, value: string) {
    setBilling((b) => {
      const next = { ...b, [field]: value }
      if (delivery.option === 1 && (field === 'address' || field === 'postal_code')) setDelivery(deliveryFor(1, next))
      return next
    })
  }

  /** The cart stays in its cookie: after signing in again the shopper finds it as it was. */
  async function askToSignInAgain() {
    const alert = orderFailureAlert('session')
    const go = await confirmDialog({ icon: alert.icon, title: alert.title, text: alert.text, confirm: 'Ir a iniciar sesión' })
    if (go) navigate('/login')
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!session.loggedIn && session.expired) return askToSignInAgain()
    if (!session.loggedIn) {
      const go = await confirmDialog({
        icon: 'warning',
        title: 'Iniciá sesión para continuar',
        text: 'Para generar el pedido necesitás iniciar sesión o crear una cuenta.',
        confirm: 'Ir a iniciar sesión',
      })
      if (go) navigate('/login')
      return
    }
    // The DNI or CUIT/CUIL and the VAT condition, checked as the server checks them (issue 15).
    const identity = billingFieldsSchema.safeParse({ dni: billing.dni, vat_condition: billing.vat_condition })
    const identityErrors = identity.success ? {} : fieldErrors(identity.error)
    setBillingErrors(identityErrors)
    if (!identity.success && billing.dni.trim() !== '') {
      await showAlert({ icon: 'warning', title: 'Atención', text: Object.values(identityErrors)[0] ?? '' })
      return
    }
    const problem = checkoutProblem({
      sessionEmail: session.email,
      billing,
      delivery,
      paymentList,
      unavailableSkus: unavailableLines(cart.lines, cart.unavailable).map((l) => l.sku),
    })
    if (problem) {
      setMissing(problem.kind === 'missing' ? problem.fields : [])
      await showAlert({ icon: 'warning', title: 'Atención', text: problem.message })
      return
    }
    setMissing([])
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
        }),
      idempotencyKey.current,
    )
    setBusy(false)
    if (!result.ok) {
      const alert = orderFailureAlert(result.failure)
      if (alert.offerLogin) await askToSignInAgain()
      else await showAlert({ icon: alert.icon, title: alert.title, text: alert.text })
      return
    }
    idempotencyKey.current = null
    cart.clear()
    await showAlert({ icon: 'success', title: '¡Pedido generado!', text: orderConfirmation(result.movement), timer: null })
    navigate('/')
  }

  return {
    empty: cart.lines.length === 0,
    sessionExpired: session.expired && !session.loggedIn,
    sessionEmail: session.email,
    billing,
    setBillingField,
    setVatCondition: (value: string) =>
      setBilling((b) => ({ ...b, vat_condition: parseVatCondition(value) ?? DEFAULT_VAT_CONDITION })),
    /** a billing field's message from the last attempt (the DNI or CUIT/CUIL, the VAT condition) */
    billingError: (field: 'dni' | 'vat_condition') => billingErrors[field],
    delivery,
    chooseDelivery: (option: DeliveryOption) => setDelivery(deliveryFor(option, billing)),
    setDeliveryAddress: (change: Partial<Pick<Delivery, 'address' | 'postal_code'>>) => setDelivery({ ...delivery, ...change }),
    paymentList,
    setPaymentList,
    /** what each payment list would cost for this cart */
    totalFor: (list: PriceList) => cartTotal(priced, list),
    /** the financing figures of paying this cart with an instalment list, as the product page shows them */
    planFor: (list: PriceList) => cartPlanView(priced, list),
    totalWithoutTaxes: cartTotalWithoutNationalTaxes(priced, paymentList),
    /** a field the last attempt found empty */
    isMissing: (field: string) => missing.includes(field),
    busy,
    submit,
  }
}

export type Checkout = ReturnType<typeof useCheckout>
