import { House, SearchX } from '../icons.tsx'
import { Link } from 'react-router'
import { NOT_FOUND_TITLE } from './not-found-title.ts'

export { NOT_FOUND_TITLE }
export const NOT_FOUND_TEXT = 'La dirección ingresada no es válida, o el producto que buscás no tiene stock o fue eliminado.'

/** /error and every unknown address. */
export function NotFoundContent() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-16">
      <div className="mx-auto max-w-xl rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-gray-200">
        <SearchX aria-hidden className="mx-auto size-14 text-brand" />
        <p className="mt-4 text-5xl font-extrabold tracking-tight text-brand">404</p>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-gray-900">{NOT_FOUND_TITLE}</h1>
        <p className="mt-3 text-gray-700">{NOT_FOUND_TEXT}</p>
        <ul className="mx-auto mt-4 max-w-sm list-disc space-y-1 pl-5 text-left text-sm text-gray-700">
          <li>Revisá que la dirección esté bien escrita.</li>
          <li>Buscá el producto desde el buscador o el menú de categorías.</li>
        </ul>
        <Link
          to="/"
          className="mt-6 inline-flex items-center gap-2 rounded-md bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <House aria-hidden className="size-4" />
          Back to Home
        </Link>
      </div>
    </main>
  )
}
