/**
 * An order's tags ("mayorista", "reclamo", "envío urgente"), typed separated by commas, with
 * the tags already in use offered as the clerk types; the order list filters by them. Checked
 * as the server checks them (domain/admin/staff-notes.ts); a refusal is said beside the field.
 */
import { useState } from 'react'
import { orderTagsSchema } from '#domain/admin/staff-notes.ts'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { FieldError } from '../../forms/field-error.tsx'
import { buttonSecondary, inputClass } from '../admin-ui.tsx'

export function OrderTagsForm({
  movement,
  tags,
  tagsInUse,
  onSaved,
}: {
  movement: string
  tags: readonly string[]
  tagsInUse: readonly string[]
  onSaved: (message: string, ok: boolean) => void
}) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = orderTagsSchema.safeParse({ tags: new FormData(event.currentTarget).get('tags') ?? '' })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    setBusy(true)
    const result = await adminApi(`/api/admin/orders/${Number(movement)}/tags`, {
      method: 'PUT',
      body: parsed.data,
      csrf: staff.csrf,
    })
    setBusy(false)
    if (!result.ok && result.status === 400) return setError(result.message)
    onSaved(result.message, result.ok)
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Etiquetas del pedido"
      className="mt-4 grid gap-2 border-t border-gray-200 pt-4"
    >
      {tags.length > 0 && (
        <ul aria-label="Etiquetas" className="flex flex-wrap gap-2" data-testid="order-tags">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-sky-100 px-3 py-1 text-xs font-semibold text-sky-900">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <label htmlFor="order-tags" className="block text-sm font-semibold text-gray-800">
        Etiquetas (separadas por comas)
      </label>
      <input
        id="order-tags"
        name="tags"
        defaultValue={tags.join(', ')}
        list="order-tags-in-use"
        autoComplete="off"
        maxLength={400}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'order-tags-error' : undefined}
        className={inputClass}
      />
      <datalist id="order-tags-in-use">
        {tagsInUse.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      <FieldError id="order-tags-error" message={error} />
      <div>
        <button type="submit" disabled={busy || !hydrated} className={buttonSecondary}>
          {busy ? 'Guardando…' : 'Guardar etiquetas'}
        </button>
      </div>
    </form>
  )
}
