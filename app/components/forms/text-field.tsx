import { useId, type InputHTMLAttributes } from 'react'

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
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
        className={`mt-1 block w-full rounded-md border-0 px-3 py-2 text-sm ring-1 focus:ring-2 focus:ring-brand read-only:bg-gray-100 ${error ? 'ring-red-500' : 'ring-gray-300'} ${input.className ?? ''}`}
      />
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
    </div>
  )
}
