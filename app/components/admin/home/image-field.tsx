/**
 * An image of Portada: the current one shown, and a file input that uploads a new one at once
 * (checked here for size and type first, and by the server by its bytes). A refused file is said
 * under the field; the image and the rest of the form stay as they were.
 */
import { useId, useState } from 'react'
import { HOME_IMAGE_ACCEPT, HOME_IMAGE_MESSAGES, MAX_HOME_IMAGE_BYTES, MAX_HOME_IMAGE_MB } from '#domain/admin/home-images.ts'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { FieldError } from '../../forms/field-error.tsx'

export function ImageField({
  id,
  label,
  hint,
  value,
  error,
  onValue,
  previewClassName = 'h-24 w-auto',
}: {
  id: string
  label: string
  hint?: string
  value: string
  error?: string | undefined
  onValue: (path: string) => void
  previewClassName?: string
}) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | undefined>()
  const hintId = useId()
  const shown = problem ?? error

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0]
    if (!file) return
    if (file.size > MAX_HOME_IMAGE_BYTES) {
      setProblem(HOME_IMAGE_MESSAGES.tooLarge)
      input.value = ''
      return
    }
    const body = new FormData()
    body.set('image', file)
    setBusy(true)
    const result = await adminApi('/api/admin/home/images', { method: 'POST', body, csrf: staff.csrf })
    setBusy(false)
    input.value = ''
    if (result.ok && typeof result.data?.path === 'string') {
      setProblem(undefined)
      onValue(result.data.path)
    } else setProblem(result.message)
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <p id={hintId} className="text-xs text-gray-600">
        {hint ? `${hint} · ` : ''}PNG, JPG, WebP, GIF o AVIF, hasta {MAX_HOME_IMAGE_MB} MB.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {value ? (
          <img src={value} alt={`${label}: imagen actual`} className={`rounded ring-1 ring-gray-200 ${previewClassName}`} />
        ) : (
          <span className="rounded bg-gray-100 px-3 py-2 text-xs text-gray-600">Sin imagen</span>
        )}
        <input
          id={id}
          type="file"
          accept={HOME_IMAGE_ACCEPT}
          disabled={busy || !hydrated}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${hintId} ${id}-error` : hintId}
          onChange={(event) => void choose(event.currentTarget)}
          className="block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:font-semibold file:text-gray-800"
        />
        {busy && (
          <span role="status" className="text-sm text-gray-700">
            Subiendo…
          </span>
        )}
      </div>
      <FieldError id={`${id}-error`} message={shown} />
    </div>
  )
}
