/**
 * Screenshots of the shopper's e-mails (server/mail/email-layout.ts, server/orders/emails/) as a mail client shows
 * them, at 390 px and 1280 px, into docs/screenshots/email-<name>-<width>.png, from sample data.
 * The HTML is loaded as it is sent: no network, so a remote image would show up missing.
 * Usage: npx tsx scripts/email-screenshots.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { renderInvoiceEmail } from '#server/orders/emails/invoice-email.ts'
import { renderOrderStateEmail } from '#server/orders/emails/order-state-email.ts'
import { renderPasswordResetEmail } from '#server/accounts/password-reset-email.ts'
import { renderReceiptEmail } from '#server/orders/emails/receipt-email.ts'
import { cartPlanView } from '#domain/financing-view.ts'
import { orderBillingIdentity } from '#domain/forms/billing-identity.ts'

const origin = 'https://www.tecnohogar.example'
const date = new Date('2026-03-02T14:05:00Z')
const lines = [
  {
    sku: 'HEL-BGH-360',
    name: 'Heladera No Frost BGH 360 L Inverter Acero Inoxidable',
    quantity: 1,
    unitPrice: 1049999,
    subtotal: 1049999,
  },
  { sku: 'PAV-ELE-17', name: 'Pava eléctrica 1,7 L con corte automático', quantity: 2, unitPrice: 38999.5, subtotal: 77999 },
  { sku: 'SMT-TV-55', name: 'Smart TV 55" 4K UHD Google TV', quantity: 1, unitPrice: 689900, subtotal: 689900 },
]

const EMAILS = {
  receipt: renderReceiptEmail({
    movement: 1042,
    date,
    fullname: 'María Fernanda González',
    lines,
    total: 1817898,
    totalWithoutTaxes: 1502395.04,
    payment: { list: 2, label: 'Efectivo, transferencia o depósito' },
    delivery: { pickup: false, address: 'Av. Corrientes 1234, piso 5, depto. B', postal_code: '1043' },
    origin,
  }),
  'receipt-pickup': renderReceiptEmail({
    movement: 1043,
    date,
    fullname: 'Juan Pérez',
    lines: lines.slice(1, 2),
    total: 77999,
    totalWithoutTaxes: 70587.33,
    payment: { list: 4, label: '6 cuotas fijas' },
    delivery: { pickup: true, address: '', postal_code: '' },
    // the pava's price lists: 69.999,00 cash, 6 cuotas at 1,114 ×
    financing: cartPlanView(
      [
        {
          product: {
            price_list_1: 69999,
            price_list_2: 61999,
            price_list_3: 69999,
            price_list_4: 77999,
            price_list_5: 87499,
            price_list_6: 96599,
            tax_percentage: 21,
          },
          quantity: 1,
        },
      ],
      4,
    ),
    billing: (() => {
      const identity = orderBillingIdentity({ dni: '', cuit: '20-12345678-6', vatCondition: 'responsable_inscripto' })
      return identity.ok ? identity.identity : undefined
    })(),
    origin,
  }),
  'order-state': renderOrderStateEmail({
    movement: 1042,
    fullname: 'María Fernanda González',
    state: 'En camino',
    note: 'Tu pedido salió hoy con nuestro transporte.\nLlega mañana entre las 14 y las 18 hs.',
    setAt: date,
    origin,
  }),
  invoice: renderInvoiceEmail({ movement: 1042, invoiceNumber: '00003-00035871', fullname: 'María Fernanda González', origin }),
  'password-reset': renderPasswordResetEmail({
    link: `${origin}/restablecer-contrasena#token=q3Zk1m0V8yR2bXJcTfN4uWg7hLpA9sEoIdK5jQ6vC_w`,
    origin,
  }),
}

const out = path.resolve('docs/screenshots')
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
for (const [name, mail] of Object.entries(EMAILS)) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } })
    // Nothing leaves the page: a remote image or font would be blocked, as many mail clients do.
    await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()))
    await page.setContent(mail.html, { waitUntil: 'load' })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    if (overflow > 0) console.warn(`${name} at ${width} px: ${overflow} px wider than the screen`)
    await page.screenshot({ path: path.join(out, `email-${name}-${width}.png`), fullPage: true })
    await page.close()
  }
  writeFileSync(path.join(out, `email-${name}.txt`), `Asunto: ${mail.subject}\n\n${mail.text}`)
  console.log(`${name}: ok`)
}
await browser.close()
