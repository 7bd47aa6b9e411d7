/**
 * The product page's price block (spec section 4): list price, cash offer with the saving, the
 * price without national taxes, the instalment plans and the stock. The back office's product
 * page previews it with the values being typed, so staff see what shoppers will.
 */
import type { PlanView } from '#domain/financing-view.ts'
import { CASH_OFFER_LABEL, cashSaving, priceWithoutNationalTaxes } from '#domain/prices.ts'
import type { Product } from '#domain/product.ts'
import { PlanFigures } from '../financing/plan-figures.tsx'
import { Price, PriceWithoutTaxes } from '../price.tsx'
import { StockBadge } from '../stock-badge.tsx'

export function PriceBlock({
  product,
  plans,
}: {
  product: Pick<Product, 'price_list_1' | 'price_list_2' | 'tax_percentage' | 'stock'>
  plans: PlanView[]
}) {
  const saving = cashSaving(product)
  return (
    <div className="rounded-lg bg-white p-4 ring-1 ring-gray-200">
      <p className="text-3xl font-extrabold">
        <Price amount={product.price_list_1} />
      </p>
      <p className="mt-1 text-offer">
        <span className="text-sm font-bold">{`${CASH_OFFER_LABEL} `}</span>
        <span className="text-xl font-bold">
          <Price amount={product.price_list_2} />
        </span>
        {saving > 0 && (
          <span className="ml-2 text-sm">
            (ahorrás <Price amount={saving} />)
          </span>
        )}
      </p>
      <PriceWithoutTaxes amount={priceWithoutNationalTaxes(product)} className="mt-1 text-xs text-gray-600" />
      {plans.length > 0 && (
        <section aria-labelledby="financing-title" className="mt-3 border-t border-gray-100 pt-3">
          <h2 id="financing-title" className="text-sm font-bold text-gray-900">
            Cuotas fijas con tarjeta de crédito
          </h2>
          <ul className="mt-1 divide-y divide-gray-100">
            {plans.map((plan) => (
              <li key={plan.list} className="py-2">
                <PlanFigures plan={plan} size="page" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-3">
        <StockBadge stock={product.stock} />
      </div>
    </div>
  )
}
