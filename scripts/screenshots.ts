/**
 * Screenshots of the store's pages at 390 px and 1440 px into docs/screenshots/, for looking at
 * what we build. Usage: npm run screenshots -- [baseUrl] [page-name ...]
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const PAGES: Record<string, string> = {
  home: '/',
  listing: '/search/?category=electro%20y%20aires',
  search: '/search/?search=smart%20tv',
  empty: '/search/?search=zzzzqqq',
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
await browser.close()
