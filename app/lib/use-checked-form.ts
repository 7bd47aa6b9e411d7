/**
 * A public form checked in the browser by the same zod schema its endpoint declares
 * (domain/forms/*.ts): errors appear on the first attempt and then follow the typing, the first
 * wrong field takes the focus, and the form is busy while it is being sent. Field ids are
 * `{id}-{field}`, with `{id}-{field}-hint` and `{id}-{field}-error` for what describes them.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { z } from 'zod'
import { fieldErrors } from '#domain/forms/field-errors.ts'

export interface CheckedFormOptions<F extends string, T> {
  /** the prefix of the fields' ids */
  id: string
  empty: Readonly<Record<F, string>>
  /** the fields in the form's order: the first wrong one is focused */
  fields: readonly F[]
  check: (values: Record<F, string>) => z.ZodSafeParseResult<T>
}

/** What a form's control takes from the form: its value, its change and what describes it. */
export interface ControlProps {
  value: string
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export function useCheckedForm<F extends string, T>({ id, empty, fields, check }: CheckedFormOptions<F, T>) {
  const [values, setValues] = useState<Record<F, string>>({ ...empty })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => setHydrated(true), [])

  const errorsOf = (next: Record<F, string>) => {
    const parsed = check(next)
    return parsed.success ? {} : fieldErrors(parsed.error)
  }

  function change(field: F, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    // After a first attempt, errors follow the typing so a fixed field clears at once.
    if (submitted) setErrors(errorsOf(next))
  }

  /** The form's valid data on submit, or null (busy, or a wrong field, which is then shown and focused). */
  function checked(event: FormEvent<HTMLFormElement>): T | null {
    event.preventDefault()
    if (busy) return null
    setSubmitted(true)
    const parsed = check(values)
    const found = parsed.success ? {} : fieldErrors(parsed.error)
    setErrors(found)
    if (parsed.success) return parsed.data
    const first = fields.find((field) => found[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    return null
  }

  /** Busy while `sending` is under way: the submit button says so and a second submit waits. */
  async function sending<R>(request: Promise<R>): Promise<R> {
    setBusy(true)
    try {
      return await request
    } finally {
      setBusy(false)
    }
  }

  /** Empty again, as before the first attempt. */
  function reset() {
    setValues({ ...empty })
    setErrors({})
    setSubmitted(false)
  }

  /** the ids that describe a field: its hint, if it has one, and its error, if any */
  const describedBy = (field: F, hint = false) =>
    [hint ? `${id}-${field}-hint` : undefined, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined

  /** a control's value, change and state props, in the order its other attributes expect them */
  const bind = (field: F, hint = false): ControlProps => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, hint),
  })

  return { values, errors, busy, hydrated, formRef, change, checked, sending, reset, describedBy, bind }
}

/** POSTs JSON and answers the status (0 when the network failed) and the parsed body, if any. */
export async function postJson(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await response.json().catch(() => null) }
  } catch {
    return { status: 0, body: null }
  }
}
