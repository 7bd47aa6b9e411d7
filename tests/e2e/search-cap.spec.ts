/**
 * A search broader than the count's cap (domain/search-cap.ts): the dropdown says "más de 1.000",
 * the listing "Más de 1.000 resultados" with its filters' note, and the pager offers the next page
 * instead of a last one. "a" matches more than 1,000 products of the demo catalogue.
 */
import type { Product } from '#domain/product.ts'
import { compareForSort } from '#domain/listing-query.ts'
import { CAPPED_FACETS_NOTE, CAPPED_RESULTS_LABEL, SEARCH_COUNT_CAP } from '#domain/search-cap.ts'
import { matchesSearch } from '#domain/text-search.ts'
import type { Page } from '@playwright/test'
import { productHref } from '../../app/lib/paths.ts'
import { expect, expectAccessible, isMobile, test } from './fixtures.ts'

const firstCardLink = (page: Page) => page.locator('main article a').first()

let broad: Product[] = []
test.beforeAll(async ({ request }) => {
  const catalogue = (await (await request.get('/api/products')).json()) as Product[]
  broad = catalogue.filter((p) => matchesSearch(p, 'a')).sort(compareForSort('default'))
})

test('a broad search says "más de 1.000" in the dropdown and pages on', async ({ page }) => {
  expect(broad.length).toBeGreaterThan(SEARCH_COUNT_CAP)
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Buscar productos' })
  await box.fill('a')
  const list = page.getByRole('list', { name: 'Sugerencias' })
  await expect(list.getByRole('listitem')).toHaveCount(40)
  const more = page.getByRole('button', { name: /^Mostrar más resultados/ })
  await expect(more).toHaveText('Mostrar más resultados (más de 1.000)')
  // The button and its scrolling into view both ask for the next page: at least one more page comes.
  await more.click()
  await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(80)
})

test('a broad search\'s listing counts "Más de 1.000", notes its filters and has no last page', async ({ page }) => {
  await page.goto('/search?search=a')
  await expect(page.getByRole('status').filter({ hasText: CAPPED_RESULTS_LABEL })).toBeVisible()
  if (isMobile(page)) await page.getByRole('button', { name: 'Filtros' }).click()
  const filters = page.getByRole('complementary', { name: 'Filtros' })
  await expect(filters.getByText(CAPPED_FACETS_NOTE).first()).toBeVisible()
  const pager = page.getByRole('navigation', { name: 'Paginación' })
  await expect(pager.getByRole('link', { name: 'Última página' })).toHaveCount(0)
  await expect(firstCardLink(page)).toHaveAttribute('href', productHref(broad[0]!.sku))
  await expectAccessible(page)

  await pager.getByRole('link', { name: 'Página siguiente' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(pager.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')

  // Past the cap: the matches after the first thousand, in order, and the pager still goes on.
  const beyond = Math.floor(SEARCH_COUNT_CAP / 9) + 2
  await page.goto(`/search?search=a&page=${beyond}`)
  await expect(firstCardLink(page)).toHaveAttribute('href', productHref(broad[(beyond - 1) * 9]!.sku))
  await expect(pager.getByRole('link', { name: 'Página siguiente' })).toBeVisible()

  // A filter chosen brings the count under the cap: exact again.
  await page.goto('/search?search=a&brand=samsung')
  const exact = broad.filter((p) => p.brand.toLowerCase() === 'samsung').length
  await expect(page.getByRole('status').filter({ hasText: `${exact} productos` })).toBeVisible()
  await expect(page.getByText(CAPPED_FACETS_NOTE)).toHaveCount(0)
})
