import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { CartProduct } from '#domain/product.ts'
import { productHref } from '../../lib/paths.ts'
import { ProductImage } from '../product-image.tsx'

/**
 * One cart line as the drawer (`compact`) and the cart screen show it: the picture, the brand and
 * the name, a link unless the catalogue no longer knows the product; what follows is each one's.
 */
export function CartLineFrame({
  sku,
  name,
  product,
  gone,
  compact = false,
  children,
}: {
  sku: string
  name: string
  product: CartProduct | undefined
  gone: boolean
  compact?: boolean
  children: ReactNode
}) {
  const size = compact ? 64 : 80
  const text = compact ? 'text-sm ' : ''
  return (
    <li className={compact ? 'flex gap-3 py-3' : 'flex gap-3 p-4'}>
      <ProductImage
        src={product?.img_url}
        alt=""
        width={size}
        height={size}
        className={`${compact ? 'size-16' : 'size-20'} shrink-0 rounded object-contain ring-1 ring-gray-100`}
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase text-gray-500">{product?.brand}</p>
        {gone ? (
          // its product page no longer exists
          <p className={`line-clamp-2 break-all ${text}font-medium text-gray-600`}>{name}</p>
        ) : (
          <Link to={productHref(sku)} className={`line-clamp-2 ${text}font-medium hover:text-brand hover:underline`}>
            {name}
          </Link>
        )}
        {children}
      </div>
    </li>
  )
}
