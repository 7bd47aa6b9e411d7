/** One reseller account: what the customer declared, the decision on it, its credit limit. */
import { useState } from 'react'
import { Link, data, useRevalidator } from 'react-router'
import { idParams } from '#domain/admin/admin-forms.ts'
import { formatCuit } from '#domain/cuit.ts'
import { creditAvailable } from '#domain/wholesale/wholesale-prices.ts'
import { VAT_CONDITION_LABELS, formatCreditLimit, resellerStateLabel } from '#domain/wholesale/reseller-accounts.ts'
import type { Route } from './+types/admin.resellers.$id'
import { Card, Notice, PageHeading } from '../components/admin/admin-ui.tsx'
import { CreditLimitForm, ResellerDecisionForm } from '../components/admin/reseller-account-forms.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { requireStaff } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Cuenta de revendedor · Panel TecnoHogar' }]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context)
  const parsed = idParams.safeParse(params)
  if (!parsed.success) throw data(null, { status: 404 })
  const account = await context.services.wholesale.account(parsed.data.id).catch(() => null)
  if (!account) throw data(null, { status: 404 })
  // the unpaid orders on cuenta corriente (neither "Marcar pago recibido" nor cancelled)
  return { ...account, balanceUsed: await context.services.resellerPrices.balanceUsed(account.userId) }
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-2 py-2">
      <dt className="font-semibold text-gray-600">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

export default function ResellerAccountPage({ loaderData: a }: Route.ComponentProps) {
  const revalidator = useRevalidator()
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  const saved = (text: string, ok: boolean) => {
    setNotice({ text, ok })
    if (ok) void revalidator.revalidate()
  }
  return (
    <>
      <nav aria-label="Ruta de navegación" className="mb-2 text-sm">
        <Link to="/admin/resellers" className="text-brand underline">
          Cuentas de revendedor
        </Link>{' '}
        / {a.razonSocial}
      </nav>
      <PageHeading title={a.razonSocial} />
      <p className="mb-3 text-sm" role="status">
        <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-brand-dark">{`Estado: ${resellerStateLabel(a.state)}`}</span>
      </p>
      {notice && <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>}
      <div className="grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <Card>
          <dl className="divide-y divide-gray-100 text-sm">
            <Row label="CUIT">{formatCuit(a.cuit)}</Row>
            <Row label="Condición frente al IVA">{VAT_CONDITION_LABELS[a.vatCondition]}</Row>
            <Row label="Actividad">{a.activity}</Row>
            <Row label="Domicilio">{a.address}</Row>
            <Row label="Teléfono">{a.phone}</Row>
            <Row label="Cliente">
              <Link to={`/admin/customers/${a.userId}`} className="break-all text-brand underline">
                {a.fullname ? `${a.fullname} (${a.email})` : a.email}
              </Link>
            </Row>
            <Row label="Pedida">{formatDateTime(a.createdAt)}</Row>
            <Row label="Última decisión">{a.decidedAt ? `${formatDateTime(a.decidedAt)} · ${a.decidedBy ?? ''}` : '—'}</Row>
            <Row label="Nota">
              <span className="whitespace-pre-wrap">{a.note || '—'}</span>
            </Row>
            <Row label="Límite de crédito">{formatCreditLimit(a.creditLimit)}</Row>
            <Row label="Saldo usado">
              <span data-testid="balance-used">
                {`${formatCreditLimit(a.balanceUsed)} · disponible ${formatCreditLimit(creditAvailable(a.creditLimit, a.balanceUsed))}`}
              </span>
            </Row>
          </dl>
        </Card>
        <div className="grid content-start gap-6">
          <Card>
            <h2 className="mb-3 text-lg font-bold">Decisión</h2>
            <ResellerDecisionForm key={`${a.state}|${a.updatedAt.toString()}`} id={a.id} state={a.state} onSaved={saved} />
          </Card>
          {a.state === 'aprobada' && (
            <Card>
              <h2 className="mb-3 text-lg font-bold">Cuenta corriente</h2>
              <CreditLimitForm key={a.creditLimit} id={a.id} creditLimit={a.creditLimit} onSaved={saved} />
            </Card>
          )}
        </div>
      </div>
    </>
  )
}
