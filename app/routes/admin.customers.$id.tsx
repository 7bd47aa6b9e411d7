/**
 * A customer's page: their data (never a password), staff's internal notes on them, and their
 * orders, each linking to its order page.
 */
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { idParams } from '#domain/admin/admin-forms.ts'
import { adminOrderPath } from '#domain/admin/order-links.ts'
import { formatOrderNumber, formatPrice } from '#domain/format.ts'
import { DEFAULT_VAT_CONDITION, VAT_CONDITION_LABELS, parseVatCondition } from '#domain/vat-condition.ts'
import { data } from 'react-router'
import type { Route } from './+types/admin.customers.$id'
import { Card, Empty, Notice, PageHeading, Table, cell } from '../components/admin/admin-ui.tsx'
import { CustomerContact } from '../components/admin/customer-contact.tsx'
import { Facts } from '../components/admin/facts.tsx'
import { StaffNotesCard } from '../components/admin/staff-notes-card.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { requireStaff } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Cliente · Panel TecnoHogar' }]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context)
  const parsed = idParams.safeParse(params)
  if (!parsed.success) throw data(null, { status: 404 })
  const customer = await context.services.admin.customer(parsed.data.id).catch(() => null)
  if (!customer) throw data(null, { status: 404 })
  return { ...customer, notes: await context.services.staffNotes.customerNotes(parsed.data.id) }
}

export default function Customer({ loaderData: c }: Route.ComponentProps) {
  const revalidator = useRevalidator()
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  const saved = (text: string, ok: boolean) => {
    setNotice({ text, ok })
    if (ok) void revalidator.revalidate()
  }
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
      {notice && <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <h2 className="text-lg font-bold">Datos</h2>
            <Facts rows={rows} columns="grid-cols-[9rem_1fr]" />
          </Card>
          <Card>
            <StaffNotesCard
              key={c.notes.length}
              id="customer-note"
              notes={c.notes}
              action={`/api/admin/customers/${c.id}/notes`}
              onSaved={saved}
            />
          </Card>
        </div>
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
