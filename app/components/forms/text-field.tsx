import { useId, type InputHTMLAttributes } from 'react'
import { LABELLED_INPUT_CLASS, LabelledInput, ringClass } from './labelled-input.tsx'

/** A labelled input with its error underneath, wired for screen readers. */
export function TextField({
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined; hint?: string }) {
  const id = useId()
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <LabelledInput
      id={id}
      label={label}
      error={error}
      describedBy={described}
      {...input}
      className={`${LABELLED_INPUT_CLASS} read-only:bg-gray-100 ${ringClass(error)} ${input.className ?? ''}`}
    >
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-semibold text-red-700">
          {error}
        </p>
      )}
    </LabelledInput>
  )
}
