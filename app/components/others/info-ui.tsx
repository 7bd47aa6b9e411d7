import type { LucideIcon } from '../icons.tsx'
import type { ReactNode } from 'react'

/** The information pages' heading: an h1 with an optional lead paragraph. */
export function PageHeading({ title, lead, icon: Icon }: { title: string; lead?: ReactNode; icon?: LucideIcon }) {
  return (
    <header className="mb-6">
      <h1 className="flex items-center gap-3 text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl">
        {Icon && (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-white">
            <Icon aria-hidden className="size-5" />
          </span>
        )}
        {title}
      </h1>
      {lead && <p className="mt-3 max-w-3xl text-base text-gray-700">{lead}</p>}
    </header>
  )
}

/** A white card section with an h2. */
export function InfoCard({
  title,
  icon: Icon,
  children,
  id,
}: {
  title: string
  icon?: LucideIcon
  children: ReactNode
  id?: string
}) {
  return (
    <section id={id} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-extrabold tracking-tight text-gray-900">
        {Icon && <Icon aria-hidden className="size-5 shrink-0 text-brand" />}
        {title}
      </h2>
      <div className="space-y-3 text-gray-700">{children}</div>
    </section>
  )
}

/** A white card section whose h2 names it: a form or a list under its title. */
export function TitledSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-extrabold tracking-tight text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

export const LINK_CLASS =
  'font-semibold text-brand underline decoration-brand/40 underline-offset-2 hover:decoration-brand focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'

export const INPUT_CLASS =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-500 outline-none focus:border-brand focus:ring-2 focus:ring-brand/40 aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30'

export const BUTTON_CLASS =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60'
