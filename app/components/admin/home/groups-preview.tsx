/** Which products each of the home page's product carousels picks, as saved or as typed. */
import { Card } from '../admin-ui.tsx'

export interface GroupPreview {
  key: string
  title: string
  products: { sku: string; name: string; brand: string }[]
}

export function GroupsPreview({ groups, stale }: { groups: GroupPreview[]; stale: boolean }) {
  return (
    <section aria-labelledby="groups-preview" className="space-y-4">
      <h2 id="groups-preview" className="text-lg font-bold">
        Qué productos muestra cada grupo {stale ? '(con lo guardado)' : ''}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {groups.map((g) => (
          <Card key={g.key}>
            <h3 className="font-bold">
              {g.title} <span className="font-normal text-gray-600">· {g.products.length} productos</span>
            </h3>
            {g.products.length === 0 ? (
              <p className="mt-2 text-sm text-gray-700">Ningún producto: la portada no muestra este carrusel.</p>
            ) : (
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
                {g.products.map((p) => (
                  <li key={p.sku}>
                    {p.name}{' '}
                    <span className="text-xs text-gray-600">
                      ({p.brand}, {p.sku})
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        ))}
      </div>
    </section>
  )
}
