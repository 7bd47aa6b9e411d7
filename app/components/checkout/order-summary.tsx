import { Link } from 'react-router'
import { store } from '#config/store.ts'
import { TERMS_PATH } from '../legal/legal-paths.ts'
import { Price, PriceWithoutTaxes } from '../price.tsx'
import type { Checkout } from './use-checkout.ts'
import { WHOLESALE_TERMS_MESSAGES as W } from '#domain/wholesale/wholesale-prices.ts'
import { CartShippingLine } from '../shipping/cart-shipping-line.tsx'

/**
 * A reseller's total with its IVA apart (a Factura A), and the minimum order's sentence while the
 * cart is under it: told here, beside the total, before the order is sent.
 */
function ResellerFigures({ reseller }: { reseller: NonNullable<Checkout['reseller']> }) {
  return (
    <>
      <dl data-testid="reseller-vat" className="mt-1 space-y-0.5 text-right text-xs text-gray-600">
        <div className="flex justify-end gap-2">
          <dt>{W.netLabel}</dt>
          <dd>
            <Price amount={reseller.split.net} />
          </dd>
        </div>
        <div className="flex justify-end gap-2">
          <dt>{W.vatLabel}</dt>
          <dd>
            <Price amount={reseller.split.vat} />
          </dd>
        </div>
      </dl>
      {reseller.minimumProblem && (
        <p role="status" className="mt-3 rounded-md bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {reseller.minimumProblem}
        </p>
      )}
    </>
  )
}

/** The total in the chosen list, without national taxes too (a reseller's IVA apart), and 'Generar pedido'. */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
  return (
    <div className="rounded-xl bg-white p-5 ring-1 ring-gray-200">
      <CartShippingLine state={checkout.shipping.state} />
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-lg">
        <span className="font-bold">Total</span>
        <Price amount={checkout.totalWithShipping} className="text-2xl font-extrabold" />
      </p>
      {checkout.reseller ? (
        <ResellerFigures reseller={checkout.reseller} />
      ) : (
        <PriceWithoutTaxes amount={checkout.totalWithoutTaxes} className="mt-1 text-right text-xs text-gray-600" />
      )}
      <button
        type="submit"
        disabled={checkout.busy || checkout.loadingCustomer}
        className="mt-4 w-full rounded-md bg-brand px-4 py-3 font-bold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {checkout.busy ? 'Generando pedido…' : checkout.loadingCustomer ? 'Cargando tus datos…' : 'Generar pedido'}
      </button>
      <p className="mt-3 text-center text-xs text-gray-600">
        Al generar el pedido aceptás los{' '}
        <Link to={TERMS_PATH} className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark">
          {store.legal.terms.linkLabel}
        </Link>
        .
      </p>
    </div>
  )
}
