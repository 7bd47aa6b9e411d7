import { Link } from 'react-router'
import { stripEan } from '#domain/ean.ts'
import type { CardProduct } from '#domain/financing-view.ts'
import { CASH_OFFER_LABEL, priceWithoutNationalTaxes } from '#domain/prices.ts'
import { productHref } from '../lib/paths.ts'
import { AddToCartButtons } from './cart/add-to-cart-buttons.tsx'
import { PlanFigures } from './financing/plan-figures.tsx'
import { ProductImage } from './product-image.tsx'
import { StockBadge } from './stock-badge.tsx'
import { Price, PriceWithoutTaxes } from './price.tsx'
import { CardAlertLink } from './shopper-lists/card-alert-link.tsx'
import { FavouriteHeart } from './shopper-lists/favourite-heart.tsx'
import { ResellerPriceSlot } from './wholesale/reseller-price-slot.tsx'

/** The card shared by carousels, the listing and recommendations. */
export function ProductCard({ product, eager = false }: { product: CardProduct; eager?: boolean }) {
  const name = stripEan(product.name)
  return (
    <article className="card relative">
      <Link to={productHref(product.sku)} className="group flex flex-1 flex-col">
        <div className="card-media">
          <ProductImage
            src={product.img_url}
            alt={name}
            width={300}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="card-img"
          />
        </div>
        <p className="card-brand">{product.brand}</p>
        <h3 className="card-name">{name}</h3>
        <div className="card-prices">
          <ResellerPriceSlot sku={product.sku} variant="card">
            <p className="text-lg font-bold text-gray-900">
              <Price amount={product.price_list_1} />
            </p>
            <p className="text-sm text-offer">
              <span className="text-xs font-bold">{`${CASH_OFFER_LABEL} `}</span>
              <Price amount={product.price_list_2} className="font-semibold" />
            </p>
            {product.financing && <PlanFigures plan={product.financing} size="card" className="mt-1" />}
            <PriceWithoutTaxes
              amount={priceWithoutNationalTaxes(product)}
              className="mt-1 text-[11px] leading-tight text-gray-500"
            />
          </ResellerPriceSlot>
          <div>
            <StockBadge stock={product.stock} />
          </div>
        </div>
      </Link>
      <AddToCartButtons product={product} compact className="mt-2" />
      {product.stock <= 0 && <CardAlertLink sku={product.sku} />}
      <FavouriteHeart productId={product.id} className="absolute right-4 top-4" />
    </article>
  )
}
