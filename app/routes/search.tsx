import { SlidersHorizontal } from '../components/icons.tsx'
import { useState } from 'react'
import { Link } from 'react-router'
import { ALL_PRODUCTS_LABEL, subCategoryLabel } from '#domain/category-menu.ts'
import { productCount } from '#domain/plural.ts'
import { CAPPED_FACETS_NOTE, CAPPED_RESULTS_LABEL } from '#domain/search-cap.ts'
import { categoryLabel } from '#domain/spanish-case.ts'
import { pageSizeFromCookie } from '#domain/listing-params.ts'
import { parseListingQuery } from '#domain/listing-query.ts'
import { toProductCard } from '#domain/financing-view.ts'
import { FacetList } from '../components/listing/facet-list.tsx'
import { ListingResults } from '../components/listing/listing-results.tsx'
import { SortSelect } from '../components/listing/sort-select.tsx'
import { useListingPageSize } from '../lib/listing-page-size.ts'
import { searchHref, searchHrefFor } from '../lib/paths.ts'
import { seoMeta, siteOrigin } from '../lib/seo.ts'
import type { Route } from './+types/search'

export function meta({ data, matches }: Route.MetaArgs) {
  const heading = data?.heading ?? ALL_PRODUCTS_LABEL
  return seoMeta({
    title: 'Buscar',
    description: `${heading}: precios, cuotas y stock. Envíos a todo el país.`,
    canonicalPath: data?.canonicalPath ?? '/search',
    origin: siteOrigin(matches),
  })
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = parseListingQuery(url.searchParams)
  const result = await context.services.catalogue.listing({
    filter: {
      name: query.name,
      category: query.category,
      subCategory: query.sub_category,
      whiteLine: query.white_line,
      brands: query.brand,
      search: query.search,
      minPrice: query.min_price,
      maxPrice: query.max_price,
    },
    sort: query.sort,
    page: query.page,
    pageSize: pageSizeFromCookie(request.headers.get('cookie')),
  })
  // The URL holds lowercased values (what the API compares); shoppers read the seller's
  // spelling of a brand and categories in sentence case with their accents.
  const brandNames = query.brand?.map((b) => result.facets.brands.find((f) => f.value.trim().toLowerCase() === b)?.value ?? b)
  const heading = query.search
    ? `Resultados para “${query.search}”`
    : query.sub_category
      ? subCategoryLabel(query.sub_category)
      : query.category
        ? categoryLabel(query.category)
        : brandNames
          ? brandNames.join(', ')
          : ALL_PRODUCTS_LABEL
  // The canonical address keeps what selects the products, not how they are ordered or paged.
  const canonical = new URLSearchParams(url.searchParams)
  canonical.delete('sort')
  canonical.delete('page')
  const canonicalQuery = canonical.toString()
  return {
    ...result,
    // Cards need a product's card fields only, not its description, specifications and FAQ, and
    // their financing figures (computed here: the rate search stays off the page's script).
    products: result.products.map(toProductCard),
    query,
    heading,
    brandNames,
    canonicalPath: `/search${canonicalQuery ? `/?${canonicalQuery}` : ''}`,
  }
}

function Breadcrumb({
  category,
  subCategory,
  brand,
  brandNames,
}: {
  category?: string | undefined
  subCategory?: string | undefined
  brand?: string[] | undefined
  brandNames?: string[] | undefined
}) {
  const crumbs: { label: string; to: string }[] = [{ label: 'TODOS', to: '/search' }]
  if (category) crumbs.push({ label: categoryLabel(category), to: searchHrefFor('category', category) })
  if (subCategory) {
    crumbs.push({
      label: subCategoryLabel(subCategory),
      to: searchHref({ ...(category ? { category } : {}), sub_category: subCategory }),
    })
  }
  if (brand?.length === 1) crumbs.push({ label: brandNames?.[0] ?? brand[0]!, to: searchHrefFor('brand', brand[0]!) })
  return (
    <nav aria-label="Ruta de navegación" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-gray-600">
        {crumbs.map((crumb, index) => (
          <li key={crumb.to} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden>/</span>}
            {index === crumbs.length - 1 && index > 0 ? (
              <span aria-current="page" className="font-semibold uppercase text-gray-900">
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.to} className="uppercase hover:text-brand hover:underline">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { products, total, capped, more, page, pageCount, pageSize, facets, query, heading, brandNames } = loaderData
  const facetNote = capped ? CAPPED_FACETS_NOTE : undefined
  const [filtersOpen, setFiltersOpen] = useState(false)
  useListingPageSize(pageSize)

  return (
    <main className="mx-auto max-w-7xl px-3 py-5">
      <Breadcrumb category={query.category} subCategory={query.sub_category} brand={query.brand} brandNames={brandNames} />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{heading}</h1>
          <p className="text-sm text-gray-600" role="status">
            {capped ? CAPPED_RESULTS_LABEL : productCount(total)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/search" className="text-sm font-semibold whitespace-nowrap text-brand hover:underline">
            Limpiar Filtros
          </Link>
          <SortSelect sort={query.sort} />
          <button
            type="button"
            onClick={() => setFiltersOpen((v) => !v)}
            aria-expanded={filtersOpen}
            aria-controls="listing-filters"
            className="flex items-center gap-1 rounded-md bg-white px-3 py-2 text-sm font-semibold ring-1 ring-gray-300 lg:hidden"
          >
            <SlidersHorizontal aria-hidden className="size-4" /> Filtros
          </button>
        </div>
      </div>
      <div className="mt-5 grid gap-6 lg:grid-cols-[240px_1fr]">
        <aside id="listing-filters" aria-label="Filtros" className={`space-y-4 ${filtersOpen ? '' : 'max-lg:hidden'}`}>
          <FacetList
            title="Categorías"
            param="sub_category"
            entries={facets.categories}
            moreLabel="Ver más categorías..."
            note={facetNote}
            format={subCategoryLabel}
          />
          <FacetList title="Marcas" param="brand" entries={facets.brands} moreLabel="Ver más marcas..." note={facetNote} />
        </aside>
        <ListingResults products={products} page={page} pageCount={pageCount} open={capped ? { more } : undefined} />
      </div>
    </main>
  )
}
