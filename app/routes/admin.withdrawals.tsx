/** Arrepentimientos: the withdrawal requests with their codes, and a state staff set (audited). */
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { WITHDRAWAL_STATES, WITHDRAWAL_STATE_LABELS, withdrawalStateLabel } from '#domain/admin/withdrawal-states.ts'
import { formatOrderNumber } from '#domain/format.ts'
import type { Route } from './+types/admin.withdrawals'
import { Empty, Notice, PageHeading, Pager, SearchForm, Table, Td } from '../components/admin/admin-ui.tsx'
import { adminApi } from '../lib/admin-api.ts'
import { formatDateTime } from '../lib/admin-format.ts'
import { adminListLoader } from '../lib/admin-list.server.ts'
import { useAdmin } from '../lib/admin-session.ts'
import { useHydrated } from '../lib/use-hydrated.ts'
import { LabelledOptions } from '../components/admin/labelled-options.tsx'

export function meta() {
  return [{ title: 'Arrepentimientos · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminListLoader({ request, context }, (query) => context.services.adminContacts.withdrawals(query))
}

function StateSelect({
  id,
  code,
  state,
  onSaved,
}: {
  id: number
  code: string
  state: string
  onSaved: (message: string, ok: boolean) => void
}) {
  const { staff } = useAdmin()
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  async function change(next: string) {
    setBusy(true)
    const result = await adminApi(`/api/admin/withdrawals/${id}/state`, {
      method: 'PUT',
      body: { state: next },
      csrf: staff.csrf,
    })
    setBusy(false)
    onSaved(result.ok ? `${code}: estado «${withdrawalStateLabel(next)}» guardado.` : result.message, result.ok)
  }
  return (
    <>
      <label htmlFor={`state-${id}`} className="sr-only">
        Estado de {code}
      </label>
      <select
        id={`state-${id}`}
        value={state}
        disabled={busy || !hydrated}
        onChange={(event) => void change(event.target.value)}
        className="rounded-md border-0 py-1.5 pl-2 pr-8 text-sm ring-1 ring-gray-300 focus:ring-2 focus:ring-brand"
      >
        <LabelledOptions values={WITHDRAWAL_STATES} labels={WITHDRAWAL_STATE_LABELS} />
      </select>
    </>
  )
}

export default function Withdrawals({ loaderData: { query, rows, total } }: Route.ComponentProps) {
  const revalidator = useRevalidator()
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  return (
    <>
      <PageHeading title="Arrepentimientos" />
      <p className="-mt-4 mb-4 text-sm text-gray-600">
        Pedidos de revocación de compra (Botón de arrepentimiento), del más reciente al más antiguo.
      </p>
      <SearchForm q={query.q} label="Buscar pedidos de arrepentimiento" placeholder="Código, nombre o correo" />
      {notice && <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>}
      {rows.length === 0 ? (
        <Empty>{query.q ? 'Ningún pedido coincide con la búsqueda.' : 'No hay pedidos de arrepentimiento.'}</Empty>
      ) : (
        <Table caption="Pedidos de arrepentimiento" cards head={['Código', 'Fecha', 'Cliente', 'Pedido', 'Motivo', 'Estado']}>
          {rows.map((w) => (
            <tr key={w.id}>
              <Td className="whitespace-nowrap font-mono font-semibold">{w.code}</Td>
              <Td label="Fecha" className="whitespace-nowrap">
                {formatDateTime(w.createdAt)}
              </Td>
              <Td label="Cliente">
                <span className="min-w-0">
                  <span className="block font-semibold">{w.fullname}</span>
                  <span className="block break-all text-gray-600">{w.email}</span>
                  <span className="block text-gray-600">{w.phone}</span>
                </span>
              </Td>
              <Td label="Pedido" className="whitespace-nowrap">
                N° {formatOrderNumber(w.orderNumber)}
              </Td>
              <Td label="Motivo" className="whitespace-pre-wrap break-words md:max-w-xs">
                {w.reason || '—'}
              </Td>
              <Td label="Estado">
                <span className="min-w-0">
                  <StateSelect
                    id={w.id}
                    code={w.code}
                    state={w.state}
                    onSaved={(text, ok) => {
                      setNotice({ text, ok })
                      void revalidator.revalidate()
                    }}
                  />
                </span>
              </Td>
            </tr>
          ))}
        </Table>
      )}
      <Pager page={query.page} total={total} q={query.q} />
    </>
  )
}
