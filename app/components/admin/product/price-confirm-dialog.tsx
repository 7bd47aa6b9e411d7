/**
 * "Algunos precios cambian mucho": the prices that fall by more than half or more than double
 * (domain/admin/price-checks.ts), listed before a save goes through. The server answered 409 with
 * them; "Guardar igual" sends the save again, confirmed.
 */
import { ConfirmDialog } from '../confirm-dialog.tsx'

export interface PriceConfirmation {
  items: readonly string[]
  retry: () => void
}

/** The sentences a 409 asks to confirm, or null when the answer is something else. */
export function confirmationOf(result: { status: number; data: Record<string, unknown> | null }): string[] | null {
  const confirm = result.data?.confirm
  return result.status === 409 && Array.isArray(confirm) ? confirm.filter((c): c is string => typeof c === 'string') : null
}

export function PriceConfirmDialog({
  confirmation,
  busy,
  onCancel,
}: {
  confirmation: PriceConfirmation | null
  busy: boolean
  onCancel: () => void
}) {
  return (
    <ConfirmDialog
      open={confirmation !== null}
      title="¿Guardar estos precios?"
      confirmLabel="Guardar igual"
      busy={busy}
      onConfirm={() => confirmation?.retry()}
      onCancel={onCancel}
    >
      <p>Estos precios cambian mucho. Si es una oferta o una corrección, guárdelos igual:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {confirmation?.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </ConfirmDialog>
  )
}
