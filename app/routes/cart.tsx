import { Link } from 'react-router'
import { SESSION_EXPIRED_MESSAGE } from '#domain/messages.ts'
import { CartLines } from '../components/cart/cart-lines.tsx'
import { BillingFields } from '../components/checkout/billing-fields.tsx'
import { DeliveryFields } from '../components/checkout/delivery-fields.tsx'
import { EmptyCart } from '../components/checkout/empty-cart.tsx'
import { OrderSummary } from '../components/checkout/order-summary.tsx'
import { PaymentOptions } from '../components/checkout/payment-options.tsx'
import { useCheckout } from '../components/checkout/use-checkout.ts'
import { useCart } from '../lib/cart-context.tsx'
import { pageTitle } from '../lib/seo.ts'

export function meta() {
  return [{ title: pageTitle('Carrito de compras') }, { name: 'robots', content: 'noindex' }]
}

/**
 * The page is the same for everybody (the server knows no cart): until the browser has read the
 * cart cookie and the lines' products have arrived it shows the screen's frame, and every state
 * keeps at least a screen's height, so the footer is below the fold and nothing moves when the
 * lines come in.
 */
export default function CartPage() {
  const { settled } = useCart()
  return <div className="min-h-screen">{settled ? <CartScreen /> : <CartLoading />}</div>
}

function CartLoading() {
  return (
    <main className="mx-auto max-w-7xl px-3 py-6" aria-busy="true">
      <h1 className="text-2xl font-extrabold">Carrito de compras</h1>
      <div className="mt-5 grid gap-6 lg:grid-cols-[1fr_380px]">
        <div className="h-64 animate-pulse rounded-xl bg-white ring-1 ring-gray-200" />
        <div className="h-64 animate-pulse rounded-xl bg-white ring-1 ring-gray-200" />
      </div>
    </main>
  )
}

function CartScreen() {
  const checkout = useCheckout()
  if (checkout.empty) return <EmptyCart />
  return (
    <main className="mx-auto max-w-7xl px-3 py-6">
      <h1 className="text-2xl font-extrabold">Carrito de compras</h1>
      {checkout.sessionExpired && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {SESSION_EXPIRED_MESSAGE}.{' '}
          <Link to="/login" className="font-bold underline underline-offset-2">
            Iniciar sesión
          </Link>
        </p>
      )}
      <form onSubmit={checkout.submit} noValidate className="mt-5 grid gap-6 lg:grid-cols-[1fr_380px]">
        <div className="space-y-6">
          <CartLines paymentList={checkout.paymentList} />
          <BillingFields checkout={checkout} />
          <DeliveryFields checkout={checkout} />
        </div>
        <aside className="space-y-4 lg:sticky lg:top-32 lg:self-start">
          <PaymentOptions checkout={checkout} />
          <OrderSummary checkout={checkout} />
        </aside>
      </form>
    </main>
  )
}
