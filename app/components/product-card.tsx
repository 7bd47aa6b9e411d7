import { Link } from 'react-router'
import { stripEan } from '#domain/ean.ts'
import type { CardProduct } from '#domain/financing-view.ts'
import { priceWithoutNationalTaxes } from '#domain/prices.ts'
import { productHref } from '../lib/paths.ts'
import { AddToCartButtons } from './cart/add-to-cart-buttons.tsx'
import { PlanFigures } from './financing/plan-figures.tsx'
import { ProductImage } from './product-image.tsx'
import { StockBadge } from './stock-badge.tsx'
import { Price, PriceWithoutTaxes } from './price.tsx'

/** The card shared by carousels, the listing and recommendations. */
export function ProductCard({ product, eager = false }: { product: CardProduct; eager?: boolean }) {
  const name = stripEan(product.name)
  return (
    <article className="flex h-full flex-col rounded-lg bg-white p-3 shadow-sm ring-1 ring-gray-200 transition hover:shadow-md">
      <Link to={productHref(product.sku)} className="group flex flex-1 flex-col">
        <div className="aspect-square w-full overflow-hidden rounded-md bg-gray-50">
          <ProductImage
            src={product.img_url}
            alt={name}
            width={300}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-contain transition group-hover:scale-105"
          />
        </div>
        <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-gray-500">{product.brand}</p>
        <h3 className="line-clamp-2 min-h-10 text-sm font-medium text-gray-900 group-hover:text-brand">{name}</h3>
        <div className="mt-auto pt-2">
          <p className="text-lg font-bold text-gray-900">
            <Price amount={product.price_list_1} />
          </p>
          <p className="text-sm text-offer">
            <span className="text-xs font-bold">OFERTA CONTADO </span>
            <span className="font-semibold">
              <Price amount={product.price_list_2} />
            </span>
          </p>
          {product.financing && (
            <div className="mt-1">
              <PlanFigures plan={product.financing} size="card" />
            </div>
          )}
          <PriceWithoutTaxes
            amount={priceWithoutNationalTaxes(product)}
            className="mt-1 text-[11px] leading-tight text-gray-500"
          />
          <div className="mt-2">
            <StockBadge stock={product.stock} />
          </div>
        </div>
      </Link>
      <div className="mt-2">
        <AddToCartButtons product={product} compact />
      </div>
    </article>
  )
}
