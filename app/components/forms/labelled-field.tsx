import type { ReactNode } from 'react'

const LABEL_CLASS = 'mb-1 block text-sm font-semibold text-gray-900'
const HINT_CLASS = 'mt-1 text-sm text-gray-600'

/** The red '*' after a required field's label. */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      *
    </span>
  )
}

/**
 * A public form's field: its label (with a '*' when required), the control (`children`), its hint under it with the id
 * `{id}-hint` that the control's aria-describedby names, and its error.
 */
export function LabelledField({
  id,
  label,
  required = false,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: ReactNode
  /** a '*' after the label */
  required?: boolean
  hint?: ReactNode
  error?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
        {required && (
          <>
            {' '}
            <RequiredMark />
          </>
        )}
      </label>
      {children}
      {hint !== undefined && (
        <p id={`${id}-hint`} className={HINT_CLASS}>
          {hint}
        </p>
      )}
      {error}
    </div>
  )
}
