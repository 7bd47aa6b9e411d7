/**
 * Cuentas de revendedor: applications waiting for a decision first (counted in the menu), then the
 * rest; above them the resellers' minimum order, a store setting (issue 33, item 2).
 */
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { formatCuit } from '#domain/cuit.ts'
import { formatPrice } from '#domain/format.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { MINIMUM_ORDER_LABEL, MINIMUM_ORDER_MESSAGES, minimumOrderSchema } from '#domain/wholesale/minimum-order.ts'
import { VAT_CONDITION_LABELS, resellerStateLabel } from '#domain/wholesale/reseller-accounts.ts'
import type { Route } from './+types/admin.resellers'
import { AdminField } from '../components/admin/admin-field.tsx'
import { Card, Empty, Notice, PageHeading, Pager, Table, Td, buttonPrimary } from '../components/admin/admin-ui.tsx'
import { adminApi } from '../lib/admin-api.ts'
import { formatDateTime } from '../lib/admin-format.ts'
import { adminListLoader } from '../lib/admin-list.server.ts'
import { useAdmin } from '../lib/admin-session.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

export function meta() {
  return [{ title: 'Cuentas de revendedor · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await adminListLoader({ request, context }, (query) => context.services.wholesale.list(query))
  return { ...list, minimumOrder: await context.services.wholesale.minimumOrder() }
}

/** The amount as staff type it: '150000,50'; '0' for none. */
const typedAmount = (amount: number) => (amount === 0 ? '0' : amount.toFixed(2).replace('.', ','))

function MinimumOrderForm({ minimumOrder }: { minimumOrder: number }) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [typed, setTyped] = useState(typedAmount(minimumOrder))
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setNotice(null)
    const parsed = minimumOrderSchema.safeParse({ minimum_order: typed })
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).minimum_order)
      return
    }
    setError(undefined)
    setBusy(true)
    const result = await adminApi('/api/admin/resellers/minimum-order', {
      method: 'PUT',
      body: { minimum_order: typed },
      csrf: staff.csrf,
    })
    setBusy(false)
    const fields = result.data?.fields as Record<string, string> | undefined
    if (fields?.minimum_order) setError(fields.minimum_order)
    else setNotice({ text: result.message, ok: result.ok })
    if (!result.ok) return
    setTyped(typedAmount(parsed.data.minimum_order))
    await revalidator.revalidate()
  }

  return (
    <Card className="mb-6 max-w-xl">
      <h2 className="mb-1 text-lg font-bold">{MINIMUM_ORDER_LABEL}</h2>
      <p className="mb-3 text-sm text-gray-700">
        {minimumOrder === 0 ? 'Ahora: sin mínimo.' : `Ahora: ${formatPrice(minimumOrder)}.`} {MINIMUM_ORDER_MESSAGES.hint}
      </p>
      <form
        onSubmit={(event) => void save(event)}
        noValidate
        aria-label={MINIMUM_ORDER_LABEL}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="w-48">
          <AdminField
            formId="reseller"
            name="minimum_order"
            label="Monto en pesos (IVA incluido)"
            inputMode="decimal"
            error={error}
            value={typed}
            onValue={setTyped}
          />
        </div>
        <button type="submit" className={buttonPrimary} disabled={!hydrated || busy}>
          {busy ? 'Guardando…' : 'Guardar'}
        </button>
      </form>
      {notice ? (
        <div className="mt-3">
          <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>
        </div>
      ) : null}
    </Card>
  )
}

export default function Resellers({ loaderData: { query, rows, total, minimumOrder } }: Route.ComponentProps) {
  const { pendingResellers } = useAdmin()
  return (
    <>
      <PageHeading title="Cuentas de revendedor">
        <p className="text-sm text-gray-700">
          {pendingResellers === 0
            ? 'Ninguna solicitud pendiente.'
            : `${pendingResellers} ${pendingResellers === 1 ? 'solicitud pendiente' : 'solicitudes pendientes'}`}
        </p>
      </PageHeading>
      <MinimumOrderForm minimumOrder={minimumOrder} />
      {rows.length === 0 ? (
        <Empty>Todavía no hay solicitudes de cuenta de revendedor.</Empty>
      ) : (
        <Table caption="Cuentas de revendedor" cards head={['Razón social', 'Estado', 'CUIT', 'Condición', 'Cliente', 'Pedida']}>
          {rows.map((r) => {
            const pending = r.state === 'pendiente'
            return (
              <tr key={r.id} className={pending ? 'bg-amber-50' : undefined}>
                <Td>
                  <Link
                    to={`/admin/resellers/${r.id}`}
                    className={`text-brand underline ${pending ? 'font-extrabold' : 'font-semibold'}`}
                  >
                    {r.razonSocial}
                  </Link>
                </Td>
                <Td label="Estado" className="whitespace-nowrap">
                  {pending ? (
                    <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-gray-900">Pendiente</span>
                  ) : (
                    resellerStateLabel(r.state)
                  )}
                </Td>
                <Td label="CUIT" className="whitespace-nowrap">
                  {formatCuit(r.cuit)}
                </Td>
                <Td label="Condición">{VAT_CONDITION_LABELS[r.vatCondition]}</Td>
                <Td label="Cliente" className="break-all">
                  {r.email}
                </Td>
                <Td label="Pedida" className="whitespace-nowrap">
                  {formatDateTime(r.createdAt)}
                </Td>
              </tr>
            )
          })}
        </Table>
      )}
      <Pager page={query.page} total={total} />
    </>
  )
}
