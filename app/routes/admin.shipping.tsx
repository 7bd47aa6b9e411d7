/**
 * Envíos (admins and sales): the seller's shipping zones, each with its postal codes, localities,
 * price or "a cotizar", free-shipping threshold and delivery days; create, edit, delete (after a
 * confirmation). Every write is audited and reaches the shop's quotes and /shipments at once.
 */
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import type { ShippingZone } from '#domain/shipping/quote.ts'
import type { Route } from './+types/admin.shipping'
import { Card, Notice, PageHeading, buttonPrimary } from '../components/admin/admin-ui.tsx'
import { ConfirmDialog } from '../components/admin/confirm-dialog.tsx'
import { ZoneForm } from '../components/admin/shipping/zone-form.tsx'
import { ZoneTable } from '../components/admin/shipping/zone-table.tsx'
import { adminApi } from '../lib/admin-api.ts'
import { requireStaff, useAdmin } from '../lib/admin-session.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

export function meta() {
  return [{ title: 'Envíos · Panel TecnoHogar' }]
}

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context)
  return { zones: await context.services.adminShipping.zones() }
}

export default function Shipping({ loaderData: { zones } }: Route.ComponentProps) {
  const { staff } = useAdmin()
  const revalidator = useRevalidator()
  const hydrated = useHydrated()
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  const [editing, setEditing] = useState<ShippingZone | 'new' | null>(null)
  const [deleting, setDeleting] = useState<ShippingZone | null>(null)
  const [busy, setBusy] = useState(false)

  function done(text: string, ok: boolean) {
    setNotice({ text, ok })
    if (ok) {
      setEditing(null)
      void revalidator.revalidate()
    }
  }

  async function remove(zone: ShippingZone) {
    setBusy(true)
    const result = await adminApi(`/api/admin/shipping/zones/${zone.id}`, { method: 'DELETE', csrf: staff.csrf })
    setBusy(false)
    setDeleting(null)
    done(result.message, result.ok)
  }

  return (
    <>
      <PageHeading title="Envíos">
        <p className="text-sm text-gray-700">
          Cada código postal pertenece a una sola zona. Un código que no está en ninguna zona, o una zona «a cotizar», se cotiza
          después del pedido.
        </p>
      </PageHeading>
      {notice && <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>}
      <div className="space-y-6">
        <ZoneTable
          zones={zones}
          disabled={!hydrated}
          onEdit={(zone) => setEditing(zone)}
          onDelete={(zone) => setDeleting(zone)}
        />
        {editing ? (
          <Card>
            <h2 className="mb-4 text-lg font-bold">{editing === 'new' ? 'Nueva zona' : `Editar «${editing.name}»`}</h2>
            <ZoneForm
              key={editing === 'new' ? 'new' : editing.id}
              zone={editing === 'new' ? null : editing}
              onDone={done}
              onCancel={() => setEditing(null)}
            />
          </Card>
        ) : (
          <button type="button" className={buttonPrimary} disabled={!hydrated} onClick={() => setEditing('new')}>
            Agregar zona
          </button>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar la zona"
        confirmLabel="Eliminar"
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        <p>
          Los códigos postales de «{deleting?.name}» se cotizarán después del pedido hasta que otra zona los incluya. Sus
          localidades dejan de listarse en Zonas de Envío.
        </p>
      </ConfirmDialog>
    </>
  )
}
