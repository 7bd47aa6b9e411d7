import { Send } from '../icons.tsx'
import type { FormEvent, ReactNode } from 'react'
import { PersonalDataNotice } from '../legal/personal-data-notice.tsx'
import { BUTTON_CLASS, INPUT_CLASS } from './info-ui.tsx'

const FILE_CLASS =
  'block w-full rounded-md border border-gray-300 bg-white text-sm text-gray-700 file:mr-3 file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:font-semibold file:text-gray-900 hover:file:bg-gray-200 focus:outline-none focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/40'

/** A labelled field; the control (and its hint) is `children`. */
function Field({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-900">
        {label}
      </label>
      {children}
    </div>
  )
}

/**
 * The work-with-us form has only input types, no required rules and no submit
 * behaviour: it sends nothing (the original's call is not shown), so submitting is a no-op.
 */
export function WorkWithUsForm() {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
  }

  return (
    <form onSubmit={submit} aria-labelledby="work-form-title" className="grid gap-4 sm:grid-cols-2">
      <Field id="work-name" label="Nombre">
        <input id="work-name" name="name" type="text" autoComplete="given-name" className={INPUT_CLASS} />
      </Field>
      <Field id="work-surname" label="Apellido">
        <input id="work-surname" name="surname" type="text" autoComplete="family-name" className={INPUT_CLASS} />
      </Field>
      <Field id="work-phone" label="Teléfono">
        <input id="work-phone" name="phone" type="number" min={0} inputMode="numeric" className={INPUT_CLASS} />
      </Field>
      <Field id="work-email" label="Correo electrónico">
        <input id="work-email" name="email" type="email" autoComplete="email" className={INPUT_CLASS} />
      </Field>
      <Field id="work-cv" label="Adjuntá tu CV" className="sm:col-span-2">
        <input
          id="work-cv"
          name="cv"
          type="file"
          accept=".pdf,.doc,.docx,application/pdf"
          aria-describedby="work-cv-hint"
          className={FILE_CLASS}
        />
        <p id="work-cv-hint" className="mt-1 text-sm text-gray-600">
          Formatos PDF o Word.
        </p>
      </Field>
      <Field id="work-motivation" label="¿Por qué te gustaría trabajar con nosotros?" className="sm:col-span-2">
        <textarea id="work-motivation" name="motivation" rows={4} className={INPUT_CLASS} />
      </Field>
      <PersonalDataNotice className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <button type="submit" className={BUTTON_CLASS}>
          <Send aria-hidden className="size-4" />
          Enviar
        </button>
      </div>
    </form>
  )
}
