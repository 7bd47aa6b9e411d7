/**
 * The file of an import: checked here as the server checks it (a .csv or .json, at most
 * MAX_IMPORT_MB) so a wrong file is said next to the field before it is sent; the server's
 * refusal (wrong columns, not text…) is shown in the same place. Nothing is applied yet: a
 * good file opens its preview.
 */
import { FileUp } from '../icons.tsx'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES, MAX_IMPORT_MB } from '#domain/admin/catalogue-import.ts'
import { CSRF_HEADER } from '#domain/admin/staff-roles.ts'
import { UNEXPECTED_ERROR_MESSAGE } from '#domain/messages.ts'
import { useAdmin } from '../../lib/admin-session.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { FieldError } from '../forms/field-error.tsx'
import { buttonPrimary } from './admin-ui.tsx'

/** The form's own check, the same rules the server applies first. */
function fileProblem(file: File | undefined): string | undefined {
  if (!file) return IMPORT_MESSAGES.missingFile
  if (!/\.(csv|json)$/i.test(file.name)) return IMPORT_MESSAGES.badExtension
  if (file.size > MAX_IMPORT_BYTES) return IMPORT_MESSAGES.tooLarge
  if (file.size === 0) return IMPORT_MESSAGES.missingFile
  return undefined
}

export function CatalogueUploadForm() {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const file = (event.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0]
    const problem = fileProblem(file)
    setError(problem)
    if (problem || !file) return
    const body = new FormData()
    body.set('file', file)
    setBusy(true)
    try {
      const response = await fetch('/api/admin/catalogue/imports', {
        method: 'POST',
        headers: { accept: 'application/json', [CSRF_HEADER]: staff.csrf },
        credentials: 'same-origin',
        body,
      })
      const data = (await response.json().catch(() => null)) as { message?: string; id?: number } | null
      if (response.ok && typeof data?.id === 'number') {
        await navigate(`/admin/import/${data.id}`)
        return
      }
      setError(data?.message ?? UNEXPECTED_ERROR_MESSAGE)
    } catch {
      setError('No se pudo conectar con el servidor. Revise la conexión e intente nuevamente.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Archivo para importar" className="grid gap-3">
      <div>
        <label htmlFor="import-file" className="block text-sm font-semibold text-gray-800">
          Archivo CSV o JSON (hasta {MAX_IMPORT_MB} MB)
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          onChange={() => setError(undefined)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'import-file-error' : 'import-file-help'}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:font-semibold file:text-gray-800"
        />
        <p id="import-file-help" className="mt-1 text-xs text-gray-600">
          Primero se muestra qué cambiaría; nada se guarda hasta «Aplicar importación».
        </p>
        <div role="alert" className="break-words">
          <FieldError id="import-file-error" message={error} />
        </div>
      </div>
      <div>
        <button type="submit" disabled={busy || !hydrated} className={buttonPrimary}>
          <FileUp aria-hidden className="size-4" /> {busy ? 'Leyendo el archivo…' : 'Revisar archivo'}
        </button>
      </div>
    </form>
  )
}
