/**
 * What Argentine consumer law asks of the store (docs/legal.md): the 'Botón de arrepentimiento'
 * with its form and e-mails, the seller's data, the consumer-defence links, the Data Fiscal
 * badge, the personal data notice on every form, and the terms and privacy pages.
 */
import type { Locator, Page } from '@playwright/test'
import { store } from '#config/store.ts'
import { encodeCartCookie } from '#domain/cart.ts'
import type { Product } from '#domain/product.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { decodeQuotedPrintable, receivedMessages } from './support/mailbox.ts'

const WITHDRAWAL = '/others/arrepentimiento'
const LINK_LABEL = 'Botón de arrepentimiento'
const { consumerDefence } = store.legal

let catalogue: Product[] = []
test.beforeAll(async ({ request }) => {
  catalogue = await (await request.get('/api/products')).json()
})

const footer = (page: Page) => page.locator('footer')

/** Legal name, CUIT, address and e-mail, plus the three consumer links and the badge. */
async function expectSellerBlock(scope: Locator) {
  const seller = scope.getByTestId('seller-details')
  await expect(seller).toBeVisible()
  for (const text of [store.legalName, store.cuit, store.legal.address, store.legal.email]) {
    await expect(seller).toContainText(text)
  }
  await expect(seller.getByRole('link', { name: store.legal.email })).toHaveAttribute('href', `mailto:${store.legal.email}`)
  for (const link of [consumerDefence.national, consumerDefence.city, consumerDefence.complaintsBook]) {
    const anchor = scope.getByRole('link', { name: link.label })
    await expect(anchor).toBeVisible()
    await expect(anchor).toHaveAttribute('href', link.href)
    await expect(anchor).toHaveAttribute('target', '_blank')
    await expect(anchor).toHaveAttribute('rel', /noopener/)
  }
  const badge = scope.getByRole('link', { name: new RegExp(store.taxAuthority.label) })
  await expect(badge).toBeVisible()
  await expect(badge).toHaveAttribute('href', store.taxAuthority.href)
  if (store.taxAuthority.imageUrl !== null) {
    const image = badge.getByRole('img')
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  }
}

/** The Ley 25.326 notice: the AAIP legend and the link to the privacy page. */
async function expectDataNotice(scope: Locator) {
  const notice = scope.getByTestId('personal-data-notice')
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA')
  await expect(notice).toContainText('Ley N° 25.326')
  await expect(notice.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/others/privacidad')
}

test.describe('the footer on every page', () => {
  const pages = [
    { name: 'home', path: () => '/' },
    { name: 'a listing', path: () => '/search/?category=electro%20y%20aires' },
    { name: 'a product page', path: () => `/products/?product=${encodeURIComponent(catalogue[0]!.sku)}` },
  ]
  for (const { name, path } of pages) {
    test(`${name}: '${LINK_LABEL}' in the footer leads to the withdrawal form`, async ({ page }) => {
      await page.goto(path())
      const link = footer(page).getByRole('link', { name: LINK_LABEL, exact: true })
      await expect(link).toBeVisible()
      await expect(link).toHaveText(LINK_LABEL)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${WITHDRAWAL}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.legal.withdrawal.title)
      await expect(page.getByRole('form', { name: store.legal.withdrawal.formTitle })).toBeVisible()
    })
  }

  test(
    'carries the seller, the consumer-defence links, the badge, the terms and the privacy policy',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/')
      await expectSellerBlock(footer(page))
      await expect(footer(page).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/others/terminos')
      await expect(footer(page).getByRole('link', { name: 'Política de privacidad' }).first()).toHaveAttribute(
        'href',
        '/others/privacidad',
      )
    },
  )

  test('the newsletter carries the personal data notice, readable on the dark band', async ({ page }) => {
    await page.goto('/')
    const band = footer(page)
      .locator('section')
      .filter({ has: page.getByRole('form', { name: 'Newsletter' }) })
    await expectDataNotice(band)
    await expectAccessible(page)
  })
})

test.describe('about us', () => {
  test('shows the seller, the consumer-defence links and the Data Fiscal badge', async ({ page }) => {
    await page.goto('/others/about_us')
    const card = page.getByRole('main').locator('#datos-del-vendedor')
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Datos del vendedor')
    await expectSellerBlock(card)
    await expect(card.getByRole('link', { name: LINK_LABEL })).toHaveAttribute('href', WITHDRAWAL)
    await expectAccessible(page)
  })
})

test.describe('terms and privacy', () => {
  for (const doc of [
    {
      path: '/others/terminos',
      title: 'Términos y condiciones',
      text: /artículo 34 de la Ley N° 24\.240|Ley N° 24\.240, artículo 34/,
    },
    { path: '/others/privacidad', title: 'Política de privacidad', text: /Ley N° 25\.326/ },
  ]) {
    test(`${doc.path} answers with its title and text`, async ({ page }) => {
      const response = await page.goto(doc.path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(`${doc.title} | ${store.brandName}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${doc.path}$`))
      await expect(page.getByRole('main')).toContainText(doc.text)
      await expect(page.getByRole('main')).toContainText(store.legalName)
      await expect(page.getByRole('main')).not.toContainText(/\{[a-zA-Z]+\}/)
      await expectAccessible(page)
    })
  }

  test('the terms link to the withdrawal form and the privacy policy', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/others/terminos')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: LINK_LABEL })).toHaveAttribute('href', WITHDRAWAL)
    await expect(main.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/others/privacidad')
  })

  test('the cart screen links to the terms next to Generar pedido', async ({ page, context, baseURL }) => {
    const product = catalogue.find((p) => p.stock > 0)!
    await context.addCookies([
      { name: 'cartProducts', value: encodeCartCookie([{ sku: product.sku, quantity: 1 }]), url: baseURL! },
    ])
    await page.goto('/cart')
    await expect(page.getByRole('button', { name: 'Generar pedido' })).toBeVisible()
    const terms = page.getByRole('main').getByRole('link', { name: 'Términos y condiciones' })
    await expect(terms).toBeVisible()
    await expect(terms).toHaveAttribute('href', '/others/terminos')
  })
})

test.describe('personal data notice on every form', () => {
  test('register form (not the sign-in form)', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/login')
    const main = page.getByRole('main')
    await expect(main.getByTestId('personal-data-notice')).toHaveCount(0)
    await expect(async () => {
      await page.getByRole('tab', { name: 'Crear cuenta' }).click()
      await expect(main.getByTestId('personal-data-notice')).toBeVisible({ timeout: 1000 })
    }).toPass()
    await expectDataNotice(main.locator('form'))
  })

  for (const { path, form } of [
    { path: '/others/revendedores', form: 'reseller-form-title' },
    { path: '/others/trabaja_con_nosotros', form: 'work-form-title' },
    { path: WITHDRAWAL, form: 'withdrawal-form-title' },
  ]) {
    test(path, { tag: '@any-width' }, async ({ page }) => {
      await page.goto(path)
      await expectDataNotice(page.locator(`form[aria-labelledby="${form}"]`))
    })
  }
})

test.describe('withdrawal form', () => {
  test('explains the 10-day term and works without signing in', async ({ page }) => {
    await page.goto(WITHDRAWAL)
    await expect(page).toHaveTitle(`${store.legal.withdrawal.title} | ${store.brandName}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Tenés 10 días para arrepentirte' })).toBeVisible()
    await expect(main).toContainText('10 días corridos')
    await expect(main).toContainText('lo último que ocurra')
    await expect(main).toContainText('Resolución N° 424/2020')
    await expect(main).toContainText('No necesitás iniciar sesión')
    await expectAccessible(page)
  })

  test('an empty submit shows every error and sends nothing', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/withdrawals')) sent.push(request.url())
    })
    await page.goto(WITHDRAWAL)
    const form = page.locator('form[data-hydrated="true"]')
    await form.getByRole('button', { name: 'Enviar solicitud' }).click()
    await expect(form.getByText('Campo obligatorio')).toHaveCount(4)
    await expect(form.getByLabel('Nombre y apellido')).toBeFocused()
    await expect(form.getByLabel('Nombre y apellido')).toHaveAttribute('aria-invalid', 'true')
    await form.getByLabel('Teléfono').fill('123')
    await form.getByLabel('Número de pedido').fill('1234567890')
    await expect(form.getByText(/entre 8 y 15 dígitos/)).toBeVisible()
    await expect(form.getByText(/hasta 8 dígitos/)).toBeVisible()
    await form.getByRole('button', { name: 'Enviar solicitud' }).click()
    await expectAccessible(page)
    expect(sent).toEqual([])
  })

  test('a valid request shows its code, e-mails the customer and the staff, and a repeat gets the same code', async ({
    page,
  }, testInfo) => {
    const email = `arrepentida.${testInfo.project.name}.${Date.now()}@cliente.test`
    await page.goto(WITHDRAWAL)
    const fill = async (order = '00000012') => {
      const form = page.locator('form[data-hydrated="true"]')
      await form.getByLabel('Nombre y apellido').fill('Ana Arrepentida')
      await form.getByLabel('Correo electrónico').fill(email)
      await form.getByLabel('Teléfono').fill('11 5555-0000')
      await form.getByLabel('Número de pedido').fill(order)
      await form.getByLabel('Motivo (opcional)').fill('Me equivoqué de modelo')
      await form.getByRole('button', { name: 'Enviar solicitud' }).click()
    }
    await fill()
    const result = page.getByTestId('withdrawal-result')
    await expect(result.getByRole('heading', { name: store.legal.withdrawal.successTitle })).toBeFocused()
    const code = (await result.getByTestId('withdrawal-code').textContent())!.trim()
    expect(code).toMatch(/^ARR-[A-HJKMNP-Z2-9]{8}$/)
    await expect(result).toContainText(store.legal.withdrawal.successMessage)
    await expectAccessible(page)

    // Both e-mails reach the SMTP server: the acknowledgement to the customer, the notice to staff.
    // Quoted-printable decodes to bytes; read them back as UTF-8 to compare accented text.
    const utf8 = (raw: string) => Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8')
    const withCode = () =>
      receivedMessages()
        .map(utf8)
        .filter((m) => m.includes(code))
    await expect.poll(() => withCode().length, { timeout: 15_000 }).toBe(2)
    const ack = withCode().find((m) => new RegExp(`^To: .*${email.replace(/\./g, '\\.')}`, 'm').test(m))
    const staff = withCode().find((m) => /^To: .*staff@tienda\.test/m.test(m))
    expect(ack).toBeDefined()
    expect(staff).toBeDefined()
    expect(ack).toContain('10 días corridos')
    expect(ack).toContain(store.legal.email)
    expect(ack).not.toContain('staff@tienda.test')
    expect(staff).toContain('00000012')
    expect(staff).toContain('Ana Arrepentida')
    expect(staff).toContain(email)

    // The same request again: the same code, no new e-mail.
    await result.getByRole('button', { name: 'Enviar otra solicitud' }).click()
    await fill()
    await expect(page.getByTestId('withdrawal-code')).toHaveText(code)
    await expect(page.getByTestId('withdrawal-result')).toContainText(store.legal.withdrawal.duplicateMessage)
    // A new request after it: once its two e-mails are in, so would be any the repeat had queued
    // (the outbox sends in the order written).
    await result.getByRole('button', { name: 'Enviar otra solicitud' }).click()
    await fill('00000013')
    await expect(page.getByTestId('withdrawal-result')).toContainText(store.legal.withdrawal.successMessage)
    const next = (await page.getByTestId('withdrawal-code').textContent())!.trim()
    expect(next).not.toBe(code)
    await expect.poll(() => receivedMessages().filter((m) => utf8(m).includes(next)).length, { timeout: 15_000 }).toBe(2)
    expect(withCode()).toHaveLength(2)
  })
})
