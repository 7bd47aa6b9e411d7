/** The product's description, specifications and FAQ: each an HTML field with its preview. */
import { HTML_FIELDS } from '#domain/admin/product-admin.ts'
import { Card } from '../admin-ui.tsx'
import type { ProductFormState } from './product-form-state.ts'
import { ProductHtmlField } from './product-html-field.tsx'
import type { ProductErrors } from './use-product-editor.ts'

export function ProductHtmlCard({
  form,
  errors,
  onValue,
}: {
  form: ProductFormState
  errors: ProductErrors
  onValue: (field: (typeof HTML_FIELDS)[number], value: string) => void
}) {
  return (
    <Card>
      <h2 className="mb-4 text-lg font-bold">Descripción, especificaciones y preguntas frecuentes</h2>
      <div className="grid gap-6">
        {HTML_FIELDS.map((field) => (
          <ProductHtmlField
            key={field}
            field={field}
            value={form[field]}
            error={errors[field]}
            onValue={(v) => onValue(field, v)}
          />
        ))}
      </div>
    </Card>
  )
}
