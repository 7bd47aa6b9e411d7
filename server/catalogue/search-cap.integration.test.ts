/**
 * A search counts its matches up to a cap (domain/search-cap.ts, decision 047). On the demo
 * catalogue "a" matches more than the cap: its count stops there, its filters come from the
 * matches read and say so, its pages go past the cap without a last page, and the order of every
 * page is still exactly the domain's over all its matches, whether the page was found by walking
 * the sort's index or by sorting every match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compareForSort } from '#domain/listing-query.ts'
import { SORT_VALUES } from '#domain/listing-params.ts'
import type { Product, SuggestionResult } from '#domain/product.ts'
import { CAPPED_FACETS_NOTE, CAPPED_RESULTS_LABEL, SEARCH_COUNT_CAP } from '#domain/search-cap.ts'
import { matchesSearch, searchWords } from '#domain/text-search.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const ids = (products: readonly Pick<Product, 'id'>[]) => products.map((p) => p.id)
const BROAD = 'a'

describe.each(databaseKinds)('searches counted up to a cap on %s', (kind) => {
  let store: TestStore
  let all: Product[]
  let broad: Product[]

  beforeAll(async () => {
    store = await createTestStore(kind, { pages: true })
    all = await productsRepository(store.database.db).all()
    broad = all.filter((p) => matchesSearch(p, BROAD))
  }, 180_000)
  afterAll(() => store?.close())

  it('has a search broader than the cap in the demo catalogue', () => {
    expect(broad.length).toBeGreaterThan(SEARCH_COUNT_CAP)
  })

  it('stops the count at the cap and keeps every page in the exact order, past the cap too', async () => {
    const repo = productsRepository(store.database.db)
    const words = searchWords(BROAD)
    for (const sort of SORT_VALUES) {
      const sorted = [...broad].sort(compareForSort(sort))
      for (const offset of [0, 9, SEARCH_COUNT_CAP - 4, broad.length - 5, broad.length]) {
        const pass = await repo.searchPass({ words }, sort, 9, offset, { facets: true })
        expect(pass.capped).toBe(true)
        expect(pass.total).toBe(SEARCH_COUNT_CAP)
        expect(ids(pass.products), `${sort} ${offset}`).toEqual(ids(sorted.slice(offset, offset + 9)))
        expect(pass.more, `${sort} ${offset}`).toBe(offset + 9 < broad.length)
      }
    }
  })

  it('finds the same pages by sorting every match when the walk along the index gives up', async () => {
    const repo = productsRepository(store.database.db)
    const words = searchWords(BROAD)
    const tiny = { min: 1, perRow: 1, max: 1 }
    for (const sort of SORT_VALUES) {
      const sorted = [...broad].sort(compareForSort(sort))
      for (const offset of [0, 500, broad.length - 3]) {
        const page = await repo.searchPage({ words }, sort, 9, offset, true, tiny)
        expect(ids(page.products), `${sort} ${offset}`).toEqual(ids(sorted.slice(offset, offset + 9)))
        expect(page.more).toBe(offset + 9 < broad.length)
      }
    }
  })

  it('takes the filters of a capped search from the matches it read, and counts exactly again under the cap', async () => {
    const capped = await store.services.catalogue.listing({ filter: { search: BROAD }, sort: 'default', page: 1, pageSize: 9 })
    expect(capped.capped).toBe(true)
    const read = capped.facets.categories.reduce((sum, f) => sum + f.count, 0)
    expect(read).toBe(SEARCH_COUNT_CAP)
    expect(capped.facets.brands.reduce((sum, f) => sum + f.count, 0)).toBe(SEARCH_COUNT_CAP)
    for (const facet of capped.facets.categories) {
      const exact = broad.filter((p) => p.sub_category === facet.value).length
      expect(facet.count).toBeLessThanOrEqual(exact)
    }
    const chosen = capped.facets.categories[0]!.value
    const narrowed = await store.services.catalogue.listing({
      filter: { search: BROAD, subCategory: chosen },
      sort: 'default',
      page: 1,
      pageSize: 9,
    })
    const exact = broad.filter((p) => p.sub_category.toLowerCase() === chosen.toLowerCase())
    expect(exact.length).toBeLessThanOrEqual(SEARCH_COUNT_CAP)
    expect(narrowed.capped).toBe(false)
    expect(narrowed.total).toBe(exact.length)
    expect(narrowed.pageCount).toBe(Math.ceil(exact.length / 9))
  })

  it('answers the suggestions past the cap with "more than" and pages on to the last match', async () => {
    const sorted = [...broad].sort(compareForSort('default'))
    const first = (await store.app.inject({ url: `/api/search/suggestions?q=${BROAD}` })).json<SuggestionResult>()
    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true, more: true, offset: 0 })
    expect(first.items.map((i) => i.sku)).toEqual(sorted.slice(0, 40).map((p) => p.sku))
    const offset = broad.length - 10
    const last = (await store.app.inject({ url: `/api/search/suggestions?q=${BROAD}&offset=${offset}` })).json<SuggestionResult>()
    expect(last).toMatchObject({ capped: true, more: false })
    expect(last.items.map((i) => i.sku)).toEqual(sorted.slice(offset).map((p) => p.sku))
    const narrow = (await store.app.inject({ url: '/api/search/suggestions?q=heladera%20samsung' })).json<SuggestionResult>()
    expect(narrow.capped).toBe(false)
    expect(narrow.total).toBe(all.filter((p) => matchesSearch(p, 'heladera samsung')).length)
  })

  it('shows "Más de 1.000 resultados", the filters\' note and a pager without a last page', async () => {
    const page = await store.app.inject({ url: `/search?search=${BROAD}` })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(CAPPED_RESULTS_LABEL)
    expect(page.body).toContain(CAPPED_FACETS_NOTE)
    expect(page.body).toContain('aria-label="Página siguiente"')
    expect(page.body).not.toContain('aria-label="Última página"')
    expect(page.body).not.toMatch(/\d+ productos/)

    // Past the cap, a page of the matches after the first thousand, in order.
    const sorted = [...broad].sort(compareForSort('default'))
    const beyond = Math.floor(SEARCH_COUNT_CAP / 9) + 3
    const deep = await store.app.inject({ url: `/search?search=${BROAD}&page=${beyond}` })
    expect(deep.statusCode).toBe(200)
    for (const product of sorted.slice((beyond - 1) * 9, beyond * 9)) expect(deep.body).toContain(encodeURIComponent(product.sku))
    expect(deep.body).toContain(`aria-label="Página ${beyond}"`)

    const narrow = await store.app.inject({ url: '/search?search=heladera' })
    expect(narrow.body).not.toContain(CAPPED_RESULTS_LABEL)
    expect(narrow.body).not.toContain(CAPPED_FACETS_NOTE)
    expect(narrow.body).toMatch(/\d+ productos/)
  })
})
