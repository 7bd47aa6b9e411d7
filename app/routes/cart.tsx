import { ShoppingCart } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { store } from '#config/store.ts'
import {
  checkoutProblem,
  DELIVERY_OPTIONS,
  deliveryFor,
  orderFailureAlert,
  orderPayload,
  type Delivery,
  type DeliveryOption,
} from '#domain/checkout.ts'
import { unavailableLines } from '#domain/cart.ts'
import { SESSION_EXPIRED_MESSAGE } from '#domain/messages.ts'
import type { Billing } from '#domain/order-payload.ts'
import {
  cartTotal,
  cartTotalWithoutNationalTaxes,
  PAYMENT_OPTIONS,
  type InstalmentCount,
  type PriceList,
} from '#domain/prices.ts'
import { formatPercent } from '#domain/format.ts'
import { CartLines } from '../components/cart/cart-lines.tsx'
import { TextField } from '../components/forms/text-field.tsx'
import { TERMS_PATH } from '../components/legal/legal-paths.ts'
import { Price, PriceWithoutTaxes } from '../components/price.tsx'
import { useCart } from '../lib/cart-context.tsx'
import { confirmDialog, showAlert } from '../lib/dialogs.ts'
import { placeOrder } from '../lib/place-order.ts'
import { pageTitle } from '../lib/seo.ts'
import { useSession } from '../lib/session-context.tsx'

export function meta() {
  return [{ title: pageTitle('Carrito de compras') }, { name: 'robots', content: 'noindex' }]
}

const EMPTY_BILLING: Billing = { fullname: '', dni: '', phone: '', email: '', address: '', location: '', postal_code: '' }

export const ORDER_CONFIRMATION = (movement: string) =>
  `Tu pedido N° ${movement} fue generado con éxito. Un operador se comunicará con vos por WhatsApp dentro del horario de atención (${store.hours.footer}) para coordinar el pago y el envío; el costo de envío se cotiza luego del pedido. Si no recibís respuesta dentro de las 24 horas hábiles, llamanos al ${store.phones.main.display}.`

export default function CartPage() {
  const cart = useCart()
  const session = useSession()
  const navigate = useNavigate()
  const [billing, setBilling] = useState<Billing>(EMPTY_BILLING)
  const [delivery, setDelivery] = useState<Delivery>(deliveryFor(1, EMPTY_BILLING))
  const [paymentList, setPaymentList] = useState<PriceList>(1)
  const [busy, setBusy] = useState(false)
  const [missing, setMissing] = useState<string[]>([])
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
  const total = cartTotal(priced, paymentList)

  function setBillingField(field: keyof Billing, value: string) {
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
    await showAlert({ icon: 'success', title: '¡Pedido generado!', text: ORDER_CONFIRMATION(result.movement), timer: null })
    navigate('/')
  }

  if (cart.lines.length === 0) {
    return (
      <main className="mx-auto max-w-3xl px-3 py-16 text-center">
        <ShoppingCart aria-hidden className="mx-auto size-14 text-gray-400" />
        <h1 className="mt-3 text-2xl font-extrabold">Tu carrito está vacío</h1>
        <Link to="/search" className="mt-6 inline-block rounded-md bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark">
          Ver productos
        </Link>
      </main>
    )
  }

  const invalid = (field: string) => missing.includes(field)
  return (
    <main className="mx-auto max-w-7xl px-3 py-6">
      <h1 className="text-2xl font-extrabold">Carrito de compras</h1>
      {session.expired && !session.loggedIn && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {SESSION_EXPIRED_MESSAGE}.{' '}
          <Link to="/login" className="font-bold underline underline-offset-2">
            Iniciar sesión
          </Link>
        </p>
      )}
      <form onSubmit={submit} noValidate className="mt-5 grid gap-6 lg:grid-cols-[1fr_380px]">
        <div className="space-y-6">
          <CartLines paymentList={paymentList} />
          <fieldset className="rounded-xl bg-white p-5 ring-1 ring-gray-200">
            <legend className="px-1 text-lg font-bold">Datos de facturación</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Nombre completo"
                value={billing.fullname}
                onChange={(e) => setBillingField('fullname', e.target.value)}
                autoComplete="name"
                error={invalid('billing.fullname') ? 'Campo obligatorio' : undefined}
              />
              <TextField
                label="DNI"
                value={billing.dni}
                inputMode="numeric"
                onChange={(e) => setBillingField('dni', e.target.value)}
                error={invalid('billing.dni') ? 'Campo obligatorio' : undefined}
              />
              <TextField
                label="Celular"
                value={billing.phone}
                inputMode="tel"
                autoComplete="tel"
                onChange={(e) => setBillingField('phone', e.target.value)}
                error={invalid('billing.phone') ? 'Campo obligatorio' : undefined}
              />
              <TextField label="Correo electrónico" value={session.email ?? billing.email} readOnly />
              <TextField
                label="Dirección"
                value={billing.address}
                autoComplete="street-address"
                onChange={(e) => setBillingField('address', e.target.value)}
                error={invalid('billing.address') ? 'Campo obligatorio' : undefined}
              />
              <TextField
                label="Localidad"
                value={billing.location}
                autoComplete="address-level2"
                onChange={(e) => setBillingField('location', e.target.value)}
              />
              <TextField
                label="Código postal"
                value={billing.postal_code}
                inputMode="numeric"
                autoComplete="postal-code"
                onChange={(e) => setBillingField('postal_code', e.target.value)}
                error={invalid('billing.postal_code') ? 'Campo obligatorio' : undefined}
              />
            </div>
          </fieldset>
          <fieldset className="rounded-xl bg-white p-5 ring-1 ring-gray-200">
            <legend className="px-1 text-lg font-bold">Opciones de entrega</legend>
            <div className="space-y-2">
              {DELIVERY_OPTIONS.map((option) => (
                <label key={option.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="delivery"
                    checked={delivery.option === option.value}
                    onChange={() => setDelivery(deliveryFor(option.value as DeliveryOption, billing))}
                  />
                  {option.label}
                </label>
              ))}
            </div>
            {delivery.option === 3 && (
              <p className="mt-2 text-sm text-gray-600">Retiro por nuestras sucursales: {store.hours.pickup}.</p>
            )}
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <TextField
                label="Dirección de entrega"
                value={delivery.address}
                readOnly={delivery.option !== 2}
                onChange={(e) => setDelivery({ ...delivery, address: e.target.value })}
                error={invalid('delivery.address') ? 'Campo obligatorio' : undefined}
              />
              <TextField
                label="Código postal de entrega"
                value={delivery.postal_code}
                readOnly={delivery.option !== 2}
                onChange={(e) => setDelivery({ ...delivery, postal_code: e.target.value })}
                error={invalid('delivery.postal_code') ? 'Campo obligatorio' : undefined}
              />
            </div>
            <p className="mt-3 text-xs text-gray-600">El costo de envío se cotiza después de generar el pedido.</p>
          </fieldset>
        </div>
        <aside className="space-y-4 lg:sticky lg:top-32 lg:self-start">
          <fieldset className="rounded-xl bg-white p-5 ring-1 ring-gray-200">
            <legend className="px-1 text-lg font-bold">Forma de pago</legend>
            <div className="space-y-2">
              {PAYMENT_OPTIONS.map((option) => {
                const optionTotal = cartTotal(priced, option.list)
                return (
                  <label
                    key={option.list}
                    className={`flex items-start gap-2 rounded-md p-2 text-sm ring-1 ${paymentList === option.list ? 'bg-blue-50 ring-brand' : 'ring-gray-200'}`}
                  >
                    <input
                      type="radio"
                      name="payment"
                      className="mt-1"
                      checked={paymentList === option.list}
                      onChange={() => setPaymentList(option.list)}
                    />
                    <span className="flex-1">
                      <span className="block font-semibold">{option.label}</span>
                      {option.instalments > 1 && (
                        <span className="block text-gray-600">
                          {option.instalments} cuotas de{' '}
                          <Price amount={Math.round((optionTotal * 100) / option.instalments) / 100} /> · CFTEA:{' '}
                          {formatPercent(store.instalmentPlans[option.instalments as InstalmentCount]?.cftea ?? 0)}
                        </span>
                      )}
                    </span>
                    <Price amount={optionTotal} className="font-bold" />
                  </label>
                )
              })}
            </div>
          </fieldset>
          <div className="rounded-xl bg-white p-5 ring-1 ring-gray-200">
            <p className="flex items-baseline justify-between text-lg">
              <span className="font-bold">Total</span>
              <Price amount={total} className="text-2xl font-extrabold" />
            </p>
            <PriceWithoutTaxes
              amount={cartTotalWithoutNationalTaxes(priced, paymentList)}
              className="mt-1 text-right text-xs text-gray-600"
            />
            <button
              type="submit"
              disabled={busy}
              className="mt-4 w-full rounded-md bg-brand px-4 py-3 font-bold text-white hover:bg-brand-dark disabled:opacity-60"
            >
              {busy ? 'Generando pedido…' : 'Generar pedido'}
            </button>
            <p className="mt-3 text-center text-xs text-gray-600">
              Al generar el pedido aceptás los{' '}
              <Link to={TERMS_PATH} className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark">
                {store.legal.terms.linkLabel}
              </Link>
              .
            </p>
          </div>
        </aside>
      </form>
    </main>
  )
}
