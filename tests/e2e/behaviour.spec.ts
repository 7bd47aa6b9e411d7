/**
 * Behaviours with timings and breakpoints: carousels, scroll to top,
 * the listing's page size by width and its loading indicator.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

test('the category carousel wraps both ways and links to the sub_category listing', async ({ page }) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Categorías', exact: true })
  const slides = carousel.locator('li[aria-roledescription="diapositiva"]')
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 })
  await expect(slides.last()).not.toBeInViewport({ ratio: 0.9 })
  // Previous from the first page goes to the last page.
  await carousel.getByRole('button', { name: 'Anterior' }).click()
  await expect(slides.last()).toBeInViewport({ ratio: 0.9, timeout: 3000 })
  // Next from the last page wraps to the start.
  await carousel.getByRole('button', { name: 'Siguiente' }).click()
  await expect(slides.last()).not.toBeInViewport({ ratio: 0.9, timeout: 3000 })
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 })
  await expect(slides.first().getByRole('link')).toHaveAttribute('href', /^\/search\/\?sub_category=/)
})

test('the carousels’ engine is not part of the first load: the first press on an arrow brings it and moves', async ({ page }) => {
  const engine: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/assets/carousel-engine-')) engine.push(request.url())
  })
  // A paused clock: autoplay's first step (3 s), which would also bring the engine, never comes.
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
  await page.goto('/')
  // Hydration waits for a frame and a timeout; the cart badge fills in once it has run.
  await page.clock.runFor(100)
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  expect(engine).toEqual([])

  const carousel = page.getByRole('region', { name: 'Categorías', exact: true })
  const slides = carousel.locator('li[aria-roledescription="diapositiva"]')
  await expect(slides.last()).not.toBeInViewport({ ratio: 0.9 })
  // Previous from the first page wraps to the last: the press, made before the engine came, is kept.
  await carousel.getByRole('button', { name: 'Anterior' }).click()
  await expect.poll(() => engine.length).toBe(1)
  await expect(async () => {
    await page.clock.runFor(200)
    await expect(slides.last()).toBeInViewport({ ratio: 0.9, timeout: 100 })
  }).toPass()
})

/** Two frames drawn: whatever the timers just run have set has reached the page. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

test('product carousels move by themselves every 3 s and stop while hovered', async ({ page }) => {
  // A fake clock that runs along with real time; the wait while hovered is run through at once.
  await page.clock.install()
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'OFERTAS CLIMATIZACION', exact: true }).last()
  const current = carousel.locator('button[aria-current="true"]')
  // The server draws the dots (one per product); CSS hides them below 525 px.
  await expect(current).toHaveCount(1)
  if (!(await current.isVisible())) test.skip(true, 'dots are hidden below 525 px')
  const dots = carousel.locator('button[aria-label^="Ir a la página"]')
  await expect(dots.first()).toHaveAttribute('aria-current', 'true')
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 5000 })
  await carousel.hover()
  const held = await carousel.locator('button[aria-current="true"]').getAttribute('aria-label')
  await page.clock.runFor(3500)
  await twoFrames(page)
  await expect(carousel.locator('button[aria-current="true"]')).toHaveAttribute('aria-label', held!)
})

test('every route change scrolls to the top', async ({ page }) => {
  await page.goto('/')
  // Scrolls inside the poll: late layout (images, carousels) may move the page once more.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight)
        return window.scrollY
      }),
    )
    .toBeGreaterThan(500)
  await page.locator('footer').getByRole('link', { name: 'Garantía' }).click()
  await expect(page).toHaveURL(/\/others\/garantia$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the listing shows 12 products from 1680 px and 15 from 2100 px', { tag: '@any-width' }, async ({ page }) => {
  await page.setViewportSize({ width: 1700, height: 1000 })
  await page.goto('/search')
  await expect(page.locator('main article')).toHaveCount(12)
  await page.setViewportSize({ width: 2150, height: 1000 })
  await expect(page.locator('main article')).toHaveCount(15)
  await page.setViewportSize({ width: 1200, height: 1000 })
  await expect(page.locator('main article')).toHaveCount(9)
})

test('the listing shows a loading indicator while the next page loads', async ({ page }) => {
  await page.goto('/search')
  // The next page's data is held until the indicator has been seen, then let through.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/search.data*', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Página 2' }).click()
  await expect(page.getByText('Cargando productos…')).toBeAttached()
  release()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText('Cargando productos…')).toHaveCount(0)
})

test('the pause control keeps a carousel still through hover, focus and drag, and Reanudar plays it again', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'OFERTAS TECNOLOGIA', exact: true }).last()
  await carousel.scrollIntoViewIfNeeded()
  const track = carousel.locator('ul').first()
  const position = () => track.evaluate((el) => getComputedStyle(el).transform)
  await carousel.getByRole('button', { name: 'Pausar carrusel' }).click()
  await expect(carousel.getByRole('button', { name: 'Reanudar carrusel' })).toBeVisible()
  await page.clock.runFor(600) // a step already under way ends
  await twoFrames(page)
  const held = await position()
  // What used to restart the plugin by itself: leaving, focusing and blurring a slide, a drag.
  await page.mouse.move(0, 0)
  await carousel.getByRole('link').first().focus()
  await page.locator('footer').getByRole('link').first().focus()
  const box = (await carousel.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.up()
  await page.mouse.move(0, 0)
  await page.clock.runFor(3600)
  await twoFrames(page)
  expect(await position()).toBe(held)
  await carousel.getByRole('button', { name: 'Reanudar carrusel' }).click()
  await page.mouse.move(0, 0)
  await expect.poll(position, { timeout: 6000 }).not.toBe(held)
})

/** How many slides of a carousel are wholly inside its visible track, once scrolled into view. */
async function slidesInView(page: Page, name: string): Promise<number> {
  const carousel = page.getByRole('region', { name, exact: true }).last()
  // Below the fold the home sections skip layout (content-visibility), so Embla hears of a new
  // width only when its section nears the viewport, as it does for a shopper who scrolls there.
  await carousel.scrollIntoViewIfNeeded()
  return carousel.evaluate((section) => {
    const viewport = section.querySelector('div')!.getBoundingClientRect()
    return [...section.querySelectorAll('li[aria-roledescription="diapositiva"]')].filter((slide) => {
      const r = slide.getBoundingClientRect()
      return r.left >= viewport.left - 1 && r.right <= viewport.right + 1
    }).length
  })
}

test('carousels show their items per view at each breakpoint', { tag: '@any-width' }, async ({ page }) => {
  test.skip(page.viewportSize()!.width < 800, 'one project is enough: the test sets its own widths')
  await page.goto('/')
  const cases: [number, number, number, number][] = [
    // width, categories and brands per view, products per view
    [600, 3, 3, 2],
    [700, 4, 4, 2],
    [900, 5, 5, 2],
    [1000, 5, 5, 3],
    [1100, 7, 7, 3],
    [1300, 7, 7, 4],
  ]
  for (const [width, categories, brands, products] of cases) {
    await page.setViewportSize({ width, height: 900 })
    await expect.poll(() => slidesInView(page, 'Categorías'), { message: `categories at ${width}` }).toBe(categories)
    await expect.poll(() => slidesInView(page, 'Conoce nuestras marcas'), { message: `brands at ${width}` }).toBe(brands)
    await expect.poll(() => slidesInView(page, 'MAS OFERTAS'), { message: `products at ${width}` }).toBe(products)
  }
})

test(
  'mobile banners below 830 px, desktop ones from 830 px, and only the shown shape is downloaded',
  { tag: '@any-width' },
  async ({ context }) => {
    const banners: { name: string; path: string }[] = await (await context.request.get('/api/page/getBanners')).json()
    const shapeOf = (path: string) => banners.find((b) => b.path === path)?.name.toLowerCase()
    for (const [width, shape, other] of [
      [829, 'mobile', 'desktop'],
      [830, 'desktop', 'mobile'],
    ] as const) {
      // A page per width: late requests of the previous one must not count.
      const page = await context.newPage()
      const requested: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname)
      })
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const shown = page.getByRole('region', { name: 'Promociones' }).filter({ visible: true })
      await expect(shown).toHaveCount(1)
      const img = shown.locator('img').first()
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
      const current = new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname
      expect(shapeOf(current)).toContain(shape)
      const bannerRequests = requested.filter((path) => shapeOf(path) !== undefined)
      expect(bannerRequests.length).toBeGreaterThan(0)
      expect(
        bannerRequests.filter((path) => shapeOf(path)!.includes(other)),
        `${other} banners fetched at ${width} px`,
      ).toEqual([])
      await page.close()
    }
  },
)
