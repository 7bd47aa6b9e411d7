/** A customer's page: their data (never a password) and their orders, each linking to its order page. */
import { Link } from 'react-router'
import { idParams } from '#domain/admin/admin-forms.ts'
import { adminOrderPath } from '#domain/admin/order-links.ts'
import { formatOrderNumber, formatPrice } from '#domain/format.ts'
import { DEFAULT_VAT_CONDITION, VAT_CONDITION_LABELS, parseVatCondition } from '#domain/vat-condition.ts'
import { data } from 'react-router'
import type { Route } from './+types/admin.customers.$id'
import { Card, Empty, PageHeading, Table, cell } from '../components/admin/admin-ui.tsx'
import { CustomerContact } from '../components/admin/customer-contact.tsx'
import { Facts } from '../components/admin/facts.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { requireStaff } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Cliente · Panel TecnoHogar' }]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context)
  const parsed = idParams.safeParse(params)
  if (!parsed.success) throw data(null, { status: 404 })
  try {
    return await context.services.admin.customer(parsed.data.id)
  } catch {
    throw data(null, { status: 404 })
  }
}

export default function Customer({ loaderData: c }: Route.ComponentProps) {
  const rows: [string, React.ReactNode][] = [
    ['Nombre completo', c.fullname],
    ['Correo', c.email],
    ['Usuario', c.username],
    ['DNI / CUIT', c.dni],
    ['Condición IVA', VAT_CONDITION_LABELS[parseVatCondition(c.vatCondition) ?? DEFAULT_VAT_CONDITION]],
    ['Teléfono', <CustomerContact phone={c.phone} name={c.fullname} />],
    ['Dirección', c.address],
    ['Localidad', c.location],
    ['Código postal', c.postalCode],
    ['Ingreso con Google', c.google ? 'Sí' : 'No'],
    ['Alta', formatDateTime(c.createdAt)],
  ]
  return (
    <>
      <nav aria-label="Ruta de navegación" className="mb-2 text-sm">
        <Link to="/admin/customers" className="text-brand underline">
          Clientes
        </Link>{' '}
        / {c.fullname || c.email}
      </nav>
      <PageHeading title={c.fullname || c.email} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <Card>
          <h2 className="text-lg font-bold">Datos</h2>
          <Facts rows={rows} columns="grid-cols-[9rem_1fr]" />
        </Card>
        <section aria-labelledby="customer-orders">
          <h2 id="customer-orders" className="mb-3 text-lg font-bold">
            Pedidos ({c.orders.length})
          </h2>
          {c.orders.length === 0 ? (
            <Empty>Este cliente todavía no hizo pedidos.</Empty>
          ) : (
            <Table caption="Pedidos del cliente" head={['Pedido', 'Fecha', 'Total', 'Estado']}>
              {c.orders.map((o) => (
                <tr key={o.id}>
                  <td className={cell}>
                    <Link to={adminOrderPath(o.movement)} className="font-semibold text-brand underline">
                      N° {formatOrderNumber(o.movement)}
                    </Link>
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{formatDateTime(o.date)}</td>
                  <td className={`${cell} whitespace-nowrap`}>{formatPrice(o.total)}</td>
                  <td className={cell}>{o.state}</td>
                </tr>
              ))}
            </Table>
          )}
        </section>
      </div>
    </>
  )
}
