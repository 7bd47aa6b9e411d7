import { describe, expect, it } from 'vitest'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import { InvalidError } from '../shared/errors.ts'
import { invalidInputMessage } from '../shared/http-errors.ts'
import { ORDER_INPUT_ERRORS, parseIdempotencyKey, sendOrderBody } from './order-request.ts'

/** What the route does with a body: its schema, then the route's rules for the answer. */
function parseOrderRequest(body: unknown) {
  const result = sendOrderBody.safeParse(body)
  if (result.success) return result.data
  throw new InvalidError(invalidInputMessage(result.error.issues, ORDER_INPUT_ERRORS))
}

const valid = () => ({
  datos_de_orden: {
    movimiento_numero: '00000001',
    client_email: 'ana@example.com',
    datos_cliente: {
      nombre_completo: ' Ana ',
      dni: 30111222,
      direccion: 'Calle 1',
      location: null,
      cp: '1406',
      celular: '11',
      email: 'x',
    },
    productos: [
      { sku: 'A', descripcion: 'x', precio: 1, cantidad_seleccionada: '2' },
      { sku: 'B', cantidad_seleccionada: 1 },
      { sku: 'A', cantidad_seleccionada: 3 },
    ],
    opcion_de_entrega: { retira_en_local: 'false', cp: '1414', direccion: 'Gurruchaga 100' },
    total: 1,
    abona_en: '3',
  },
  mails: ['x@y.z'],
})

function messageOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidError)
    return (error as Error).message
  }
  throw new Error('did not throw')
}

describe('parseOrderRequest', () => {
  it('normalises the page’s payload and merges repeated skus', () => {
    expect(parseOrderRequest(valid())).toEqual({
      clientEmail: 'ana@example.com',
      customer: {
        fullname: 'Ana',
        dni: '30111222',
        phone: '11',
        email: 'x',
        address: 'Calle 1',
        location: '',
        postal_code: '1406',
        vat_condition: 'consumidor_final',
      },
      // the API's original payload alone: a DNI, Consumidor final, Factura B
      identity: { taxId: { kind: 'dni', number: '30111222' }, vatCondition: 'consumidor_final', invoiceType: 'B' },
      lines: [
        { sku: 'A', quantity: 5 },
        { sku: 'B', quantity: 1 },
      ],
      delivery: { pickup: false, postal_code: '1414', address: 'Gurruchaga 100' },
      paymentList: 3,
    })
  })

  it('uses --- for a store pick-up, with no branch when the payload names none (either branch)', () => {
    const body = valid()
    body.datos_de_orden.opcion_de_entrega = { retira_en_local: true as unknown as string, cp: '', direccion: '' }
    expect(parseOrderRequest(body).delivery).toEqual({ pickup: true, postal_code: '---', address: '---', branch: null })
  })

  it('says "Faltan campos a completar" for any missing required value', () => {
    for (const change of [
      (b: ReturnType<typeof valid>) => {
        b.datos_de_orden.datos_cliente.dni = '' as unknown as number
      },
      (b: ReturnType<typeof valid>) => {
        delete (b.datos_de_orden as Partial<typeof b.datos_de_orden>).abona_en
      },
      (b: ReturnType<typeof valid>) => {
        b.datos_de_orden.opcion_de_entrega.cp = '---'
      },
    ]) {
      const body = valid()
      change(body)
      expect(messageOf(() => parseOrderRequest(body))).toBe(ORDER_MESSAGES.missingFields)
    }
    expect(messageOf(() => parseOrderRequest(undefined))).toBe(ORDER_MESSAGES.missingFields)
  })

  it('names other problems', () => {
    const body = valid()
    body.datos_de_orden.abona_en = '9'
    expect(messageOf(() => parseOrderRequest(body))).toBe(ORDER_MESSAGES.badPayment)
    const big = valid()
    big.datos_de_orden.productos[0]!.cantidad_seleccionada = '10000'
    expect(messageOf(() => parseOrderRequest(big))).toMatch(/cantidad_seleccionada.*9999/)
  })
})

describe('parseIdempotencyKey', () => {
  it('accepts up to 100 visible characters, or no key', () => {
    expect(parseIdempotencyKey(undefined)).toBeNull()
    expect(parseIdempotencyKey(' abc-123 ')).toBe('abc-123')
    expect(() => parseIdempotencyKey('x'.repeat(101))).toThrow(InvalidError)
    expect(() => parseIdempotencyKey('')).toThrow(InvalidError)
    expect(() => parseIdempotencyKey('a b')).toThrow(InvalidError)
    expect(() => parseIdempotencyKey(['a', 'b'])).toThrow(InvalidError)
  })
})
