/**
 * Puts the order's staff e-mail in the outbox again (for a mailbox that lost it): one button,
 * disabled while it works, the server's answer shown by the page.
 */
import { MailPlus } from 'lucide-react'
import { useState } from 'react'
import { adminApi } from '../../lib/admin-api.ts'
import { useAdmin } from '../../lib/admin-session.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { buttonSecondary } from './admin-ui.tsx'

export function OrderStaffEmailButton({
  movement,
  onSaved,
}: {
  movement: string
  onSaved: (message: string, ok: boolean) => void
}) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)

  async function resend() {
    setBusy(true)
    const result = await adminApi(`/api/admin/orders/${Number(movement)}/staff-email`, { method: 'POST', csrf: staff.csrf })
    setBusy(false)
    onSaved(result.message, result.ok)
  }

  return (
    <button type="button" onClick={() => void resend()} disabled={busy || !hydrated} className={`${buttonSecondary} mt-3`}>
      <MailPlus aria-hidden className="size-4" /> {busy ? 'Reenviando…' : 'Reenviar el correo del pedido al personal'}
    </button>
  )
}
