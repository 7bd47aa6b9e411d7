import type { Page, Request } from '@playwright/test'
import { store } from '#config/store.ts'
import { RESELLER_MESSAGES } from '#domain/forms/reseller.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

const PAGES = [
  { path: '/others/about_us', title: 'Acerca de nosotros', menu: true },
  { path: '/others/garantia', title: 'Garantía', menu: true },
  { path: '/others/centro_de_ayuda', title: 'Centro de ayuda', menu: true },
  { path: '/others/revendedores', title: 'Revendedores', menu: true },
  { path: '/others/sucursales', title: 'Sucursales', menu: false },
  { path: '/others/politicas_de_devolucion', title: 'Políticas de devolución', menu: false },
  { path: '/others/trabaja_con_nosotros', title: 'Trabajá con nosotros', menu: false },
  { path: '/shipments', title: 'Zonas de Envío', menu: false },
]

const SIDE_MENU = ['Acerca de nosotros', 'Garantía', 'Centro de ayuda', 'Revendedores']

/** Map tiles come from a public service: never reach it from the tests. */
async function blockTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
}

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Información', exact: true })

/** A phone no other test (nor the other viewport's run on the same server) will send. */
const uniquePhone = () => 1100000000 + Math.floor(Math.random() * 8_000_000_000)

test.describe('information pages', () => {
  for (const info of PAGES) {
    test(`${info.path} answers 200 with its title, heading${info.menu ? ' and side menu' : ''}`, async ({ page }) => {
      await blockTiles(page)
      const response = await page.goto(info.path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(`${info.title} | ${store.brandName}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.title)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${info.path}$`))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
      if (info.menu) {
        await expect(sideMenu(page).getByRole('link')).toHaveText(SIDE_MENU)
        await expect(sideMenu(page).getByRole('link', { name: info.title })).toHaveAttribute('aria-current', 'page')
      } else {
        await expect(sideMenu(page)).toHaveCount(0)
      }
      await expectAccessible(page)
    })
  }

  test('the side menu links lead to each page', async ({ page }) => {
    await page.goto('/others/about_us')
    for (const [label, path] of [
      ['Garantía', '/others/garantia'],
      ['Centro de ayuda', '/others/centro_de_ayuda'],
      ['Revendedores', '/others/revendedores'],
      ['Acerca de nosotros', '/others/about_us'],
    ] as const) {
      await sideMenu(page).getByRole('link', { name: label }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label)
      await expect(sideMenu(page).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page')
    }
  })

  test('/others alone goes to about_us', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/others')
    await expect(page).toHaveURL(/\/others\/about_us$/)
  })

  test('the help centre gives the phone, the hours and asks for the invoice', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/others/centro_de_ayuda')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: store.phones.main.display })).toHaveAttribute('href', store.phones.main.tel)
    await expect(main.getByText(store.hours.helpCenter)).toBeVisible()
    await expect(main.getByText(/factura de compra/)).toBeVisible()
  })
})

test.describe('shipping zones', () => {
  test(
    'lists the 56 localities in alphabetical order and tells other cities to get in touch',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/shipments')
      const items = page.getByTestId('shipping-localities').getByRole('listitem')
      await expect(items).toHaveCount(56)
      const names = (await items.allTextContents()).map((s) => s.trim())
      const collator = new Intl.Collator('es', { sensitivity: 'base' })
      expect(names).toEqual([...names].sort(collator.compare))
      // drawn from the seller's shipping zones (server/shipping/): the 56 of the zones the store starts with
      expect(new Set(names).size).toBe(56)
      for (const name of ['Ciudad Autónoma de Buenos Aires', 'Avellaneda', 'Lanús', 'San Isidro', 'Morón', 'Tigre'])
        expect(names).toContain(name)
      await expect(page.getByText(/otras ciudades, comunicate con nosotros/)).toBeVisible()
    },
  )
})

test.describe('branches', () => {
  test(
    'the server draws two 350 px map boxes, so nothing moves when the maps load',
    { tag: '@any-width' },
    async ({ request }) => {
      const html = await (await request.get('/others/sucursales')).text()
      expect(html.match(/data-testid="branch-map"/g)).toHaveLength(2)
      expect(html.match(/h-\[350px\]/g)?.length).toBeGreaterThanOrEqual(2)
    },
  )

  test('shows both branches with a 350 px map at zoom 16, one marker each, name, address, phone and e-mail', async ({ page }) => {
    const tiles: string[] = []
    await page.route(/tile\.openstreetmap\.org/, (route) => {
      tiles.push(route.request().url())
      return route.abort()
    })
    await page.goto('/others/sucursales')
    const maps = page.getByTestId('branch-map')
    await expect(maps).toHaveCount(2)
    await expect(page.locator('.pigeon-tiles-box')).toHaveCount(2)
    await expect(page.locator('.branch-marker')).toHaveCount(2)
    for (const map of await maps.all()) {
      expect((await map.boundingBox())?.height).toBe(350)
      await expect(map.locator('div[dir="ltr"]')).toHaveCSS('height', '350px')
    }
    await expect.poll(() => tiles.length).toBeGreaterThan(0)
    for (const url of tiles) expect(url).toMatch(/^https:\/\/tile\.openstreetmap\.org\/16\/\d+\/\d+\.png$/)

    for (const branch of [store.branches.caballito, store.branches.villaUrquiza]) {
      const card = page.getByRole('region', { name: branch.name, exact: true })
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(branch.name)
      await expect(card.getByText(branch.address)).toBeVisible()
      await expect(card.getByRole('link', { name: branch.phone.display })).toHaveAttribute('href', branch.phone.tel)
      await expect(card.getByRole('link', { name: branch.email })).toHaveAttribute('href', `mailto:${branch.email}`)
    }
  })
})

test.describe('resellers', () => {
  async function openForm(page: Page) {
    await page.goto('/others/revendedores')
    await expect(page.locator('form[data-hydrated="true"]')).toHaveCount(1)
    return page.getByRole('form', { name: 'Quiero ser revendedor' })
  }

  async function fill(page: Page, values: { fullname: string; email?: string; phone: string; comentary?: string }) {
    const form = page.getByRole('form', { name: 'Quiero ser revendedor' })
    await form.getByLabel('Nombre y apellido').fill(values.fullname)
    await form.getByLabel('Correo electrónico').fill(values.email ?? '')
    await form.getByLabel('Teléfono').fill(values.phone)
    await form.getByLabel('Comentarios').fill(values.comentary ?? '')
  }

  const dialog = (page: Page) => page.locator('.swal2-popup')

  /** The dialogs close by themselves after 4 s; close it sooner if it is still there. */
  async function closeDialog(page: Page) {
    // SweetAlert2 gives its button an empty aria-label, so it is found by class, not by name.
    await dialog(page)
      .locator('.swal2-confirm', { hasText: 'Aceptar' })
      .click({ timeout: 2000 })
      .catch(() => undefined)
    await expect(dialog(page)).toHaveCount(0, { timeout: 6000 })
  }

  test('shows the channel, the mail and WhatsApp links', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/others/revendedores')
    const main = page.getByRole('main')
    for (const text of [
      /ejecutivos de cuenta/,
      /personal técnico/,
      /más alta gama/,
      /garantía oficial de cada marca/,
      /Línea de crédito, cuenta corriente, transferencias/,
      /con y sin cargo en un amplio radio/,
      /todos los días/,
      /Todas las semanas/,
    ]) {
      await expect(main.getByText(text).first()).toBeVisible()
    }
    await expect(main.getByRole('link', { name: /Escribinos por correo/ })).toHaveAttribute(
      'href',
      `mailto:${store.emails.resellers}`,
    )
    await expect(main.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/${store.whatsapp.number}?text=${encodeURIComponent(store.whatsapp.resellerMessage)}`,
    )
  })

  test('submitting empty shows the field errors and sends nothing', async ({ page }) => {
    const form = await openForm(page)
    const posts: Request[] = []
    page.on('request', (r) => r.method() === 'POST' && posts.push(r))
    await form.getByRole('button', { name: 'Enviar' }).click()
    const name = form.getByLabel('Nombre y apellido')
    const phone = form.getByLabel('Teléfono')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Campo obligatorio')
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toHaveAccessibleDescription(/Campo obligatorio/)
    await expect(name).toBeFocused()
    await expect(form.getByLabel('Correo electrónico')).not.toHaveAttribute('aria-invalid', 'true')
    // Comments are optional free text, three rows tall.
    await expect(form.getByLabel('Comentarios')).toHaveAttribute('rows', '3')
    await expect(form.getByLabel('Comentarios')).not.toHaveAttribute('aria-invalid', 'true')

    await fill(page, { fullname: 'J', email: 'a@b.c', phone: '11555512' })
    await expect(name).toHaveAccessibleDescription('Mínimo 2 caracteres')
    await expect(form.getByLabel('Correo electrónico')).toHaveAccessibleDescription('Mínimo 6 caracteres')
    await expect(phone).toHaveAccessibleDescription(/El teléfono debe tener al menos 9 dígitos/)
    await form.getByRole('button', { name: 'Enviar' }).click()
    await expect(dialog(page)).toHaveCount(0)
    expect(posts).toEqual([])
    await expectAccessible(page)
  })

  test('a valid enquiry shows the success dialog and resets the form; the same phone again shows the 409 text', async ({
    page,
  }) => {
    const form = await openForm(page)
    const phone = String(uniquePhone())
    await fill(page, { fullname: 'María Gómez', email: 'maria@comercio.com.ar', phone, comentary: 'Tengo un local en Flores' })
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/page') && r.method() === 'POST'),
      form.getByRole('button', { name: 'Enviar' }).click(),
    ])
    expect(request.postDataJSON()).toEqual({
      fullname: 'María Gómez',
      email: 'maria@comercio.com.ar',
      phone: Number(phone),
      comentary: 'Tengo un local en Flores',
      view: 0,
    })
    await expect(dialog(page)).toContainText(RESELLER_MESSAGES.success.message)
    await expect(dialog(page)).toHaveClass(/swal2-icon-success/)
    await expect(dialog(page).locator('.swal2-timer-progress-bar')).toBeAttached()
    // The modal hides the page from the accessibility tree while open: read the inputs by id.
    await expect(page.locator('#reseller-fullname')).toHaveValue('')
    await expect(page.locator('#reseller-phone')).toHaveValue('')
    await closeDialog(page)

    await fill(page, { fullname: 'María Gómez', phone })
    await form.getByRole('button', { name: 'Enviar' }).click()
    await expect(dialog(page).locator('.swal2-title')).toHaveText(RESELLER_MESSAGES.conflict.title)
    await expect(dialog(page)).toContainText(RESELLER_MESSAGES.conflict.message)
    await expect(dialog(page)).toHaveClass(/swal2-icon-info/)
    await expect(page.locator('#reseller-fullname')).toHaveValue('María Gómez')
  })

  test('a 422 answer shows the warning and a network failure the error text', async ({ page }) => {
    const form = await openForm(page)
    await page.route('**/api/page', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: '{"message":"x"}' }),
    )
    await fill(page, { fullname: 'Pedro Ruiz', phone: String(uniquePhone()) })
    await form.getByRole('button', { name: 'Enviar' }).click()
    await expect(dialog(page).locator('.swal2-title')).toHaveText(RESELLER_MESSAGES.invalid.title)
    await expect(dialog(page)).toContainText(RESELLER_MESSAGES.invalid.message)
    await expect(dialog(page)).toHaveClass(/swal2-icon-warning/)
    await closeDialog(page)

    await page.unroute('**/api/page')
    await page.route('**/api/page', (route) => route.abort())
    await form.getByRole('button', { name: 'Enviar' }).click()
    await expect(dialog(page).locator('.swal2-title')).toHaveText(RESELLER_MESSAGES.serverError.title)
    await expect(dialog(page)).toContainText(RESELLER_MESSAGES.serverError.message)
    await expect(dialog(page)).toHaveClass(/swal2-icon-error/)
  })
})

test.describe('work with us', () => {
  test('has every field and submitting sends nothing', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/others/trabaja_con_nosotros')
    const form = page.getByRole('form', { name: 'Tus datos' })
    await expect(form.getByLabel('Nombre', { exact: true })).toHaveAttribute('type', 'text')
    await expect(form.getByLabel('Apellido')).toHaveAttribute('type', 'text')
    const phone = form.getByLabel('Teléfono')
    await expect(phone).toHaveAttribute('type', 'number')
    await expect(phone).toHaveAttribute('min', '0')
    await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Adjuntá tu CV')).toHaveAttribute('type', 'file')
    const motivation = form.getByLabel('¿Por qué te gustaría trabajar con nosotros?')
    await expect(motivation).toHaveJSProperty('tagName', 'TEXTAREA')
    for (const input of await form.locator('input, textarea').all()) await expect(input).not.toHaveAttribute('required')

    await page.waitForLoadState('networkidle')
    const url = page.url()
    const requests: string[] = []
    page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`))
    await form.getByLabel('Nombre', { exact: true }).fill('Ana')
    await form.getByLabel('Apellido').fill('López')
    await phone.fill('1155550000')
    await form.getByLabel('Correo electrónico').fill('ana@example.com')
    await form
      .getByLabel('Adjuntá tu CV')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') })
    await motivation.fill('Me gusta la tecnología')
    // Whether the submit was cancelled, read once it has gone through the page's own handler.
    await page.evaluate(() => {
      window.addEventListener('submit', (event) =>
        document.body.setAttribute('data-submit-prevented', String(event.defaultPrevented)),
      )
    })
    await form.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.locator('body')).toHaveAttribute('data-submit-prevented', 'true')
    expect(requests).toEqual([])
    expect(page.url()).toBe(url)
    await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Ana')
  })
})

test.describe('error pages', () => {
  test('/error explains why and links back home', async ({ page }) => {
    const response = await page.goto('/error')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
    await expect(page.getByRole('main')).toContainText('no es válida')
    await expect(page.getByRole('main')).toContainText('no tiene stock o fue eliminado')
    const home = page.getByRole('main').getByRole('link', { name: 'Back to Home' })
    await expect(home).toHaveAttribute('href', '/')
    await expectAccessible(page)
  })

  test(
    'an unknown address answers 404 with the same page, and Back to Home goes to /',
    { tag: '@any-width' },
    async ({ page }) => {
      const response = await page.goto('/no/existe-esta-pagina')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      const home = page.getByRole('main').getByRole('link', { name: 'Back to Home' })
      await expect(home).toHaveAttribute('href', '/')
      await home.click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page).toHaveTitle(`Home | ${store.brandName}`)
    },
  )
})
