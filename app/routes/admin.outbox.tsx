/** Correos salientes: counts by status, the failed messages with their error, and resending one (audited). */
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import type { Route } from './+types/admin.outbox'
import { Card, Empty, Notice, PageHeading, Pager, Table, Td, buttonSecondary } from '../components/admin/admin-ui.tsx'
import { adminApi } from '../lib/admin-api.ts'
import { formatDateTime } from '../lib/admin-format.ts'
import { adminListLoader } from '../lib/admin-list.server.ts'
import { useAdmin } from '../lib/admin-session.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

export function meta() {
  return [{ title: 'Correos salientes · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminListLoader({ request, context }, (query) => context.services.adminOutbox.outbox(query))
}

export default function Outbox({ loaderData: { query, counts, failed } }: Route.ComponentProps) {
  const { staff } = useAdmin()
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState<number | null>(null)
  const hydrated = useHydrated()
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)

  async function resend(id: number) {
    setBusy(id)
    const result = await adminApi(`/api/admin/outbox/${id}/resend`, { method: 'POST', csrf: staff.csrf })
    setBusy(null)
    setNotice({ text: result.ok ? `Correo ${id} puesto nuevamente en cola.` : result.message, ok: result.ok })
    await revalidator.revalidate()
  }

  const figures: [string, number, string][] = [
    ['Pendientes', counts.pending, 'en cola o esperando reintento'],
    ['Enviados', counts.sent, 'entregados al servidor de correo'],
    ['Fallidos', counts.failed, 'rechazados en forma definitiva'],
  ]
  return (
    <>
      <PageHeading title="Correos salientes" />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        {figures.map(([label, value, detail]) => (
          <Card key={label}>
            <p className="text-sm font-semibold text-gray-600">{label}</p>
            <p className="mt-1 text-3xl font-extrabold">{value}</p>
            <p className="text-xs text-gray-600">{detail}</p>
          </Card>
        ))}
      </div>
      {counts.retrying > 0 && (
        <Notice kind="error">
          {counts.retrying} pendientes se están reintentando. Último error: {counts.lastRetryError ?? 'desconocido'}
        </Notice>
      )}
      {notice && <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>}
      <h2 className="mb-3 text-lg font-bold">Fallidos</h2>
      {failed.rows.length === 0 ? (
        <Empty>No hay correos fallidos.</Empty>
      ) : (
        <Table caption="Correos fallidos" cards head={['N°', 'Fecha', 'Destinatarios', 'Asunto', 'Error', '']}>
          {failed.rows.map((m) => (
            <tr key={m.id}>
              <Td className="max-md:font-semibold">
                <span className="md:hidden">Correo N° </span>
                {m.id}
              </Td>
              <Td label="Fecha" className="whitespace-nowrap">
                {formatDateTime(m.createdAt)}
              </Td>
              <Td label="Destinatarios" className="break-all">
                {m.recipients.join(', ')}
              </Td>
              <Td label="Asunto">{m.subject}</Td>
              <Td label="Error" className="break-words text-red-800 md:max-w-xs">
                {m.lastError ?? '—'}
              </Td>
              <Td beside>
                <button
                  type="button"
                  className={buttonSecondary}
                  disabled={busy !== null || !hydrated}
                  onClick={() => void resend(m.id)}
                >
                  {busy === m.id ? 'Reenviando…' : 'Reenviar'}
                  <span className="sr-only"> el correo {m.id}</span>
                </button>
              </Td>
            </tr>
          ))}
        </Table>
      )}
      <Pager page={query.page} total={failed.total} />
    </>
  )
}
