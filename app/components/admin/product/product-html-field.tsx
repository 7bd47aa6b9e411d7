/**
 * One HTML field of the product form (descriptions, specifications, FAQ) beside what the store
 * would show of it: the server's own sanitiser answers the preview a moment after typing stops.
 */
import { useEffect, useState } from 'react'
import type { HTML_FIELDS } from '#domain/admin/product-admin.ts'
import { PRODUCT_FIELD_LABELS, unsafeHtmlReason } from '#domain/admin/product-admin.ts'
import { FieldError } from '../../forms/field-error.tsx'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'

const PREVIEW_DELAY_MS = 400

function useHtmlPreview(html: string, csrf: string): string | null {
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => {
    if (!html.trim()) {
      setPreview('')
      return
    }
    let current = true
    const timer = setTimeout(() => {
      void adminApi('/api/admin/products/preview', { method: 'POST', body: { html }, csrf }).then((result) => {
        if (current && result.ok && typeof result.data?.html === 'string') setPreview(result.data.html)
      })
    }, PREVIEW_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [html, csrf])
  return preview
}

export function ProductHtmlField({
  field,
  value,
  error,
  onValue,
}: {
  field: (typeof HTML_FIELDS)[number]
  value: string
  error: string | undefined
  onValue: (value: string) => void
}) {
  const { staff } = useAdmin()
  const preview = useHtmlPreview(value, staff.csrf)
  const shown = error ?? unsafeHtmlReason(value) ?? undefined
  const id = `product-${field}`
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
          {PRODUCT_FIELD_LABELS[field]}
        </label>
        <textarea
          id={id}
          name={field}
          rows={8}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          className={`mt-1 block w-full rounded-md border-0 px-3 py-2 font-mono text-xs ring-1 focus:ring-2 focus:ring-brand ${shown ? 'ring-red-500' : 'ring-gray-300'}`}
        />
        <FieldError id={`${id}-error`} message={shown} />
      </div>
      <div>
        <p className="block text-sm font-semibold text-gray-800">Vista previa (como la muestra la tienda)</p>
        <div
          data-testid={`preview-${field}`}
          className="product-html mt-1 max-h-64 overflow-auto rounded-md bg-gray-50 p-3 text-sm ring-1 ring-gray-200"
          // Sanitised on the server by the store's own sanitiser (/api/admin/products/preview).
          dangerouslySetInnerHTML={{ __html: preview ?? '' }}
        />
        {value.trim() && preview === '' ? (
          <p className="mt-1 text-xs text-gray-600">La tienda no mostraría nada de este HTML.</p>
        ) : null}
      </div>
    </div>
  )
}
