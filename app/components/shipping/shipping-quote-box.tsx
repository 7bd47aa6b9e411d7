/**
 * 'Calculá el costo de envío' on the product page: a postal code (or CPA) and its quote, the
 * code remembered in this browser for the next product and the cart. The HTML the server sends
 * is the empty box, the same for every visitor (decision 020); a remembered code fills in after
 * hydration, in a result area whose height is reserved, so nothing below it moves.
 */
import { useId } from 'react'
import { Link } from 'react-router'
import { Truck } from '../icons.tsx'
import { QuoteResult } from './quote-result.tsx'
import { useShippingQuote } from './use-shipping-quote.ts'

export function ShippingQuoteBox({ subtotal }: { subtotal: number }) {
  const id = useId()
  const { code, setCode, state, calculate } = useShippingQuote(subtotal)
  const error = state.kind === 'refused' ? state.message : null
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="shipping-quote-box"
      className="rounded-lg bg-white p-3 ring-1 ring-gray-200 md:p-4"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-bold">
        <Truck aria-hidden className="size-5 text-brand" /> Calculá el costo de envío
      </h2>
      <form
        noValidate
        className="mt-2 flex items-start gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void calculate(code)
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-cp`} className="sr-only">
            Código postal
          </label>
          <input
            id={`${id}-cp`}
            name="cp"
            inputMode="text"
            autoComplete="postal-code"
            maxLength={20}
            placeholder="Tu código postal (ej. 1414)"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`w-full rounded-md border px-3 py-2 text-base ${error ? 'border-red-600' : 'border-gray-300'}`}
          />
        </div>
        <button
          type="submit"
          disabled={state.kind === 'loading'}
          className="shrink-0 rounded-md bg-brand px-4 py-2 font-bold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          Calcular
        </button>
      </form>
      {/* Reserved: three lines of result or message (a phone's width), so the quote arriving moves nothing below. */}
      <div aria-live="polite" className="mt-2 min-h-[3.75rem]">
        {error && (
          <p id={`${id}-error`} className="text-xs font-semibold text-red-700">
            {error}
          </p>
        )}
        {state.kind === 'loading' && <p className="text-sm text-gray-500">Calculando…</p>}
        {state.kind === 'quoted' && <QuoteResult quote={state.quote} />}
      </div>
      <Link to="/shipments" className="text-xs font-semibold text-brand underline underline-offset-2">
        Ver zonas de envío
      </Link>
    </section>
  )
}
