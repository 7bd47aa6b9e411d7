import { useId, type SelectHTMLAttributes } from 'react'
import { FIELD_LABELS } from '#domain/forms/field-labels.ts'
import { VAT_CONDITION_LABELS, VAT_CONDITIONS } from '#domain/vat-condition.ts'

/** 'Condición frente al IVA': the four conditions (docs/legal.md), with its error underneath. */
export function VatConditionField({
  error,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { error?: string | undefined }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {FIELD_LABELS.vat_condition}
      </label>
      <select
        id={id}
        name="vat_condition"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
        className={`mt-1 block w-full rounded-md border-0 bg-white px-3 py-2 text-sm ring-1 focus:ring-2 focus:ring-brand ${error ? 'ring-red-500' : 'ring-gray-300'}`}
      >
        {VAT_CONDITIONS.map((condition) => (
          <option key={condition} value={condition}>
            {VAT_CONDITION_LABELS[condition]}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
