/**
 * The product page's price block (spec section 4), made to fit the first screen with the buy
 * buttons under it: list price and stock, the cash offer with the saving, the price without
 * national taxes, and the one plan the product's card advertises (featuredPlan) with every figure
 * the price rules ask for beside it — cash price, total financed, TEA and the CFTEA, prominent
 * (docs/legal.md). The other plans are listed below the buttons, folded (plan-list.tsx). The back
 * office's product page previews both with the values being typed, so staff see what shoppers will.
 */
import type { ComponentProps } from 'react'
import { featuredPlan, type PlanView } from '#domain/financing-view.ts'
import { CASH_OFFER_LABEL, cashSaving, priceWithoutNationalTaxes } from '#domain/prices.ts'
import type { Product } from '#domain/product.ts'
import { PlanFigures } from '../financing/plan-figures.tsx'
import { Price, PriceWithoutTaxes } from '../price.tsx'
import { StockBadge } from '../stock-badge.tsx'
import { ResellerPriceSlot } from '../wholesale/reseller-price-slot.tsx'

/** The back office's preview has no sku, and no reseller: its prices as they are. */
function Slot({ sku, ...slot }: Omit<ComponentProps<typeof ResellerPriceSlot>, 'sku'> & { sku: string | undefined }) {
  return sku ? <ResellerPriceSlot sku={sku} {...slot} /> : slot.children
}

export function PriceBlock({
  product,
  plans,
}: {
  product: Pick<Product, 'price_list_1' | 'price_list_2' | 'tax_percentage' | 'stock'> & { sku?: string }
  plans: PlanView[]
}) {
  const saving = cashSaving(product)
  const advertised = featuredPlan(plans)
  return (
    <div className="rounded-lg bg-white p-3 ring-1 ring-gray-200 md:p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <Slot sku={product.sku} variant="page-price">
          <p data-testid="price" className="text-2xl font-extrabold md:text-3xl">
            <Price amount={product.price_list_1} />
          </p>
        </Slot>
        <StockBadge stock={product.stock} />
      </div>
      <Slot sku={product.sku} variant="page">
        <p data-testid="cash-offer" className="text-offer">
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
        <PriceWithoutTaxes amount={priceWithoutNationalTaxes(product)} className="text-xs text-gray-600" />
        {advertised && (
          <div data-testid="advertised-plan" className="mt-2 border-t border-gray-100 pt-2">
            <PlanFigures plan={advertised} size="page" showTna={false} />
          </div>
        )}
      </Slot>
    </div>
  )
}
