/** The catalogue as the shopper searches it: the search box's suggestions and the listing pages. */
import { toSuggestion, type Product, type SuggestionResult } from '#domain/product.ts'
import type { ListingSort } from '#domain/listing-params.ts'
import { searchWords } from '#domain/text-search.ts'
import type { ProductFilter } from './products-repository.ts'
import { jsonDocument, type CatalogueReads, type JsonDocument } from './catalogue-reads.ts'

export const SUGGESTION_LIMIT = 40

export interface ListingRequest {
  /** `search` is the shopper's text as typed: every word must match, ignoring case and accents */
  filter: Omit<ProductFilter, 'words'> & { search?: string | undefined }
  sort: ListingSort
  page: number
  pageSize: number
}

export interface ListingResult {
  products: Product[]
  total: number
  page: number
  pageCount: number
  pageSize: number
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
      const { products: rows, total } = await products.searchPass({ words }, 'default', limit, offset)
      return { items: rows.map(toSuggestion), total, offset }
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
      const { total, categories, brands } = await cache.memo(`facets:${filterKey}`, async () => {
        if (!words.length) return products.facets(filter)
        pass = products.searchPass(filter, request.sort, request.pageSize, (asked - 1) * request.pageSize, { facets: true })
        return (await pass).facets!
      })
      const pageCount = Math.max(1, Math.ceil(total / request.pageSize))
      const current = Math.min(asked, pageCount)
      const items = await cache.memo(`page:${filterKey}:${request.sort}:${request.pageSize}:${current}`, async () =>
        pass && current === asked
          ? (await pass).products
          : products.page(filter, request.sort, request.pageSize, (current - 1) * request.pageSize),
      )
      return { products: items, total, page: current, pageCount, pageSize: request.pageSize, facets: { categories, brands } }
    },
  }
}
