/** The catalogue as the shopper searches it: the search box's suggestions and the listing pages. */
import { toSuggestion, type Product, type SuggestionResult } from '#domain/product.ts'
import type { ListingSort } from '#domain/listing-params.ts'
import { cappedPageLimit } from '#domain/search-cap.ts'
import { searchWords } from '#domain/text-search.ts'
import type { ProductFilter } from './products-repository.ts'
import { jsonDocument, type CatalogueReads, type JsonDocument } from './catalogue-reads.ts'

export const SUGGESTION_LIMIT = 40

/** The pages a capped search is known to fill: its cap's worth of matches and one more. */
function knownPages(cap: number, pageSize: number): number {
  return Math.ceil((cap + 1) / pageSize)
}

export interface ListingRequest {
  /** `search` is the shopper's text as typed: every word must match, ignoring case and accents */
  filter: Omit<ProductFilter, 'words'> & { search?: string | undefined }
  sort: ListingSort
  page: number
  pageSize: number
}

export interface ListingResult {
  products: Product[]
  /** exact, or the count's cap when `capped` (domain/search-cap.ts) */
  total: number
  page: number
  /** the last page there is; when `capped`, the last page known to hold results */
  pageCount: number
  pageSize: number
  /** a search with more matches than the count's cap: its facets come from the matches read */
  capped: boolean
  /** whether a page follows this one */
  more: boolean
  facets: { categories: { value: string; count: number }[]; brands: { value: string; count: number }[] }
}

export interface SearchReads {
  /**
   * Every word must match, accent- and case-insensitively. The search dropdown shows all
   * matches; it asks for them a page at a time as the shopper scrolls, so a one-letter search
   * never sends the whole catalogue.
   */
  suggestions(text: string, limit?: number, offset?: number): Promise<SuggestionResult>
  /**
   * The suggestions answer as sent: a busy search box asks for the same few prefixes over and
   * over, and a list of 40 costs more to serialise and compress than to look up.
   */
  suggestionsJson(text: string, limit?: number, offset?: number): Promise<JsonDocument>
  listing(request: ListingRequest): Promise<ListingResult>
}

export function searchReads({ products, cache }: CatalogueReads): SearchReads {
  function suggestions(text: string, limit = SUGGESTION_LIMIT, offset = 0): Promise<SuggestionResult> {
    const words = searchWords(text)
    if (words.length === 0) return Promise.resolve({ items: [], total: 0, offset })
    return cache.memo(`suggest:${limit}:${offset}:${words.join(' ')}`, async () => {
      // One pass over the matches for the page and the total (products-search.ts searchPass).
      const { products: rows, total, capped, more } = await products.searchPass({ words }, 'default', limit, offset)
      return { items: rows.map(toSuggestion), total, offset, capped, more }
    })
  }

  return {
    suggestions,

    async suggestionsJson(text, limit = SUGGESTION_LIMIT, offset = 0) {
      const words = searchWords(text)
      return cache.memo(`suggest.json:${limit}:${offset}:${words.join(' ')}`, async () =>
        jsonDocument(await suggestions(text, limit, offset)),
      )
    },

    async listing(request) {
      const { search, ...rest } = request.filter
      const words = search === undefined ? [] : searchWords(search)
      const filter: ProductFilter = words.length ? { ...rest, words } : rest
      const filterKey = JSON.stringify(filter)
      const asked = Math.max(1, request.page)
      // A search's facets and the page asked for come from one pass over its matches when the
      // facets are not held yet (products-search.ts searchPass); a category's come from
      // indexes, each on its own.
      let pass: ReturnType<typeof products.searchPass> | undefined
      const { total, capped, categories, brands } = await cache.memo(`facets:${filterKey}`, async () => {
        if (!words.length) return { ...(await products.facets(filter)), capped: false }
        pass = products.searchPass(filter, request.sort, request.pageSize, (asked - 1) * request.pageSize, { facets: true })
        const { facets, capped } = await pass
        return { ...facets!, capped }
      })
      // A capped search has no last page to clamp to: it is paged up to the result window, and a
      // page past its matches is empty.
      const pageCount = capped ? cappedPageLimit(request.pageSize) : Math.max(1, Math.ceil(total / request.pageSize))
      const current = Math.min(asked, pageCount)
      const offset = (current - 1) * request.pageSize
      const { items, more } = await cache.memo(`page:${filterKey}:${request.sort}:${request.pageSize}:${current}`, async () => {
        if (pass && current === asked) {
          const { products: items, more } = await pass
          return { items, more }
        }
        if (!words.length)
          return { items: await products.page(filter, request.sort, request.pageSize, offset), more: current < pageCount }
        const page = await products.searchPage(filter, request.sort, request.pageSize, offset, capped)
        return { items: page.products, more: page.more }
      })
      return {
        products: items,
        total,
        page: current,
        pageCount: capped ? Math.max(knownPages(total, request.pageSize), current + (more ? 1 : 0)) : pageCount,
        pageSize: request.pageSize,
        capped,
        more: more && current < pageCount,
        facets: { categories, brands },
      }
    },
  }
}
