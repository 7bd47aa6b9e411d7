/** The product's "Datos" and "Precios": its text fields (category and brand offered from the catalogue's), stock, line and prices. */
import { PRODUCT_FIELD_LABELS } from '#domain/admin/product-admin.ts'
import { STOCK_REASON_MAX } from '#domain/stock-movements.ts'
import { AdminField } from '../admin-field.tsx'
import { Card } from '../admin-ui.tsx'
import { PRICE_FIELDS, TEXT_FIELDS, type ProductFormState } from './product-form-state.ts'
import type { ProductErrors } from './use-product-editor.ts'

type TypedField = (typeof TEXT_FIELDS)[number] | (typeof PRICE_FIELDS)[number] | 'stock' | 'tax_percentage' | 'price_wholesale'

export function ProductDataCard({
  form,
  errors,
  labels,
  set,
  stock,
}: {
  form: ProductFormState
  errors: ProductErrors
  labels: { categories: string[]; brands: string[] }
  set: <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => void
  /** an existing product's stock changed: the reason the save asks for */
  stock?: { changed: boolean; reason: string; setReason: (reason: string) => void }
}) {
  /** A text input's props: its value, label and error by the field's name. */
  const fieldProps = (field: TypedField) => ({
    formId: 'product',
    name: field,
    label: PRODUCT_FIELD_LABELS[field],
    error: errors[field],
    value: form[field],
    onValue: (value: string) => set(field, value),
  })
  return (
    <Card>
      <h2 className="mb-4 text-lg font-bold">Datos</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <AdminField
            key={field}
            {...fieldProps(field)}
            list={field === 'category' ? 'product-categories' : field === 'brand' ? 'product-brands' : undefined}
            autoComplete="off"
          />
        ))}
        <AdminField {...fieldProps('stock')} inputMode="numeric" />
        {stock?.changed ? (
          <AdminField
            formId="product"
            name="stock_reason"
            label="Motivo del cambio de stock"
            placeholder="Recuento, rotura, devolución…"
            maxLength={STOCK_REASON_MAX}
            error={errors.stock_reason}
            value={stock.reason}
            onValue={stock.setReason}
            autoComplete="off"
          />
        ) : null}
        <label className="inline-flex items-center gap-2 text-sm font-semibold text-gray-800 sm:col-span-2">
          <input
            type="checkbox"
            name="white_line"
            checked={form.white_line}
            onChange={(event) => set('white_line', event.target.checked)}
            className="size-4"
          />
          Línea blanca (heladeras, lavarropas, cocinas…)
        </label>
        <LabelList id="product-categories" labels={labels.categories} />
        <LabelList id="product-brands" labels={labels.brands} />
      </div>
      <h2 className="mb-4 mt-8 text-lg font-bold">Precios</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[...PRICE_FIELDS, 'tax_percentage' as const, 'price_wholesale' as const].map((field) => (
          <AdminField key={field} {...fieldProps(field)} inputMode="decimal" />
        ))}
      </div>
      <p className="mt-2 text-xs text-gray-600">
        Listas 1 y 2: pago en un solo pago; listas 3 a 6: las cuotas con tarjeta. Escriba los montos con punto o coma decimal, sin
        separador de miles. El precio mayorista (sin IVA) es para revendedores y no se muestra en la tienda; vacío, sin precio
        mayorista.
      </p>
    </Card>
  )
}

function LabelList({ id, labels }: { id: string; labels: string[] }) {
  return (
    <datalist id={id}>
      {labels.map((label) => (
        <option key={label} value={label} />
      ))}
    </datalist>
  )
}
