/**
 * One reseller enquiry. Once the page shows it, it marks it seen (the enquiry's `view` flag,
 * recorded in the audit log) with a POST that carries the session's CSRF token: the loader only
 * reads, so a GET made from elsewhere (an <img> in some HTML) marks nothing in a clerk's name.
 */
import { useEffect, useRef, useState } from 'react'
import { Link, data, useRevalidator } from 'react-router'
import { idParams } from '#domain/admin/admin-forms.ts'
import type { Route } from './+types/admin.enquiries.$id'
import { enquiryStateLabel } from '#domain/admin/enquiry-states.ts'
import { Card, Notice, PageHeading } from '../components/admin/admin-ui.tsx'
import { CustomerContact } from '../components/admin/customer-contact.tsx'
import { EnquiryFollowUpForm } from '../components/admin/enquiry-follow-up-form.tsx'
import { adminApi } from '../lib/admin-api.ts'
import { formatDateTime } from '../lib/admin-format.ts'
import { requireStaff, useAdmin } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Consulta de revendedor · Panel TecnoHogar' }]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context)
  const parsed = idParams.safeParse(params)
  if (!parsed.success) throw data(null, { status: 404 })
  try {
    return await context.services.adminContacts.enquiry(parsed.data.id)
  } catch {
    throw data(null, { status: 404 })
  }
}

/** Whether the enquiry is seen; an unseen one is marked once the page is shown (and the menu's count refreshed). */
function useMarkedSeen(id: number, seenAlready: boolean): boolean {
  const { staff } = useAdmin()
  const revalidator = useRevalidator()
  const [markedId, setMarkedId] = useState<number | null>(null)
  // One post per enquiry shown, whatever re-runs the effect (the revalidation, development's double run).
  const posted = useRef<number | null>(null)
  useEffect(() => {
    if (seenAlready || posted.current === id) return
    posted.current = id
    void adminApi(`/api/admin/enquiries/${id}/seen`, { method: 'POST', csrf: staff.csrf }).then((result) => {
      if (!result.ok) return
      setMarkedId(id)
      void revalidator.revalidate()
    })
  }, [id, seenAlready, staff.csrf, revalidator])
  return seenAlready || markedId === id
}

export default function Enquiry({ loaderData: e }: Route.ComponentProps) {
  const seen = useMarkedSeen(e.id, e.view === 1)
  const revalidator = useRevalidator()
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  const saved = (text: string, ok: boolean) => {
    setNotice({ text, ok })
    if (ok) void revalidator.revalidate()
  }
  return (
    <>
      <nav aria-label="Ruta de navegación" className="mb-2 text-sm">
        <Link to="/admin/enquiries" className="text-brand underline">
          Consultas de revendedores
        </Link>{' '}
        / {e.fullname}
      </nav>
      <PageHeading title={e.fullname} />
      <p className="mb-3 flex flex-wrap gap-2 text-sm" role="status">
        {seen ? (
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">Leída</span>
        ) : (
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-gray-900">Sin leer</span>
        )}
        <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-brand-dark">
          {`Estado: ${enquiryStateLabel(e.state)}`}
        </span>
      </p>
      {notice && <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>}
      <div className="grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <Card>
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
                <CustomerContact phone={String(e.phone)} name={e.fullname} />
              </dd>
            </div>
            <div className="grid grid-cols-[8rem_1fr] gap-2 py-2">
              <dt className="font-semibold text-gray-600">Comentario</dt>
              <dd className="whitespace-pre-wrap break-words">{e.comentary || '—'}</dd>
            </div>
          </dl>
        </Card>
        <Card>
          <h2 className="mb-3 text-lg font-bold">Seguimiento</h2>
          <EnquiryFollowUpForm key={`${e.state}|${e.note}`} id={e.id} state={e.state} note={e.note} onSaved={saved} />
        </Card>
      </div>
    </>
  )
}
