/** Under the delivery fields: when and for how much the order arrives, or how it is quoted. */
import type { CartShipping } from './use-cart-shipping.ts'
import { QuoteResult } from './quote-result.tsx'

export function CartShippingNote({ state }: { state: CartShipping }) {
  return (
    <div aria-live="polite" className="mt-3 min-h-5">
      {state.kind === 'quoted' && <QuoteResult quote={state.quote} />}
      {state.kind === 'none' && (
        <p className="text-xs text-gray-600">Ingresá el código postal de entrega para calcular el envío.</p>
      )}
    </div>
  )
}
