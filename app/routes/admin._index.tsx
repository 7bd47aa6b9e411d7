/**
 * The back office's home: what needs attention today, each figure linking to its page. Sales
 * figures only for the roles that open orders; the catalogue's for those that open products
 * (the table in domain/admin/admin-pages.ts decides both).
 */
import { Link } from 'react-router'
import { MAIL_SETUP_TITLE, mailSetupWarnings, type MailSetupWarning } from '#config/mail-setup.ts'
import { canOpen } from '#domain/admin/admin-pages.ts'
import { formatPrice } from '#domain/format.ts'
import { INITIAL_ORDER_STATE } from '#domain/admin/order-links.ts'
import type { Route } from './+types/admin._index'
import { PageHeading } from '../components/admin/admin-ui.tsx'
import { requireStaff } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Inicio · Panel TecnoHogar' }]
}

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context)
  const [sales, catalogue, demand] = await Promise.all([
    canOpen(staff.role, '/admin/orders') ? context.services.admin.dashboard() : null,
    canOpen(staff.role, '/admin/products') ? context.services.adminProducts.figures() : null,
    canOpen(staff.role, '/admin/demand') ? context.services.stockAlerts.demandCount() : null,
  ])
  return { sales, catalogue, demand, mailWarnings: mailSetupWarnings(context.services.env) }
}

/** In production with e-mail left at its defaults, orders reach no one: said first, in red. */
function MailSetupAlert({ warnings }: { warnings: readonly MailSetupWarning[] }) {
  if (warnings.length === 0) return null
  return (
    <div role="alert" className="mb-6 rounded-xl bg-red-50 p-5 text-red-900 ring-2 ring-red-300">
      <p className="text-lg font-extrabold">{MAIL_SETUP_TITLE}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {warnings.map((w) => (
          <li key={w.variable}>{w.message}</li>
        ))}
      </ul>
    </div>
  )
}

interface FigureProps {
  to: string
  label: string
  value: number
  detail: string
  /** a figure that needs attention when above zero: then drawn in the accent colour */
  watched?: boolean
}

function Figure({ to, label, value, detail, watched }: FigureProps) {
  const alert = watched && value > 0
  return (
    <Link
      to={to}
      className={`block rounded-xl bg-white p-5 shadow-sm ring-1 hover:ring-brand focus-visible:ring-2 ${alert ? 'ring-accent' : 'ring-gray-200'}`}
    >
      <span className="block text-sm font-semibold text-gray-600">{label}</span>
      <span className="mt-2 block text-3xl font-extrabold text-gray-900">{String(value)}</span>
      <span className="mt-1 block text-sm text-brand underline">{detail}</span>
    </Link>
  )
}

function Figures({ figures }: { figures: FigureProps[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {figures.map((figure) => (
        <Figure key={figure.to} {...figure} />
      ))}
    </div>
  )
}

type Sales = NonNullable<Route.ComponentProps['loaderData']['sales']>
type Catalogue = NonNullable<Route.ComponentProps['loaderData']['catalogue']>

/** Who needs what today, each figure linking to the list that shows it. */
const salesFigures = (d: Sales): FigureProps[] => [
  { to: '/admin/orders', label: 'Pedidos de hoy', value: d.ordersToday, detail: `Total ${formatPrice(d.totalToday)}` },
  {
    to: `/admin/orders?state=${encodeURIComponent(INITIAL_ORDER_STATE)}`,
    label: `Pedidos en «${INITIAL_ORDER_STATE}»`,
    value: d.ordersWaiting,
    detail: 'Ver pedidos a atender',
    watched: true,
  },
  {
    to: '/admin/enquiries',
    label: 'Consultas sin leer',
    value: d.unseenEnquiries,
    detail: 'Ver consultas de revendedores',
    watched: true,
  },
  { to: '/admin/outbox', label: 'Correos fallidos', value: d.failedEmails, detail: 'Ver correos salientes', watched: true },
]

const catalogueFigures = (c: Catalogue): FigureProps[] => [
  { to: '/admin/products', label: 'Productos', value: c.products, detail: 'Ver productos' },
  {
    to: '/admin/products?stock=none&visibility=visible',
    label: 'Sin stock',
    value: c.withoutStock,
    detail: 'Ver productos sin stock',
    watched: true,
  },
  {
    to: '/admin/products?noImage=1',
    label: 'Sin imagen',
    value: c.withoutImage,
    detail: 'Ver productos sin imagen',
    watched: true,
  },
  { to: '/admin/products?visibility=hidden', label: 'Ocultos en la tienda', value: c.hidden, detail: 'Ver productos ocultos' },
]

/** 'Demanda sin stock' (server/shopper-lists/): products without stock that people wait for. */
const demandFigure = (d: { products: number; people: number }): FigureProps => ({
  to: '/admin/demand',
  label: 'Demanda sin stock',
  value: d.products,
  detail: `${d.people} ${d.people === 1 ? 'persona espera' : 'personas esperan'}`,
  watched: true,
})

export default function Dashboard({ loaderData: { sales, catalogue, demand, mailWarnings } }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Inicio" />
      <MailSetupAlert warnings={mailWarnings} />
      {sales ? <Figures figures={salesFigures(sales)} /> : null}
      {catalogue ? (
        <>
          {sales ? <h2 className="mb-3 mt-8 text-lg font-bold text-gray-900">Catálogo</h2> : null}
          <Figures figures={[...catalogueFigures(catalogue), ...(demand ? [demandFigure(demand)] : [])]} />
        </>
      ) : null}
    </>
  )
}
