/**
 * Customers for the browser tests: registered through the API (fast, and a fresh account has a
 * fresh hourly order limit), then signed in to a page the way the store does it, with token and
 * e-mail in localStorage.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { encodeCartCookie, type CartLine } from '#domain/cart.ts'
import { deliveryFor, orderPayload } from '#domain/checkout.ts'
import type { Billing } from '#domain/order-payload.ts'
import type { Product } from '#domain/product.ts'

export interface Customer {
  email: string
  token: string
  billing: Billing
}

let counter = 0

/** What a long-valued account changes: a name, an e-mail's local part and domain, an address and a locality. */
export interface CustomerValues {
  fullname?: string
  emailLocal?: string
  emailDomain?: string
  address?: string
  location?: string
}

/**
 * A new account; `complete: false` leaves DNI, phone and postal code empty (the order form asks);
 * `values` gives it a longer name, e-mail or address than Ana Pérez's.
 */
export async function registerCustomer(
  request: APIRequestContext,
  { complete = true, values = {} }: { complete?: boolean; values?: CustomerValues } = {},
): Promise<Customer> {
  counter += 1
  const id = `${Date.now()}-${process.pid}-${counter}`
  const email = `${values.emailLocal ?? 'cliente'}-${id}@${values.emailDomain ?? 'example.com'}`
  const billing: Billing = {
    fullname: values.fullname ?? 'Ana Pérez',
    dni: complete ? '30123456' : '',
    vat_condition: 'consumidor_final',
    phone: complete ? '1155550000' : '',
    email,
    address: values.address ?? 'Av. Rivadavia 5040',
    location: values.location ?? 'Caballito',
    postal_code: complete ? '1424' : '',
  }
  const response = await request.post('/api/page/registerUser', {
    data: {
      name: billing.fullname,
      username: `ana${id}`,
      dni: billing.dni,
      address: billing.address,
      location: billing.location,
      postal_code: billing.postal_code,
      phone: billing.phone,
      email,
      password: 'secreta1',
      confirmPassword: 'secreta1',
    },
  })
  if (response.status() !== 201) throw new Error(`registerUser: ${response.status()} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  return { email, token, billing }
}

/** Signs the page in as the store does: token and e-mail in localStorage, then a fresh load. */
export async function signIn(page: Page, customer: Pick<Customer, 'token' | 'email'>): Promise<void> {
  await page.goto('/shipments')
  await page.evaluate(
    ({ token, email }) => {
      localStorage.setItem('token', token)
      localStorage.setItem('email', email)
    },
    { token: customer.token, email: customer.email },
  )
}

export async function setCart(context: BrowserContext, baseURL: string, lines: CartLine[]): Promise<void> {
  await context.addCookies([{ name: 'cartProducts', value: encodeCartCookie(lines), url: baseURL }])
}

/** One order through the API, as the cart page would send it (store pick-up, cash). */
export async function orderThroughApi(request: APIRequestContext, customer: Customer, product: Product) {
  const payload = orderPayload({
    movement: 0,
    company: 'TecnoHogar',
    footerImg: '/favicon.svg',
    billing: customer.billing,
    delivery: deliveryFor(3, customer.billing),
    paymentList: 2,
    lines: [{ sku: product.sku, quantity: 1 }],
    products: { [product.sku]: product },
  })
  return request.post('/api/page/sendOrderEmail', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { datos_de_orden: payload },
  })
}
