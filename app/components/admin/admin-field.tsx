/** A labelled input of a back-office form (lib/use-checked-form.ts ids): its error under it, read by screen readers. */
import type { InputHTMLAttributes } from 'react'
import { FieldError } from '../forms/field-error.tsx'

export function AdminField({
  formId,
  name,
  label,
  error,
  value,
  onValue,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  formId: string
  name: string
  label: string
  error: string | undefined
  value: string
  onValue: (value: string) => void
}) {
  const id = `${formId}-${name}`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        className={`mt-1 block w-full rounded-md border-0 px-3 py-2 text-sm ring-1 focus:ring-2 focus:ring-brand ${error ? 'ring-red-500' : 'ring-gray-300'}`}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
