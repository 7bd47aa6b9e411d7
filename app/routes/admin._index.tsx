/** The back office's home: what needs attention today, each figure linking to its page. */
import { Link } from 'react-router'
import { MAIL_SETUP_TITLE, mailSetupWarnings, type MailSetupWarning } from '#config/mail-setup.ts'
import { formatPrice } from '#domain/format.ts'
import { INITIAL_ORDER_STATE } from '#domain/admin/order-links.ts'
import type { Route } from './+types/admin._index'
import { PageHeading } from '../components/admin/admin-ui.tsx'
import { requireStaff } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Inicio · Panel TecnoHogar' }]
}

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context)
  return { ...(await context.services.backOffice.dashboard()), mailWarnings: mailSetupWarnings(context.services.env) }
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

function Figure({
  to,
  label,
  value,
  detail,
  alert,
}: {
  to: string
  label: string
  value: string
  detail: string
  alert?: boolean
}) {
  return (
    <Link
      to={to}
      className={`block rounded-xl bg-white p-5 shadow-sm ring-1 hover:ring-brand focus-visible:ring-2 ${alert ? 'ring-accent' : 'ring-gray-200'}`}
    >
      <span className="block text-sm font-semibold text-gray-600">{label}</span>
      <span className="mt-2 block text-3xl font-extrabold text-gray-900">{value}</span>
      <span className="mt-1 block text-sm text-brand underline">{detail}</span>
    </Link>
  )
}

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Inicio" />
      <MailSetupAlert warnings={d.mailWarnings} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure
          to="/admin/orders"
          label="Pedidos de hoy"
          value={String(d.ordersToday)}
          detail={`Total ${formatPrice(d.totalToday)}`}
        />
        <Figure
          to={`/admin/orders?state=${encodeURIComponent(INITIAL_ORDER_STATE)}`}
          label={`Pedidos en «${INITIAL_ORDER_STATE}»`}
          value={String(d.ordersWaiting)}
          detail="Ver pedidos a atender"
          alert={d.ordersWaiting > 0}
        />
        <Figure
          to="/admin/enquiries"
          label="Consultas sin leer"
          value={String(d.unseenEnquiries)}
          detail="Ver consultas de revendedores"
          alert={d.unseenEnquiries > 0}
        />
        <Figure
          to="/admin/outbox"
          label="Correos fallidos"
          value={String(d.failedEmails)}
          detail="Ver correos salientes"
          alert={d.failedEmails > 0}
        />
      </div>
    </>
  )
}
