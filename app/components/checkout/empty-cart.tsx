import { ShoppingCart } from '../icons.tsx'
import { Link } from 'react-router'

export function EmptyCart() {
  return (
    <main className="mx-auto max-w-3xl px-3 py-16 text-center">
      <ShoppingCart aria-hidden className="mx-auto size-14 text-gray-400" />
      <h1 className="mt-3 text-2xl font-extrabold">Tu carrito está vacío</h1>
      <Link to="/search" className="mt-6 inline-block rounded-md bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark">
        Ver productos
      </Link>
    </main>
  )
}
