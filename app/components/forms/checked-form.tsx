import type { FormEvent, ReactNode, RefObject } from 'react'

/**
 * A public form checked by lib/use-checked-form.ts, two columns from 640 px: the browser's own
 * checks are off (the schema's messages are shown instead), and `data-hydrated` tells the
 * browser tests when the form answers.
 */
export function CheckedForm({
  form,
  labelledBy,
  onSubmit,
  children,
}: {
  form: { formRef: RefObject<HTMLFormElement | null>; hydrated: boolean }
  labelledBy: string
  onSubmit(event: FormEvent<HTMLFormElement>): void
  children: ReactNode
}) {
  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
      data-hydrated={form.hydrated ? 'true' : undefined}
      className="grid gap-4 sm:grid-cols-2"
    >
      {children}
    </form>
  )
}
