/**
 * Screenshots of the store's pages at 390 px and 1440 px into docs/screenshots/, for looking at
 * what we build. Usage: npm run screenshots -- [baseUrl] [page-name ...]
 *
 * The back office's pages (admin-*) are taken at 390 px and 1280 px, signed in as the staff
 * account in SCREENSHOT_STAFF_EMAIL / SCREENSHOT_STAFF_PASSWORD (an admin, made with
 * `npm run staff -- add-staff`); without them they are skipped.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const PAGES: Record<string, string> = {
  home: '/',
  all: '/search',
  listing: '/search/?category=electro%20y%20aires',
  search: '/search/?search=smart%20tv',
  empty: '/search/?search=zzzzqqq',
  'search-capped': '/search/?search=a',
  product: '/products/?product=__FIRST__',
  shipments: '/shipments',
  error: '/error',
  about: '/others/about_us',
  resellers: '/others/revendedores',
  branches: '/others/sucursales',
  help: '/others/centro_de_ayuda',
  warranty: '/others/garantia',
  returns: '/others/politicas_de_devolucion',
  work: '/others/trabaja_con_nosotros',
  withdrawal: '/others/arrepentimiento',
  terms: '/others/terminos',
  privacy: '/others/privacidad',
  'forgot-password': '/olvide-mi-contrasena',
  'reset-password': '/restablecer-contrasena#token=q3Zk1m0V8yR2bXJcTfN4uWg7hLpA9sEoIdK5jQ6vC_w',
}

/** Back-office pages; `menu` opens the drawer (phones) first. */
const ADMIN_PAGES: Record<string, string> = {
  'admin-login': '/admin/login',
  'admin-dashboard': '/admin',
  'admin-products': '/admin/products',
  'admin-products-filtered': '/admin/products?stock=low&sort=stock_asc',
  'admin-product': '/admin/products/__PRODUCT__',
  'admin-product-new': '/admin/products/new',
  'admin-menu': '/admin#menu',
  'admin-orders': '/admin/orders',
  'admin-orders-filtered': '/admin/orders?state=Pendiente',
  'admin-order': '/admin/orders/__ORDER__',
  'admin-customers': '/admin/customers',
  'admin-customer': '/admin/customers/__CUSTOMER__',
  'admin-enquiries': '/admin/enquiries',
  'admin-enquiry': '/admin/enquiries/__ENQUIRY__',
  'admin-subscribers': '/admin/subscribers',
  'admin-withdrawals': '/admin/withdrawals',
  'admin-outbox': '/admin/outbox',
  'admin-home': '/admin/home',
  'admin-home-banner-editor': '/admin/home#edit',
  'admin-home-carousels': '/admin/home/carousels',
  'admin-home-groups': '/admin/home/groups',
  'admin-staff': '/admin/staff',
  'admin-staff-confirm': '/admin/staff#confirm',
  'admin-audit': '/admin/audit',
  'admin-account': '/admin/account',
}

const [base = 'http://127.0.0.1:3000', ...only] = process.argv.slice(2)
const out = path.resolve('docs/screenshots')
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const firstSku =
  ((await (await fetch(`${base}/api/search/suggestions?q=smart`)).json()) as { items: { sku: string }[] }).items[0]?.sku ?? ''
for (const [name, url] of Object.entries(PAGES)) {
  if (only.length && !only.includes(name)) continue
  for (const width of [390, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } })
    await page.goto(base + url.replace('__FIRST__', encodeURIComponent(firstSku)), { waitUntil: 'networkidle' })
    // A full-page capture is not scrolling: sections that skip paint until they near the viewport
    // (content-visibility) would come out blank, and lazy images unloaded. Show what a shopper
    // sees on scrolling down.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true })
    await page.close()
  }
  console.log(`${name}: ok`)
}
const staffEmail = process.env.SCREENSHOT_STAFF_EMAIL
const staffPassword = process.env.SCREENSHOT_STAFF_PASSWORD
for (const width of staffEmail && staffPassword ? [390, 1280] : []) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 800 } })
  const page = await context.newPage()
  // The first customer and enquiry in the lists stand for their detail pages.
  const firstId = async (list: string, prefix: string) => {
    await page.goto(base + list)
    const href = await page.locator(`a[href^="${prefix}"]`).first().getAttribute('href')
    return href?.slice(prefix.length) ?? '0'
  }
  let signedIn = false
  for (const [name, url] of Object.entries(ADMIN_PAGES)) {
    if (only.length && !only.includes(name)) continue
    if (name !== 'admin-login' && !signedIn) {
      const response = await page.request.post(`${base}/api/admin/session`, {
        data: { email: staffEmail, password: staffPassword },
      })
      if (!response.ok()) throw new Error(`staff sign-in: ${response.status()} ${await response.text()}`)
      signedIn = true
    }
    let target = url.replace(/#.*$/, '')
    if (target.includes('__CUSTOMER__'))
      target = target.replace('__CUSTOMER__', await firstId('/admin/customers', '/admin/customers/'))
    if (target.includes('__PRODUCT__')) {
      await page.goto(`${base}/admin/products?sort=name_asc`)
      const href = await page.locator('table a[href^="/admin/products/"]').first().getAttribute('href')
      target = target.replace('__PRODUCT__', href?.slice('/admin/products/'.length) ?? '0')
    }
    if (target.includes('__ORDER__')) target = target.replace('__ORDER__', await firstId('/admin/orders', '/admin/orders/'))
    if (target.includes('__ENQUIRY__'))
      target = target.replace('__ENQUIRY__', await firstId('/admin/enquiries', '/admin/enquiries/'))
    await page.goto(base + target, { waitUntil: 'networkidle' })
    if (url.endsWith('#menu')) {
      if (width >= 1024) continue
      await page.getByRole('button', { name: /Menú/ }).click()
    }
    if (url.endsWith('#edit'))
      await page
        .getByRole('button', { name: /^Editar/ })
        .first()
        .click()
    if (url.endsWith('#confirm')) {
      await page
        .getByRole('button', { name: /^Deshabilitar/ })
        .first()
        .click()
    }
    await page.waitForTimeout(300)
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: !url.includes('#') })
    console.log(`${name}-${width}: ok`)
  }
  await context.close()
}
await browser.close()
