/** One reseller enquiry. Opening it marks it seen (the enquiry's `view` flag), recorded in the audit log. */
import { Link, data } from 'react-router'
import { idParams } from '#domain/admin/admin-forms.ts'
import type { Route } from './+types/admin.enquiries.$id'
import { Card, PageHeading } from '../components/admin/admin-ui.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { requireStaff } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Consulta de revendedor · Panel TecnoHogar' }]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = requireStaff(context)
  const parsed = idParams.safeParse(params)
  if (!parsed.success) throw data(null, { status: 404 })
  try {
    return await context.services.adminContacts.openEnquiry({ staffId: staff.staffId, label: staff.email }, parsed.data.id)
  } catch {
    throw data(null, { status: 404 })
  }
}

export default function Enquiry({ loaderData: e }: Route.ComponentProps) {
  return (
    <>
      <nav aria-label="Ruta de navegación" className="mb-2 text-sm">
        <Link to="/admin/enquiries" className="text-brand underline">
          Consultas de revendedores
        </Link>{' '}
        / {e.fullname}
      </nav>
      <PageHeading title={e.fullname} />
      <Card className="max-w-2xl">
        <dl className="divide-y divide-gray-100 text-sm">
          <div className="grid grid-cols-[8rem_1fr] gap-2 py-2">
            <dt className="font-semibold text-gray-600">Recibida</dt>
            <dd>{formatDateTime(e.createdAt)}</dd>
          </div>
          <div className="grid grid-cols-[8rem_1fr] gap-2 py-2">
            <dt className="font-semibold text-gray-600">Correo</dt>
            <dd className="break-all">
              {e.email ? (
                <a className="text-brand underline" href={`mailto:${e.email}`}>
                  {e.email}
                </a>
              ) : (
                '—'
              )}
            </dd>
          </div>
          <div className="grid grid-cols-[8rem_1fr] gap-2 py-2">
            <dt className="font-semibold text-gray-600">Teléfono</dt>
            <dd>
              <a className="text-brand underline" href={`tel:${e.phone}`}>
                {e.phone}
              </a>
            </dd>
          </div>
          <div className="grid grid-cols-[8rem_1fr] gap-2 py-2">
            <dt className="font-semibold text-gray-600">Comentario</dt>
            <dd className="whitespace-pre-wrap break-words">{e.comentary || '—'}</dd>
          </div>
        </dl>
      </Card>
    </>
  )
}
