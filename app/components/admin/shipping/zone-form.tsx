/**
 * One shipping zone's form (Envíos): name, postal codes and ranges, localities, price or "a
 * cotizar", free-shipping threshold and business days. Checked in the browser by the route's own
 * schema (domain/shipping/shipping-forms.ts); what only the server can tell (codes another zone
 * covers, a name taken) comes back beside its field.
 */
import { useState } from 'react'
import { formatRanges } from '#domain/shipping/postal-code.ts'
import type { ShippingZone } from '#domain/shipping/quote.ts'
import { zoneFormSchema } from '#domain/shipping/shipping-forms.ts'
import { FieldError } from '../../forms/field-error.tsx'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'
import { useCheckedForm } from '../../../lib/use-checked-form.ts'
import { AdminField, AdminSubmitButton, adminFields } from '../admin-field.tsx'
import { buttonPrimary, buttonSecondary, inputClass } from '../admin-ui.tsx'

const FIELDS = ['name', 'postalCodes', 'localities', 'toQuote', 'price', 'freeFrom', 'minDays', 'maxDays'] as const
type Field = (typeof FIELDS)[number]

const amount = (value: number | null) => (value === null ? '' : String(value).replace('.', ','))

function valuesOf(zone: ShippingZone | null): Record<Field, string> {
  if (!zone)
    return { name: '', postalCodes: '', localities: '', toQuote: 'false', price: '', freeFrom: '', minDays: '1', maxDays: '3' }
  return {
    name: zone.name,
    postalCodes: formatRanges(zone.ranges),
    localities: zone.localities.join('\n'),
    toQuote: zone.price === null ? 'true' : 'false',
    price: amount(zone.price),
    freeFrom: amount(zone.freeFrom),
    minDays: String(zone.minDays),
    maxDays: String(zone.maxDays),
  }
}

const bodyOf = (values: Record<Field, string>) => ({ ...values, toQuote: values.toQuote === 'true' })

export function ZoneForm({
  zone,
  onDone,
  onCancel,
}: {
  zone: ShippingZone | null
  onDone(text: string, ok: boolean): void
  onCancel(): void
}) {
  const { staff } = useAdmin()
  const id = zone ? `zone-${zone.id}` : 'zone-new'
  const form = useCheckedForm({
    id,
    empty: valuesOf(zone),
    fields: FIELDS,
    check: (values) => zoneFormSchema.safeParse(bodyOf(values)),
  })
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const field = adminFields(id, { ...form, errors: { ...serverErrors, ...form.errors } })
  const toQuote = form.values.toQuote === 'true'

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    setServerErrors({})
    if (!form.checked(event)) return
    const result = await form.sending(
      adminApi(zone ? `/api/admin/shipping/zones/${zone.id}` : '/api/admin/shipping/zones', {
        method: zone ? 'PUT' : 'POST',
        body: bodyOf(form.values),
        csrf: staff.csrf,
      }),
    )
    const fields = result.data?.fields
    if (fields && typeof fields === 'object') setServerErrors(fields as Record<string, string>)
    onDone(result.message, result.ok)
  }

  const textArea = (name: 'postalCodes' | 'localities', label: string, hint: string, rows: number) => {
    const error = serverErrors[name] ?? form.errors[name]
    return (
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-gray-800">
          {label}
        </label>
        <p id={`${id}-${name}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
        <textarea
          id={`${id}-${name}`}
          name={name}
          rows={rows}
          {...form.bind(name, true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-${name}-hint`, error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ')}
          className={`mt-1 ${inputClass} ${error ? 'ring-red-600' : ''}`}
        />
        <FieldError id={`${id}-${name}-error`} message={error} />
      </div>
    )
  }

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 sm:grid-cols-2"
      aria-label={zone ? `Editar ${zone.name}` : 'Nueva zona'}
    >
      <AdminField {...field('name')} label="Nombre" maxLength={60} autoComplete="off" />
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold text-gray-800">
        <input
          type="checkbox"
          name="toQuote"
          checked={toQuote}
          onChange={(e) => form.change('toQuote', String(e.target.checked))}
        />
        A cotizar (sin precio: se cotiza después del pedido)
      </label>
      {textArea('postalCodes', 'Códigos postales', 'Códigos de 4 cifras y rangos separados por comas: 1000-1499, 1870.', 2)}
      {textArea('localities', 'Localidades', 'Una por línea. Las de las zonas con precio se listan en /shipments.', 4)}
      <AdminField {...field('price')} label="Precio del envío ($)" inputMode="decimal" disabled={toQuote} />
      <AdminField {...field('freeFrom')} label="Envío gratis desde ($, opcional)" inputMode="decimal" disabled={toQuote} />
      <AdminField {...field('minDays')} label="Días hábiles (mínimo)" inputMode="numeric" />
      <AdminField {...field('maxDays')} label="Días hábiles (máximo)" inputMode="numeric" />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <AdminSubmitButton
          form={form}
          className={buttonPrimary}
          label={zone ? 'Guardar zona' : 'Crear zona'}
          busyLabel="Guardando…"
        />
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  )
}
