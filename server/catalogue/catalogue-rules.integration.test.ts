/**
 * The catalogue's rules run as SQL on the server; domain/ holds the same rules as plain
 * functions, unit-tested against the rules they state. Here both meet on the demo catalogue, on each
 * database: the home carousels, the recommendations and the listing (filters, search, sorts,
 * facets) must pick exactly the products, in exactly the order, the domain rules pick.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { store as identity } from '#config/store.ts'
import { applyHomeGroupRule, HOME_GROUP_LIMIT, homeGroupRules } from '#domain/home-groups.ts'
import { compareForSort } from '#domain/listing-query.ts'
import { SORT_VALUES } from '#domain/listing-params.ts'
import type { Product } from '#domain/product.ts'
import { recommendations } from '#domain/recommendations.ts'
import { displayNameKey } from '#domain/display-name.ts'
import { isInStock } from '#domain/stock.ts'
import { matchesSearch, normalizeText, searchWords } from '#domain/text-search.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const ids = (products: readonly Pick<Product, 'id'>[]) => products.map((p) => p.id)

describe.each(databaseKinds)('catalogue rules in SQL on %s', (kind) => {
  let store: TestStore
  let all: Product[]

  beforeAll(async () => {
    store = await createTestStore(kind)
    all = await productsRepository(store.database.db).all()
  })
  afterAll(() => store?.close())

  it('fills each home carousel with the products of its rule, in its order', async () => {
    const groups = await store.services.catalogue.homeGroups()
    const rules = homeGroupRules({ manufacturer: identity.promotedManufacturer.name, moreOffersEan: identity.moreOffersEan })
    expect(groups.map((g) => g.key)).toEqual(rules.map((r) => r.key))
    for (const [index, rule] of rules.entries()) {
      const expected = applyHomeGroupRule(rule, all, HOME_GROUP_LIMIT)
      expect(expected.length, rule.key).toBeGreaterThanOrEqual(8)
      expect(ids(groups[index]!.products), rule.key).toEqual(ids(expected))
    }
    const climate = groups.find((g) => g.key === 'climate')!.products
    expect(climate.map((p) => p.price_list_3)).toEqual(climate.map((p) => p.price_list_3).sort((a, b) => b - a))
    for (const key of ['technology', 'home'] as const) {
      const names = groups.find((g) => g.key === key)!.products.map((p) => normalizeText(p.name))
      expect(names.some((n) => n.includes('control'))).toBe(false)
      if (key === 'home') expect(names.some((n) => n.includes('ventilador'))).toBe(false)
    }
    for (const group of groups) {
      const shown = group.products.map((p) => displayNameKey(p.name))
      expect(new Set(shown).size, `${group.key}: one card per displayed name`).toBe(shown.length)
      expect(isInStock(group.products[0]!.stock), `${group.key}: the first card can be bought`).toBe(true)
    }
  })

  it('lists the products in stock first in every sort, the others after them', async () => {
    const outOfStock = all.filter((p) => !isInStock(p.stock)).length
    expect(outOfStock, 'the demo has products without stock').toBeGreaterThan(0)
    const inStock = all.length - outOfStock
    for (const sort of SORT_VALUES) {
      const first = await store.services.catalogue.listing({ filter: {}, sort, page: 1, pageSize: 9 })
      expect(
        first.products.every((p) => isInStock(p.stock)),
        sort,
      ).toBe(true)
      // The page where the two parts meet: in stock before, none after.
      const page = Math.floor(inStock / 9) + 1
      const meeting = await store.services.catalogue.listing({ filter: {}, sort, page, pageSize: 9 })
      const flags = meeting.products.map((p) => isInStock(p.stock))
      expect(flags, sort).toEqual([...flags].sort((a, b) => Number(b) - Number(a)))
      expect(flags.filter(Boolean).length, sort).toBe(inStock % 9)
    }
  })

  it('recommends what the domain rule recommends, same-name products left out', async () => {
    // Products whose name another sku shares are the case the rule exists for.
    // Products whose displayed name (without the EAN) another sku shares.
    const names = new Map<string, number>()
    for (const p of all) names.set(displayNameKey(p.name), (names.get(displayNameKey(p.name)) ?? 0) + 1)
    const twins = all.filter((p) => names.get(displayNameKey(p.name))! > 1)
    expect(twins.length, 'the demo lists some models twice').toBeGreaterThan(0)
    expect(
      twins.some(
        (p) =>
          p.name.trim() !== twins.find((q) => q.id !== p.id && displayNameKey(q.name) === displayNameKey(p.name))?.name.trim(),
      ),
      'some twins differ only by the EAN',
    ).toBe(true)
    const sample = [...twins.slice(0, 20), ...all.filter((_, i) => i % 97 === 0)]
    for (const product of sample) {
      const got = await store.services.catalogue.recommendations(product)
      expect(ids(got), product.sku).toEqual(ids(recommendations(product, all)))
      expect(got.length).toBeLessThanOrEqual(9)
      const shown = got.map((p) => displayNameKey(p.name))
      expect(new Set(shown).size).toBe(shown.length)
      expect(shown).not.toContain(displayNameKey(product.name))
    }
  })

  it('lists a filter in every sort order exactly as the domain sorts it', async () => {
    const category = all[0]!.category.toLowerCase()
    const inCategory = all.filter((p) => p.category.toLowerCase() === category)
    for (const sort of SORT_VALUES) {
      const pageSize = 9
      const expected = [...inCategory].sort(compareForSort(sort))
      const pages = Math.ceil(expected.length / pageSize)
      const got: number[] = []
      for (let page = 1; page <= pages; page++) {
        const result = await store.services.catalogue.listing({ filter: { category }, sort, page, pageSize })
        expect(result.total).toBe(expected.length)
        got.push(...ids(result.products))
      }
      expect(got, sort).toEqual(ids(expected))
    }
  })

  it('lists a search in every sort order exactly as the domain sorts it', async () => {
    // A search orders by an expression no index provides (product-filter-sql.ts inStockUnindexed):
    // the same order, by another road.
    const typed = 'samsung'
    const expected = all.filter((p) => matchesSearch(p, typed))
    expect(expected.length).toBeGreaterThan(18)
    for (const sort of SORT_VALUES) {
      const pageSize = 9
      const sorted = [...expected].sort(compareForSort(sort))
      const got: number[] = []
      for (let page = 1; page <= Math.ceil(sorted.length / pageSize); page++) {
        const result = await store.services.catalogue.listing({ filter: { search: typed }, sort, page, pageSize })
        expect(result.total).toBe(sorted.length)
        got.push(...ids(result.products))
      }
      expect(got, sort).toEqual(ids(sorted))
    }
    const suggested = await store.services.catalogue.suggestions(typed, 9, 9)
    expect(suggested.items.map((s) => s.sku)).toEqual(
      [...expected]
        .sort(compareForSort('default'))
        .slice(9, 18)
        .map((p) => p.sku),
    )
  })

  it('reads a search in one pass with the same page, total and facets as the statements on their own', async () => {
    // products-search.ts searchPass: the suggestions' and a search listing's first statement.
    const repo = productsRepository(store.database.db)
    for (const typed of ['samsung', 'a', 'heladera no frost', 'zzzqqq']) {
      const words = searchWords(typed)
      const matches = all.filter((p) => matchesSearch(p, typed))
      const facets = await repo.facets({ words })
      expect(facets.total, typed).toBe(matches.length)
      for (const sort of SORT_VALUES) {
        const sorted = [...matches].sort(compareForSort(sort))
        for (const offset of [0, 7, matches.length]) {
          // Counted without a cap here; search-cap.integration.test.ts checks the cap.
          const pass = await repo.searchPass({ words }, sort, 7, offset, { facets: true, cap: all.length })
          expect(ids(pass.products), `${typed} ${sort} ${offset}`).toEqual(ids(sorted.slice(offset, offset + 7)))
          expect(pass.total).toBe(matches.length)
          expect(pass.facets).toEqual(facets)
        }
      }
      const plain = await repo.searchPass({ words, brands: ['samsung'] }, 'default', 5, 0)
      expect(plain.facets).toBeUndefined()
      expect(ids(plain.products)).toEqual(
        ids(
          matches
            .filter((p) => p.brand.toLowerCase() === 'samsung')
            .sort(compareForSort('default'))
            .slice(0, 5),
        ),
      )
    }
  })

  it('answers a search listing asked past its last page with the last page', async () => {
    // A search of its own: no earlier test left its facets in the memo, so this one's pass reads them.
    const typed = 'sams'
    const sorted = all.filter((p) => matchesSearch(p, typed)).sort(compareForSort('price_asc'))
    const pageSize = 9
    const last = Math.ceil(sorted.length / pageSize)
    const result = await store.services.catalogue.listing({
      filter: { search: typed },
      sort: 'price_asc',
      page: last + 5,
      pageSize,
    })
    expect(result.page).toBe(last)
    expect(ids(result.products)).toEqual(ids(sorted.slice((last - 1) * pageSize)))
  })

  it('searches the listing by every word, whatever the capitals and accents typed', async () => {
    const typed = 'Heladera SAMSUNG Nó Frost'
    const expected = all.filter((p) => matchesSearch(p, typed)).sort(compareForSort('default'))
    expect(expected.length).toBeGreaterThan(0)
    const result = await store.services.catalogue.listing({ filter: { search: typed }, sort: 'default', page: 1, pageSize: 100 })
    expect(ids(result.products)).toEqual(ids(expected))
    const none = await store.services.catalogue.listing({
      filter: { search: `${typed} zzzqqq` },
      sort: 'default',
      page: 1,
      pageSize: 9,
    })
    expect(none.total).toBe(0)
  })

  it('counts the sidebar entries within the current filter', async () => {
    const brand = all[0]!.brand.toLowerCase()
    const ofBrand = all.filter((p) => p.brand.toLowerCase() === brand)
    const result = await store.services.catalogue.listing({ filter: { brands: [brand] }, sort: 'default', page: 1, pageSize: 9 })
    const counts = new Map<string, number>()
    for (const p of ofBrand) counts.set(p.sub_category, (counts.get(p.sub_category) ?? 0) + 1)
    expect(Object.fromEntries(result.facets.categories.map((f) => [f.value, f.count]))).toEqual(Object.fromEntries(counts))
    expect(result.facets.brands).toEqual([{ value: all[0]!.brand, count: ofBrand.length }])
    const descending = result.facets.categories.map((f) => f.count)
    expect(descending).toEqual([...descending].sort((a, b) => b - a))
  })
})
