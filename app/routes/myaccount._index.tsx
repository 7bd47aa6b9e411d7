import { Handshake, LogOut, Package, UserRound } from '../components/icons.tsx'
import { Link } from 'react-router'
import { Heart } from '../components/shopper-lists/heart-icon.tsx'
import { pageTitle } from '../lib/seo.ts'
import { useSession } from '../lib/session-context.tsx'

export function meta() {
  return [{ title: pageTitle('Mi cuenta') }, { name: 'robots', content: 'noindex' }]
}

const SECTIONS = [
  { to: '/myaccount/profile', icon: UserRound, title: 'Mis datos', text: 'Datos personales y contraseña' },
  { to: '/myaccount/orders', icon: Package, title: 'Mis pedidos', text: 'Historial, estado y facturas' },
  { to: '/myaccount/favorites', icon: Heart, title: 'Mis favoritos', text: 'Productos guardados y los que volvieron a ingresar' },
  { to: '/myaccount/reseller', icon: Handshake, title: 'Cuenta de revendedor', text: 'Pedila con tu CUIT y seguí su estado' },
]

export default function AccountHub() {
  const session = useSession()
  return (
    <main className="mx-auto max-w-4xl px-3 py-8">
      <h1 className="text-2xl font-extrabold">Mi cuenta</h1>
      <p className="mt-1 text-gray-600">{session.user?.fullname || session.email}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {SECTIONS.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200 hover:ring-brand"
            >
              <Icon aria-hidden className="size-10 text-brand" />
              <span>
                <span className="block text-lg font-bold">{title}</span>
                <span className="text-sm text-gray-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
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
