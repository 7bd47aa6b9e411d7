/**
 * A customer of a running store over HTTP, for the process-level tests (scale-out, faults):
 * register an account (POST /api/page/registerUser → token), place an order
 * (POST /api/page/sendOrderEmail), read the account's orders, find a product to order.
 */

export interface Customer {
  email: string
  token: string
}

export interface OrderAnswer {
  status: number
  /** the parsed JSON answer, or the text when it was not JSON */
  body: { movimiento_numero?: string; order_id?: number; total?: number; message?: string } | string
}

const TIMEOUT_MS = 30_000

async function readBody(response: Response): Promise<OrderAnswer['body']> {
  const text = await response.text()
  try {
    return JSON.parse(text) as OrderAnswer['body']
  } catch {
    return text
  }
}

/** Registers `email` (password 'secreto123') on the store at `baseUrl`; answers its session. */
export async function registerCustomer(baseUrl: string, email: string, name = 'Cliente Prueba'): Promise<Customer> {
  const response = await fetch(`${baseUrl}/api/page/registerUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      username: email.split('@')[0],
      dni: '30111222',
      address: 'Av. Rivadavia 100',
      location: 'CABA',
      postal_code: '1406',
      phone: '1155554444',
      email,
      password: 'secreto123',
      confirmPassword: 'secreto123',
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const body = await readBody(response)
  if (response.status !== 201 || typeof body !== 'object' || !('token' in body)) {
    throw new Error(`registerUser ${email}: ${response.status} ${JSON.stringify(body)}`)
  }
  return { email, token: (body as { token: string }).token }
}

/** The body the cart page sends: one line of `sku`, delivery to an address, payment list 1. */
export function orderPayload(email: string, sku: string, quantity = 1, name = 'Cliente Prueba') {
  return {
    datos_de_orden: {
      client_email: email,
      datos_cliente: {
        nombre_completo: name,
        dni: '30111222',
        direccion: 'Av. Rivadavia 100',
        location: 'CABA',
        cp: '1406',
        celular: '1155554444',
        email,
      },
      productos: [{ sku, cantidad_seleccionada: quantity }],
      // 9410 (Ushuaia) is in "Resto del país", a cotizar: no shipping line, the total is the products'.
      opcion_de_entrega: { retira_en_local: false, cp: '9410', direccion: 'Gurruchaga 100' },
      abona_en: 1,
    },
  }
}

/** Places one order; a refused connection or a timeout rejects (the caller decides what that means). */
export async function placeOrder(
  baseUrl: string,
  customer: Customer,
  sku: string,
  options: { idempotencyKey?: string; timeoutMs?: number } = {},
): Promise<OrderAnswer> {
  const response = await fetch(`${baseUrl}/api/page/sendOrderEmail`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${customer.token}`,
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    body: JSON.stringify(orderPayload(customer.email, sku)),
    signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
  })
  return { status: response.status, body: await readBody(response) }
}

export interface ClientOrder {
  order_header: { id: number; movement: string; total_price: number }
  order_details: { sku: string; quantity: number }[]
}

/** GET /api/page/getClientOrders for `customer`: their orders, newest first. */
export async function clientOrders(baseUrl: string, customer: Customer): Promise<ClientOrder[]> {
  const response = await fetch(`${baseUrl}/api/page/getClientOrders?email=${encodeURIComponent(customer.email)}`, {
    headers: { authorization: `Bearer ${customer.token}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (response.status !== 200) throw new Error(`getClientOrders ${customer.email}: ${response.status} ${await response.text()}`)
  return (await response.json()) as ClientOrder[]
}

interface CatalogueProduct {
  sku: string
  stock: number
  price_list_1: number
}

/** A product of the store's catalogue with the most stock and a price in list 1 (to order freely). */
export async function orderableSku(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/products`, { signal: AbortSignal.timeout(TIMEOUT_MS) })
  const products = (await response.json()) as CatalogueProduct[]
  const best = products.filter((p) => p.price_list_1 > 0).sort((a, b) => b.stock - a.stock)[0]
  if (!best || best.stock < 1) throw new Error('no product with stock and a list-1 price in the catalogue')
  return best.sku
}
