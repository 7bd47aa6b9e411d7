import type { InputHTMLAttributes, ReactNode } from 'react'

/** The input's look before its ring, which says whether the field has an error. */
export const LABELLED_INPUT_CLASS = 'mt-1 block w-full rounded-md border-0 px-3 py-2 text-sm ring-1 focus:ring-2 focus:ring-brand'

export function ringClass(error: string | undefined) {
  return error ? 'ring-red-500' : 'ring-gray-300'
}

/**
 * The label above an input and the input marked invalid while there is an error, as TextField
 * and AdminField draw them; what stands under the input (hint, error) is `children`.
 */
export function LabelledInput({
  id,
  label,
  error,
  describedBy,
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string
  label: string
  error: string | undefined
  describedBy: string | undefined
  children?: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {children}
    </div>
  )
}
