import { useNavigation } from 'react-router'
import type { CardProduct } from '#domain/financing-view.ts'
import { ProductCard } from '../product-card.tsx'
import { EmptyResults } from './empty-results.tsx'
import { PaginationNav } from './pagination-nav.tsx'

/** The listing's cards and pages, dimmed with a spinner while the next listing loads. */
export function ListingResults({
  products,
  page,
  pageCount,
  open,
}: {
  products: CardProduct[]
  page: number
  pageCount: number
  /** a capped search's pager: no last page, the next one when `more` */
  open?: { more: boolean } | undefined
}) {
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location?.pathname.startsWith('/search')
  return (
    <section aria-label="Productos" aria-busy={loading} className="relative min-h-64">
      {loading && (
        <div role="status" className="absolute inset-0 z-10 flex items-start justify-center bg-gray-50/70 pt-24">
          <span className="size-10 animate-spin rounded-full border-4 border-brand border-t-transparent" />
          <span className="sr-only">Cargando productos…</span>
        </div>
      )}
      {products.length === 0 ? (
        <EmptyResults />
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 min-[1680px]:grid-cols-4 min-[2100px]:grid-cols-5">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
      <PaginationNav page={page} pageCount={pageCount} open={open} />
    </section>
  )
}
