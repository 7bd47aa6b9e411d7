import { Trash2 } from '../icons.tsx'
import { LINE_UNAVAILABLE_LABEL } from '#domain/checkout.ts'
import { stripEan } from '#domain/ean.ts'
import { amountWithoutNationalTaxes, paymentListPrice, type PriceList } from '#domain/prices.ts'
import { useCart } from '../../lib/cart-context.tsx'
import { Price, PriceWithoutTaxes } from '../price.tsx'
import { CartLineFrame } from './cart-line-frame.tsx'
import { StockBadge } from '../stock-badge.tsx'
import { QuantityStepper } from './quantity-stepper.tsx'

/**
 * The cart screen's lines: price from the chosen list, quantity controls, stock label, remove. A
 * line the catalogue no longer knows says so and keeps only its remove button.
 */
export function CartLines({ paymentList }: { paymentList: PriceList }) {
  const { lines, products, unavailable, add, removeOne, removeAll } = useCart()
  return (
    <ul className="divide-y divide-gray-100 rounded-xl bg-white ring-1 ring-gray-200">
      {lines.map((line) => {
        const product = products[line.sku]
        const name = product ? stripEan(product.name) : line.sku
        const unit = product ? paymentListPrice(product, paymentList) : null
        const gone = unavailable.has(line.sku)
        return (
          <CartLineFrame key={line.sku} sku={line.sku} name={name} product={product} gone={gone}>
            {gone && (
              <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
                {LINE_UNAVAILABLE_LABEL}: quitalo del carrito para generar el pedido.
              </p>
            )}
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              {product && <StockBadge stock={product.stock} />}
              {product && product.stock < line.quantity && (
                <span role="alert" className="text-xs font-semibold text-red-700">
                  No hay stock suficiente: quitá o reducí este producto para generar el pedido.
                </span>
              )}
              {!gone && (
                <span className="text-sm text-gray-600">
                  Unitario: <Price amount={unit} />
                </span>
              )}
              {product && unit !== null && (
                <PriceWithoutTaxes
                  as="span"
                  amount={amountWithoutNationalTaxes(unit, product.tax_percentage)}
                  className="text-xs text-gray-500"
                />
              )}
            </div>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              {gone ? (
                <span className="text-sm text-gray-600">Cantidad: {line.quantity}</span>
              ) : (
                <QuantityStepper
                  quantity={line.quantity}
                  name={name}
                  onMinus={() => removeOne(line.sku)}
                  onPlus={() => product && void add(product, 1)}
                />
              )}
              {!gone && (
                <span className="font-bold">
                  <Price amount={unit === null ? null : Math.round(unit * 100 * line.quantity) / 100} />
                </span>
              )}
              <button
                type="button"
                onClick={() => removeAll(line.sku)}
                aria-label={`Quitar ${name} del carrito`}
                className="rounded p-1.5 text-red-700 hover:bg-red-50"
              >
                <Trash2 aria-hidden className="size-5" />
              </button>
            </div>
          </CartLineFrame>
        )
      })}
    </ul>
  )
}
