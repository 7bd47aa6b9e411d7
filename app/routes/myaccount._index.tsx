import { LogOut, Package, UserRound } from 'lucide-react'
import { Link } from 'react-router'
import { pageTitle } from '../lib/seo.ts'
import { useSession } from '../lib/session-context.tsx'

export function meta() {
  return [{ title: pageTitle('Mi cuenta') }, { name: 'robots', content: 'noindex' }]
}

export default function AccountHub() {
  const session = useSession()
  return (
    <main className="mx-auto max-w-4xl px-3 py-8">
      <h1 className="text-2xl font-extrabold">Mi cuenta</h1>
      <p className="mt-1 text-gray-600">{session.user?.fullname || session.email}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        <li>
          <Link
            to="/myaccount/profile"
            className="flex items-center gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200 hover:ring-brand"
          >
            <UserRound aria-hidden className="size-10 text-brand" />
            <span>
              <span className="block text-lg font-bold">Mis datos</span>
              <span className="text-sm text-gray-600">Datos personales y contraseña</span>
            </span>
          </Link>
        </li>
        <li>
          <Link
            to="/myaccount/orders"
            className="flex items-center gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200 hover:ring-brand"
          >
            <Package aria-hidden className="size-10 text-brand" />
            <span>
              <span className="block text-lg font-bold">Mis pedidos</span>
              <span className="text-sm text-gray-600">Historial, estado y facturas</span>
            </span>
          </Link>
        </li>
      </ul>
      <button
        type="button"
        onClick={() => void session.signOut()}
        className="mt-8 inline-flex items-center gap-2 rounded-md bg-white px-4 py-2 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
      >
        <LogOut aria-hidden className="size-4" /> Cerrar sesión
      </button>
    </main>
  )
}
