import { describe, expect, it } from 'vitest'
import { quoteQuerySchema, zoneFormSchema } from './shipping-forms.ts'

const message = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)

describe('the quote query', () => {
  it('reads a code or CPA and a subtotal', () => {
    expect(quoteQuerySchema.parse({ cp: 'c1414bcl', subtotal: '150000.50' })).toEqual({ cp: 1414, subtotal: 150000.5 })
    expect(quoteQuerySchema.parse({ cp: '1870' })).toEqual({ cp: 1870 })
  })

  it.each([
    [{ cp: '' }, 'Ingresá tu código postal.'],
    [{}, 'Ingresá tu código postal.'],
    [{ cp: 'abcd' }, 'Ingresá un código postal válido'],
    [{ cp: '1234567890' }, 'Ingresá un código postal válido'],
    [{ cp: '<script>' }, 'Ingresá un código postal válido'],
    [{ cp: '1414', subtotal: '-5' }, 'El subtotal debe ser un importe'],
    [{ cp: '1414', subtotal: '1e9' }, 'El subtotal debe ser un importe'],
  ])('refuses %j in Spanish', (query, expected) => {
    const result = quoteQuerySchema.safeParse(query)
    expect(result.success).toBe(false)
    expect(message(result)?.join()).toContain(expected)
  })
})

const zone = {
  name: ' CABA ',
  postalCodes: '1000-1499',
  localities: 'Ciudad Autónoma de Buenos Aires\nPalermo, Palermo',
  toQuote: false,
  price: '6500',
  freeFrom: '',
  minDays: 1,
  maxDays: 2,
}

describe('the zone form', () => {
  it('reads a priced zone and one "a cotizar"', () => {
    expect(zoneFormSchema.parse(zone)).toEqual({
      name: 'CABA',
      ranges: [{ from: 1000, to: 1499 }],
      localities: ['Ciudad Autónoma de Buenos Aires', 'Palermo'],
      price: 6500,
      freeFrom: null,
      minDays: 1,
      maxDays: 2,
    })
    expect(zoneFormSchema.parse({ ...zone, toQuote: true, price: '', freeFrom: '9' })).toMatchObject({
      price: null,
      freeFrom: null,
    })
  })

  it('says beside each field what is wrong', () => {
    expect(message(zoneFormSchema.safeParse({ ...zone, price: '' }))).toEqual([
      'price: Indicá el precio del envío en pesos (por ejemplo 6500), o marcá "A cotizar".',
    ])
    expect(message(zoneFormSchema.safeParse({ ...zone, minDays: 3, maxDays: 2 }))).toEqual([
      'maxDays: El máximo de días hábiles no puede ser menor que el mínimo.',
    ])
    expect(message(zoneFormSchema.safeParse({ ...zone, postalCodes: '1000-1499, 1400' }))?.[0]).toContain('1400')
    expect(message(zoneFormSchema.safeParse({ ...zone, name: '<b>x</b>' }))?.[0]).toContain('name:')
    expect(message(zoneFormSchema.safeParse({ ...zone, minDays: 1.5 }))?.[0]).toContain('minDays:')
  })
})
