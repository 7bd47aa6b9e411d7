import type { ReactNode } from 'react'
import type { ControlProps } from '../../lib/use-checked-form.ts'
import { INPUT_CLASS } from '../others/info-ui.tsx'
import { FieldError } from './field-error.tsx'

/** What a public form's fields take from lib/use-checked-form.ts: each control's props and each field's error. */
export interface CheckedFieldsProps<F extends string> {
  /** `hint`: the field has a hint under it, which the control's aria-describedby names */
  field: (name: F, hint?: boolean) => ControlProps & { id: string; name: F; className: string }
  fieldError: (name: F) => ReactNode
}

/** Each control's id and name as `{formId}-{name}` and `name`, its look, and its error under it with the id it names. */
export function checkedFields<F extends string>(
  formId: string,
  form: { errors: Record<string, string>; bind: (name: F, hint?: boolean) => ControlProps },
): CheckedFieldsProps<F> {
  return {
    field: (name, hint = false) => ({ id: `${formId}-${name}`, name, ...form.bind(name, hint), className: INPUT_CLASS }),
    fieldError: (name) => <FieldError id={`${formId}-${name}-error`} message={form.errors[name]} />,
  }
}
