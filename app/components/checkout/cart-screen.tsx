import { Link } from 'react-router'
import { SESSION_EXPIRED_MESSAGE } from '#domain/messages.ts'
import { CartLines } from '../cart/cart-lines.tsx'
import { BillingFields } from './billing-fields.tsx'
import { DeliveryFields } from './delivery-fields.tsx'
import { EmptyCart } from './empty-cart.tsx'
import { OrderSummary } from './order-summary.tsx'
import { PaymentOptions } from './payment-options.tsx'
import { useCheckout } from './use-checkout.ts'

/**
 * The cart page's lines and checkout form (routes/cart.tsx), loaded only for a cart with lines:
 * the form's validation (zod) would otherwise weigh on every visit to an empty cart.
 */
export default function CartScreen() {
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
      <form onSubmit={checkout.submit} noValidate className="mt-5 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 space-y-6">
          <CartLines paymentList={checkout.paymentList} />
          <BillingFields checkout={checkout} />
          <DeliveryFields checkout={checkout} />
        </div>
        <aside className="min-w-0 space-y-4 lg:sticky lg:top-32 lg:self-start">
          <PaymentOptions checkout={checkout} />
          <OrderSummary checkout={checkout} />
        </aside>
      </form>
    </main>
  )
}
