/** The order summary's shipping line: its amount, 'Gratis', 'A cotizar', or nothing while unknown. */
import { formatPrice } from '#domain/format.ts'
import type { CartShipping } from './use-cart-shipping.ts'

function amountOf(state: CartShipping): { label: string; amount: string } | null {
  if (state.kind === 'pickup') return { label: 'Retiro en sucursal', amount: 'Sin cargo' }
  if (state.kind === 'loading') return { label: 'Envío', amount: 'Calculando…' }
  if (state.kind !== 'quoted') return null
  const { quote } = state
  if (!quote.quoted) return { label: 'Envío', amount: 'A cotizar' }
  return { label: `Envío a ${quote.zone}`, amount: quote.price === 0 ? 'Gratis' : formatPrice(quote.price) }
}

export function CartShippingLine({ state }: { state: CartShipping }) {
  const line = amountOf(state)
  // The row keeps its height while unknown, so the total below it never jumps.
  return (
    <p data-testid="cart-shipping" className="mb-2 flex min-h-6 flex-wrap items-baseline justify-between gap-x-3 text-sm">
      {line && (
        <>
          <span className="text-gray-700">{line.label}</span>
          <span className="font-semibold">{line.amount}</span>
        </>
      )}
    </p>
  )
}
