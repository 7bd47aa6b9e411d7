/** A labelled input of a back-office form (lib/use-checked-form.ts ids): its error under it, read by screen readers. */
import type { InputHTMLAttributes } from 'react'
import { FieldError } from '../forms/field-error.tsx'
import { LABELLED_INPUT_CLASS, LabelledInput, ringClass } from '../forms/labelled-input.tsx'

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
    <LabelledInput
      id={id}
      label={label}
      error={error}
      describedBy={error ? `${id}-error` : undefined}
      name={name}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      {...input}
      className={`${LABELLED_INPUT_CLASS} ${ringClass(error)}`}
    >
      <FieldError id={`${id}-error`} message={error} />
    </LabelledInput>
  )
}

/**
 * A form's state as AdminField reads it: `field(name)` gives one field's id, value, change and
 * error, so each field only says what is its own (label, limits, autocomplete).
 */
export function adminFields<K extends string>(
  formId: string,
  form: { values: { [P in K]: string }; errors: Record<string, string>; change: (field: K, value: string) => void },
) {
  return (name: K) => ({
    formId,
    name,
    value: form.values[name],
    onValue: (value: string) => form.change(name, value),
    error: form.errors[name],
  })
}

/** A new password and its repetition, as every staff password form asks for them. */
export function NewPasswordFields({
  formId,
  form,
  label,
  repeatLabel,
}: {
  formId: string
  form: {
    values: { password: string; confirmPassword: string }
    errors: Record<string, string>
    change: (field: 'password' | 'confirmPassword', value: string) => void
  }
  label: string
  repeatLabel: string
}) {
  const field = adminFields(formId, form)
  return (
    <>
      <AdminField {...field('password')} label={label} type="password" autoComplete="new-password" />
      <AdminField {...field('confirmPassword')} label={repeatLabel} type="password" autoComplete="new-password" />
    </>
  )
}

/** A back-office form's submit button: off until the form answers and while it is sent, saying so meanwhile. */
export function AdminSubmitButton({
  form,
  className,
  label,
  busyLabel,
}: {
  form: { busy: boolean; hydrated: boolean }
  className: string
  label: string
  busyLabel: string
}) {
  return (
    <button type="submit" className={className} disabled={form.busy || !form.hydrated}>
      {form.busy ? busyLabel : label}
    </button>
  )
}
