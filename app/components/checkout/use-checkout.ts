/**
 * The cart screen's order form as state and actions: billing data from the signed-in customer and
 * the delivery option (use-billing-and-delivery.ts), the payment list, the checks before sending,
 * and the sending (use-send-order.ts, with the three calls of lib/place-order.ts). The rules are
 * domain/checkout.ts; the components in this folder only show what this hook holds.
 */
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { unavailableLines } from '#domain/cart.ts'
import { checkoutProblem } from '#domain/checkout.ts'
import { cartPlanView } from '#domain/financing-view.ts'
import { billingFieldsSchema } from '#domain/forms/billing-identity.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { fromCents, toCents } from '#domain/money.ts'
import { cartTotal, DEFAULT_PRICE_LIST, orderTotalWithoutNationalTaxes, type PriceList } from '#domain/prices.ts'
import { resellerCheckout } from '#domain/wholesale/reseller-checkout.ts'
import { useCart } from '../../lib/cart-context.tsx'
import { showAlert } from '../../lib/dialogs.ts'
import { useSession } from '../../lib/session-context.tsx'
import { useBillingAndDelivery } from './use-billing-and-delivery.ts'
import { askToSignIn, useSendOrder } from './use-send-order.ts'
import { useCartShipping } from '../shipping/use-cart-shipping.ts'

export function useCheckout() {
  const cart = useCart()
  const session = useSession()
  const navigate = useNavigate()
  const { billing, delivery, ...billingAndDelivery } = useBillingAndDelivery()
  const [paymentList, setPaymentList] = useState<PriceList>(DEFAULT_PRICE_LIST)
  const [onAccount, setOnAccount] = useState(false)
  const [missing, setMissing] = useState<string[]>([])
  const [billingErrors, setBillingErrors] = useState<Record<string, string>>({})
  const { busy, send } = useSendOrder()

  const priced = cart.lines.flatMap((line) =>
    cart.products[line.sku] ? [{ product: cart.products[line.sku]!, quantity: line.quantity }] : [],
  )
  // Quoted from the delivery's postal code (server/shipping/); the server quotes again when the order is placed.
  const shipping = useCartShipping(delivery, cartTotal(priced, paymentList))
  // an approved reseller's figures: IVA apart, the minimum, the cuenta corriente (decision 058)
  const reseller = cart.reseller.approved
    ? resellerCheckout({
        lines: priced,
        list: paymentList,
        prices: cart.reseller.prices,
        shippingCost: shipping.cost ?? 0,
        terms: cart.reseller.terms,
        onAccount,
      })
    : null

  /** The checks made before sending, as the server makes them: false when one failed (and was shown). */
  async function readyToSend() {
    // The DNI or CUIT/CUIL and the VAT condition, checked as the server checks them.
    const identity = billingFieldsSchema.safeParse({ dni: billing.dni, vat_condition: billing.vat_condition })
    const identityErrors = identity.success ? {} : fieldErrors(identity.error)
    setBillingErrors(identityErrors)
    if (!identity.success && billing.dni.trim() !== '') {
      await showAlert({ icon: 'warning', title: 'Atención', text: Object.values(identityErrors)[0] ?? '' })
      return false
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
      return false
    }
    setMissing([])
    const terms = reseller?.problem
    if (terms) {
      await showAlert({ icon: 'warning', title: 'Atención', text: terms })
      return false
    }
    return true
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!session.loggedIn) return askToSignIn(session.expired, navigate)
    if (session.userLoading) return
    if (!(await readyToSend())) return
    const shippingNow = await shipping.recheck()
    if (!shippingNow.ok) return void (await showAlert({ icon: 'info', title: 'Atención', text: shippingNow.message }))
    await send({ billing, delivery, paymentList, seenShipping: shippingNow.cost, onAccount: reseller !== null && onAccount })
  }

  return {
    empty: cart.lines.length === 0,
    sessionExpired: session.expired && !session.loggedIn,
    sessionEmail: session.email,
    billing,
    ...billingAndDelivery,
    /** a billing field's message from the last attempt (the DNI or CUIT/CUIL, the VAT condition) */
    billingError: (field: 'dni' | 'vat_condition') => billingErrors[field],
    delivery,
    paymentList,
    setPaymentList: (list: PriceList) => {
      setOnAccount(false)
      setPaymentList(list)
    },
    /** a reseller's cuenta corriente is chosen (it pays at the cash list, as the server does) */
    onAccount: reseller !== null && onAccount,
    chooseOnAccount: () => {
      setOnAccount(true)
      setPaymentList(2)
    },
    /** an approved reseller's figures and terms; null for everyone else */
    reseller,
    /** what each payment list would cost for this cart */
    totalFor: (list: PriceList) => cartTotal(priced, list),
    /** the financing figures of paying this cart with an instalment list, as the product page shows them */
    planFor: (list: PriceList) => cartPlanView(priced, list),
    /** under the total: the shipping's included, as it is in the total */
    totalWithoutTaxes: orderTotalWithoutNationalTaxes(priced, paymentList, shipping.cost ?? null),
    /** the shipping quoted for the delivery (components/shipping/) */
    shipping,
    /** the total in the chosen list with the shipping's cost (none while unknown or "a cotizar") */
    totalWithShipping: fromCents(toCents(cartTotal(priced, paymentList)) + toCents(shipping.cost ?? 0)),
    /** a field the last attempt found empty */
    isMissing: (field: string) => missing.includes(field),
    busy,
    /** the signed-in customer's data are still loading into the billing fields */
    loadingCustomer: session.userLoading,
    submit,
  }
}

export type Checkout = ReturnType<typeof useCheckout>
