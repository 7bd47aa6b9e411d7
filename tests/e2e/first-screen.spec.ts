/**
 * What a new shopper sees first: Spanish written in sentence case
 * (no CSS title case), names without their EAN, '1 producto', one card per displayed name in a
 * carousel or recommendation list, products in stock first, and carousel arrows that never
 * cover a card.
 */
import type { Locator, Page } from '@playwright/test'
import { displayNameKey } from '#domain/display-name.ts'
import { SORT_VALUES } from '#domain/listing-params.ts'
import type { Product } from '#domain/product.ts'
import { expect, isMobile, test } from './fixtures.ts'
import { orderThroughApi, registerCustomer, signIn } from './support/customer.ts'

const PAGES = ['/', '/search', '/search/?category=mas%20categorias', '/search/?search=Smart%20TV', '/others/about_us']

/** Elements whose computed style capitalises each word: Spanish never does. */
async function titleCased(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => getComputedStyle(el).textTransform === 'capitalize' && el.textContent?.trim())
      .map((el) => el.textContent!.trim().slice(0, 40)),
  )
}

/** The product cards of a carousel: each slide's name and stock label. */
async function slides(carousel: Locator) {
  return carousel.locator('li[aria-roledescription="diapositiva"]').evaluateAll((items) =>
    items.map((li) => ({
      name: li.querySelector('h3')?.textContent?.trim() ?? '',
      stock: [...li.querySelectorAll('span')].find((s) => s.textContent?.startsWith('Stock: '))?.textContent ?? '',
      visible: (() => {
        const box = li.getBoundingClientRect()
        const frame = li.closest('section')!.getBoundingClientRect()
        return box.right > frame.left + 1 && box.left < frame.right - 1
      })(),
    })),
  )
}

const productCarousels = (page: Page) =>
  page.locator('section[aria-roledescription="carrusel"]').filter({ has: page.locator('li article') })

test.describe('Spanish typography', () => {
  test('no text is title-cased by CSS, on any page the shopper opens first', async ({ page }) => {
    test.slow() // several pages or widths in one test
    for (const path of PAGES) {
      await page.goto(path)
      expect(await titleCased(page), path).toEqual([])
    }
  })

  test('categories read in sentence case with their accents; links keep the API values', async ({ page }) => {
    test.slow() // several pages or widths in one test
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const [value, label] of [
      ['electro y aires', 'Electro y aires'],
      ['informatica', 'Informática'],
      ['tecnologia', 'Tecnología'],
      ['mas categorias', 'Más categorías'],
    ]) {
      const link = footer.locator(`a[href="/search/?category=${encodeURIComponent(value!)}"]`)
      await expect(link).toHaveText(label!)
    }
    await expect(footer.getByRole('link', { name: 'Acerca de nosotros' })).toHaveText('Acerca de nosotros')
    await expect(footer.getByText(/^Lunes a viernes de 09:00 a 18:30/)).toBeVisible()
    if (!isMobile(page)) {
      const bar = page.getByRole('navigation', { name: 'Categorías destacadas' })
      await expect(bar.getByRole('link', { name: 'Más categorías' })).toHaveAttribute('href', '/search/?category=mas+categorias')
      await expect(bar.getByRole('link', { name: 'Pequeños electrodomésticos' })).toBeVisible()
    }
    await page.getByRole('button', { name: /CATEGORÍAS/ }).click()
    const menu = page.getByRole('navigation', { name: 'Categorías', exact: true })
    await expect(menu.getByRole('link', { name: 'Todos los productos' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Informática', exact: true })).toHaveAttribute(
      'href',
      '/search/?category=informatica',
    )
    await expect(menu.getByRole('link', { name: 'Cables, adaptadores' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Aires acondicionados' }).first()).toBeAttached()

    await page.goto('/search/?category=mas%20categorias')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Más categorías')
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Más categorías', {
      ignoreCase: true,
    })
    await page.goto('/search')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Todos los productos')
    await page.goto('/search/?search=Smart%20TV')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “Smart TV”')
    await page.goto('/search/?sub_category=pavas%20electricas')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pavas eléctricas')
  })
})

test.describe('names and counts', () => {
  test("Mis pedidos names the product without its EAN and counts '1 producto'", async ({ page }) => {
    const all = (await (await page.request.get('/api/products')).json()) as Product[]
    // The one with most stock: other tests (and repeats of this one) order it too.
    const product = all.filter((p) => /EAN:?\s*\d{5,}/i.test(p.name) && p.price_list_2 > 0).sort((a, b) => b.stock - a.stock)[0]!
    expect(product, 'the demo has names with an EAN').toBeDefined()
    const customer = await registerCustomer(page.request)
    expect((await orderThroughApi(page.request, customer, product)).status()).toBe(200)
    await signIn(page, customer)
    await page.goto('/myaccount/orders')
    // The history is read in the browser after the page hydrates: on a loaded machine, a while.
    await expect(page.getByRole('button', { name: /Ver detalle/ })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText('1 producto', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: /Ver detalle/ }).click()
    const dialog = page.getByRole('dialog')
    const shown = displayNameKey(product.name)
    await expect(dialog.getByRole('cell', { name: new RegExp(product.sku) })).toBeVisible()
    const cell = await dialog.getByRole('cell', { name: new RegExp(product.sku) }).textContent()
    expect(cell).not.toMatch(/EAN|\d{13}/)
    expect(displayNameKey(cell!.replace(product.sku, ''))).toBe(shown)
  })
})

test.describe('carousels and listings', () => {
  test('no carousel shows two cards with the same displayed name, and each starts with a product in stock', async ({ page }) => {
    await page.goto('/')
    const carousels = productCarousels(page)
    await expect(carousels).toHaveCount(5)
    for (const carousel of await carousels.all()) {
      const label = await carousel.getAttribute('aria-label')
      const cards = await slides(carousel)
      const names = cards.map((c) => displayNameKey(c.name))
      expect(new Set(names).size, `${label}: every card`).toBe(names.length)
      const visible = cards.filter((c) => c.visible).map((c) => displayNameKey(c.name))
      expect(visible.length, `${label}: visible cards`).toBeGreaterThan(0)
      expect(new Set(visible).size, `${label}: visible cards`).toBe(visible.length)
      expect(cards[0]!.stock, `${label}: first card`).not.toBe('Stock: Sin stock')
    }
  })

  test("recommendations leave out the product's own displayed name and never repeat one", async ({ page }) => {
    const all = (await (await page.request.get('/api/products')).json()) as Product[]
    // A product with a twin whose name differs only by the EAN: the case the rule is for.
    const twin = all.find((p) =>
      all.some((q) => q.id !== p.id && q.name !== p.name && displayNameKey(q.name) === displayNameKey(p.name)),
    )!
    expect(twin, 'the demo lists some models twice, once with the EAN').toBeDefined()
    await page.goto(`/products/?product=${encodeURIComponent(twin.sku)}`)
    const section = page.locator('section[aria-labelledby="recommended"]')
    await expect(section.locator('article').first()).toBeVisible()
    const names = (await section.locator('article h3').allTextContents()).map(displayNameKey)
    expect(names.length).toBeGreaterThan(0)
    expect(new Set(names).size).toBe(names.length)
    expect(names).not.toContain(displayNameKey(twin.name))
  })

  test('every sort of the listing starts with products in stock; those without stock still listed and labelled', async ({
    page,
  }) => {
    test.slow() // several pages in one test
    for (const sort of SORT_VALUES) {
      await page.goto(sort === 'default' ? '/search' : `/search?sort=${sort}`)
      const first = page.getByRole('region', { name: 'Productos' }).locator('article').first()
      await expect(first.getByText(/^Stock: /), sort).not.toHaveText('Stock: Sin stock')
    }
    await page.goto('/search')
    await page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Última página' }).click()
    await expect(page).toHaveURL(/page=\d+/)
    const cards = page.getByRole('region', { name: 'Productos' }).locator('article')
    await expect(cards.last().getByText('Stock: Sin stock')).toBeVisible()
  })

  test('carousel arrows never cover a card, at any width from 390 to 2100 px', async ({ page }) => {
    test.slow() // several pages or widths in one test
    await page.goto('/')
    // Every section painted, so every carousel has its layout.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
    const height = page.viewportSize()!.height
    for (const width of [390, 524, 640, 975, 1024, 1280, 1440, 1680, 2100]) {
      await page.setViewportSize({ width, height })
      // Banners keep their arrows over the picture's edge; every carousel of cards is checked.
      const overlaps = await page
        .locator('section[aria-roledescription="carrusel"]:not([aria-label="Promociones"])')
        .evaluateAll((carousels) => {
          const hit = (a: DOMRect, b: DOMRect) =>
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width > 0 && b.width > 0
          const found: string[] = []
          for (const carousel of carousels) {
            // Only the part of a card inside the carousel's window shows: the rest is clipped.
            const frame = carousel.querySelector('ul')!.parentElement!.getBoundingClientRect()
            const arrows = [...carousel.querySelectorAll('button[aria-label="Anterior"], button[aria-label="Siguiente"]')]
            const cards = [...carousel.querySelectorAll('li > *')].map((card) => {
              const box = card.getBoundingClientRect()
              const left = Math.max(box.left, frame.left)
              const right = Math.min(box.right, frame.right)
              return new DOMRect(left, box.top, Math.max(0, right - left), box.height)
            })
            for (const arrow of arrows) {
              const box = arrow.getBoundingClientRect()
              if (box.width === 0) continue
              if (cards.some((card) => hit(box, card)))
                found.push(`${carousel.getAttribute('aria-label')}: ${arrow.getAttribute('aria-label')}`)
            }
          }
          return found
        })
      expect(overlaps, `${width} px`).toEqual([])
    }
  })
})
