import { ShoppingCart, Trash2, X } from '../icons.tsx'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import type { CartLine } from '#domain/cart.ts'
import { LINE_UNAVAILABLE_LABEL } from '#domain/checkout.ts'
import { stripEan } from '#domain/ean.ts'
import { priceWithoutNationalTaxes } from '#domain/prices.ts'
import { useCart } from '../../lib/cart-context.tsx'
import { CartLineFrame } from './cart-line-frame.tsx'
import { Price, PriceWithoutTaxes } from '../price.tsx'
import { QuantityStepper } from './quantity-stepper.tsx'

/** One line of the drawer: the product, its price and quantity, or why it can no longer be ordered. */
function DrawerLine({ line }: { line: CartLine }) {
  const { products, unavailable, add, removeAmount, removeAll } = useCart()
  const product = products[line.sku]
  const name = product ? stripEan(product.name) : line.sku
  const gone = unavailable.has(line.sku)
  return (
    <CartLineFrame sku={line.sku} name={name} product={product} gone={gone} compact>
      {gone ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <p className="text-sm font-semibold text-red-700">{LINE_UNAVAILABLE_LABEL}</p>
          <button
            type="button"
            onClick={() => removeAll(line.sku)}
            aria-label={`Quitar ${name} del carrito`}
            className="inline-flex items-center gap-1 rounded px-1.5 py-1 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
          >
            <Trash2 aria-hidden className="size-4" /> Quitar
          </button>
        </div>
      ) : (
        <>
          <p className="text-sm font-bold">
            <Price amount={product?.price_list_1} />
          </p>
          {product && (
            <PriceWithoutTaxes amount={priceWithoutNationalTaxes(product)} className="text-[11px] leading-tight text-gray-500" />
          )}
          <div className="mt-1">
            <QuantityStepper
              quantity={line.quantity}
              name={name}
              onMinus={() => removeAmount(line.sku, 1)}
              onPlus={() => product && void add(product, 1)}
            />
          </div>
        </>
      )}
    </CartLineFrame>
  )
}

/** The header's cart drawer, a modal <dialog> sliding in from the right. */
export function CartDrawer() {
  const { lines, drawerOpen, setDrawerOpen, clear } = useCart()
  const dialog = useRef<HTMLDialogElement>(null)
  const location = useLocation()

  // The modal's open and close by state, as useModalDialog does for the account's and the back
  // office's dialogs: written here because the drawer is loaded from every page's shell, and a
  // hook shared with those route chunks becomes a chunk of its own that the shell must list.
  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (drawerOpen && !el.open) el.showModal()
    if (!drawerOpen && el.open) el.close()
  }, [drawerOpen])
  // Closed by a move to another page; not on mounting, which happens as the drawer first opens
  // (cart-overlays.tsx).
  const openedOn = useRef(location.pathname)
  useEffect(() => {
    if (openedOn.current === location.pathname) return
    openedOn.current = location.pathname
    setDrawerOpen(false)
  }, [location.pathname, setDrawerOpen])

  return (
    <dialog
      ref={dialog}
      aria-labelledby="cart-drawer-title"
      onClose={() => setDrawerOpen(false)}
      onClick={(e) => {
        if (e.target === e.currentTarget) setDrawerOpen(false)
      }}
      className="animate-drawer-in fixed inset-y-0 left-auto right-0 m-0 h-full max-h-none w-[min(420px,100vw)] max-w-none bg-white p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-gray-200 p-4">
          <h2 id="cart-drawer-title" className="flex items-center gap-2 text-lg font-extrabold">
            <ShoppingCart aria-hidden className="size-5" /> {lines.length ? 'Mi carrito' : 'Tu carrito está vacío'}
          </h2>
          <button
            type="button"
            onClick={() => setDrawerOpen(false)}
            aria-label="Cerrar carrito"
            className="rounded p-1.5 text-gray-600 hover:bg-gray-100"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        {lines.length === 0 ? (
          <p className="p-6 text-center text-gray-600">Aún no agregaste productos al carrito.</p>
        ) : (
          <>
            <div className="flex items-center justify-between px-4 py-2 text-sm">
              <Link to="/cart" className="font-semibold text-brand hover:underline">
                Ir a mi carrito
              </Link>
              <button type="button" onClick={clear} className="font-semibold text-red-700 hover:underline">
                Vaciar carrito
              </button>
            </div>
            <ul className="flex-1 divide-y divide-gray-100 overflow-y-auto px-4">
              {lines.map((line) => (
                <DrawerLine key={line.sku} line={line} />
              ))}
            </ul>
            <div className="border-t border-gray-200 p-4">
              <Link
                to="/cart"
                className="block rounded-md bg-brand px-4 py-3 text-center font-bold text-white hover:bg-brand-dark"
              >
                Finalizar Pedido
              </Link>
            </div>
          </>
        )}
      </div>
    </dialog>
  )
}
