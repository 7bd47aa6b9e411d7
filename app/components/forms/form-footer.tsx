import { Send } from '../icons.tsx'
import { BUTTON_CLASS } from '../others/info-ui.tsx'
import { PersonalDataNotice } from '../legal/personal-data-notice.tsx'

/** The end of a public form: what is done with the data, the submit button, and what '*' means. */
export function FormFooter({ busy, label }: { busy: boolean; label: string }) {
  return (
    <>
      <PersonalDataNotice className="sm:col-span-2" />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className={BUTTON_CLASS}>
          <Send aria-hidden className="size-4" />
          {busy ? 'Enviando...' : label}
        </button>
        <p className="text-sm text-gray-600">
          <span aria-hidden="true" className="text-red-700">
            *
          </span>{' '}
          Campos obligatorios
        </p>
      </div>
    </>
  )
}
