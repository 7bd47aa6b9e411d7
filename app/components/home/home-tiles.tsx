import { CreditCard, Headset, Truck } from '../icons.tsx'
import { Link } from 'react-router'

const TILES = [
  { to: '/shipments', icon: Truck, title: 'Envíos a domicilio', text: 'A todo el país, con precio promocional en CABA y GBA.' },
  {
    to: '/cart',
    icon: CreditCard,
    title: 'Múltiples formas de pago',
    text: 'Débito, crédito, transferencia y hasta 12 cuotas fijas.',
  },
  { to: '/others/centro_de_ayuda', icon: Headset, title: 'Centro de ayuda', text: 'Soporte 24/7 para resolver tus consultas.' },
]

export function HomeTiles() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {TILES.map(({ to, icon: Icon, title, text }) => (
        <li key={title}>
          <Link
            to={to}
            className="flex h-full items-center gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 hover:ring-brand"
          >
            <Icon aria-hidden className="size-9 shrink-0 text-brand" />
            <span>
              <span className="block font-bold">{title}</span>
              <span className="block text-sm text-gray-600">{text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
