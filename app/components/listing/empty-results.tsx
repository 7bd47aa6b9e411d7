import { SearchX } from '../icons.tsx'

export function EmptyResults() {
  return (
    <div className="rounded-lg bg-white p-8 text-center ring-1 ring-gray-200">
      <SearchX aria-hidden className="mx-auto size-12 text-gray-400" />
      <p className="mt-3 text-lg font-bold">No se han encontrado resultados para tu búsqueda.</p>
      <ul className="mx-auto mt-4 max-w-md list-disc space-y-1 pl-5 text-left text-sm text-gray-600">
        <li>Revisá la ortografía de las palabras.</li>
        <li>Probá con palabras clave diferentes.</li>
        <li>Usá palabras clave más generales.</li>
        <li>Probá con menos palabras clave.</li>
      </ul>
    </div>
  )
}
