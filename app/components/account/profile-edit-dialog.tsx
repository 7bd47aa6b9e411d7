import { useState, type FormEvent } from 'react'
import { api } from '../../lib/api-client.ts'
import { confirmDialog, showAlert } from '../../lib/dialogs.ts'
import { formatCuit } from '#domain/cuit.ts'
import { billingFieldsSchema } from '#domain/forms/billing-identity.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { FIELD_LABELS } from '#domain/forms/field-labels.ts'
import type { UserData } from '#domain/user.ts'
import { TextField } from '../forms/text-field.tsx'
import { VatConditionField } from '../forms/vat-condition-field.tsx'
import { useModalDialog } from '../use-modal-dialog.ts'

const FIELDS = [
  { name: 'fullname', label: 'Nombre completo' },
  { name: 'dni', label: FIELD_LABELS.dni },
  { name: 'phone', label: 'Teléfono' },
  { name: 'address', label: 'Dirección' },
  { name: 'location', label: 'Localidad' },
  { name: 'postal_code', label: 'Código postal' },
] as const

/** The profile's edit modal: asks for confirmation, then shows success or failure. */
export function ProfileEditDialog({
  user,
  open,
  onClose,
  onSaved,
}: {
  user: UserData
  open: boolean
  onClose(): void
  onSaved(): void
}) {
  const dialog = useModalDialog(open)
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>
    // The DNI or CUIT/CUIL and the VAT condition are checked here as the server checks them (domain/forms/billing-identity.ts).
    const billing = billingFieldsSchema.safeParse(values)
    if (!billing.success) {
      setErrors(fieldErrors(billing.error))
      return
    }
    setErrors({})
    onClose()
    const sure = await confirmDialog({ title: '¿Guardar los cambios?', confirm: 'Guardar', icon: 'question' })
    if (!sure) return
    const result = await api('/api/page/changeUserData', { method: 'PATCH', body: { ...values, email: user.email } })
    if (result.ok) {
      onSaved()
      await showAlert({ icon: 'success', text: 'Datos actualizados correctamente' })
    } else {
      await showAlert({ icon: 'error', text: 'Ocurrió un error al actualizar' })
    }
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="edit-profile-title"
      className="m-auto w-[min(95vw,560px)] rounded-xl p-0 backdrop:bg-black/50"
    >
      <form onSubmit={submit} className="space-y-4 p-6">
        <h2 id="edit-profile-title" className="text-xl font-extrabold">
          Editar mis datos
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <TextField
              key={f.name}
              name={f.name}
              label={f.label}
              defaultValue={f.name === 'dni' ? formatCuit(user.dni) : user[f.name]}
              error={errors[f.name]}
            />
          ))}
          <VatConditionField defaultValue={user.vat_condition} error={errors.vat_condition} />
        </div>
        <TextField name="email" label="Correo electrónico" value={user.email} readOnly />
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-md px-4 py-2 font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50"
          >
            Cancelar
          </button>
          <button type="submit" className="rounded-md bg-brand px-4 py-2 font-bold text-white hover:bg-brand-dark">
            Guardar
          </button>
        </div>
      </form>
    </dialog>
  )
}
