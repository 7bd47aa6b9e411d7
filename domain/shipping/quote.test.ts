import { describe, expect, it } from 'vitest'
import { holidaySet } from './business-days.ts'
import { promotionalLocalities, quoteFromZone, zoneFor, zoneOverlapMessage, type ShippingZone } from './quote.ts'
import { quoteText, shippingAmountText } from './quote-text.ts'

const calendar = { holidays: holidaySet({ 2026: { '2026-12-07': 'x', '2026-12-08': 'y' } }), cutoffHour: 13 }
const friday = new Date('2026-12-04T10:00:00-03:00')

const zones: ShippingZone[] = [
  {
    id: 1,
    name: 'CABA',
    ranges: [{ from: 1000, to: 1499 }],
    localities: ['Ciudad Autónoma de Buenos Aires'],
    price: 6500,
    freeFrom: 150000,
    minDays: 1,
    maxDays: 2,
  },
  {
    id: 2,
    name: 'GBA',
    ranges: [
      { from: 1870, to: 1870 },
      { from: 1602, to: 1602 },
    ],
    localities: ['Florida', 'Avellaneda'],
    price: 8900.5,
    freeFrom: null,
    minDays: 2,
    maxDays: 3,
  },
  {
    id: 3,
    name: 'Resto del país',
    ranges: [{ from: 2000, to: 9999 }],
    localities: ['Ásperas'],
    price: null,
    freeFrom: null,
    minDays: 3,
    maxDays: 10,
  },
]

describe('quotes', () => {
  it('finds the zone holding a code', () => {
    expect(zoneFor(zones, 1414)?.name).toBe('CABA')
    expect(zoneFor(zones, 1602)?.name).toBe('GBA')
    expect(zoneFor(zones, 1603)).toBeUndefined()
  })

  it('prices a zone, free from its threshold, with its window in business days', () => {
    expect(quoteFromZone(zones[0], 149999.99, friday, calendar)).toEqual({
      quoted: true,
      zone: 'CABA',
      price: 6500,
      free: false,
      minDays: 1,
      maxDays: 2,
      from: '2026-12-09',
      to: '2026-12-10',
    })
    expect(quoteFromZone(zones[0], 150000, friday, calendar)).toMatchObject({ quoted: true, price: 0, free: true })
    expect(quoteFromZone(zones[1], 10_000_000, friday, calendar)).toMatchObject({ price: 8900.5, free: false })
  })

  it('does not quote a zone "a cotizar" or a code outside every zone', () => {
    expect(quoteFromZone(zones[2], 1000, friday, calendar)).toEqual({ quoted: false })
    expect(quoteFromZone(undefined, 1000, friday, calendar)).toEqual({ quoted: false })
  })

  it('writes the quote as the shopper reads it', () => {
    expect(quoteText(quoteFromZone(zones[0], 1, friday, calendar))).toBe(
      'Envío a CABA: $ 6.500,00 — llega entre el miércoles 9 de diciembre y el jueves 10 de diciembre',
    )
    expect(quoteText(quoteFromZone(zones[0], 200000, friday, calendar))).toBe(
      'Envío gratis a CABA — llega entre el miércoles 9 de diciembre y el jueves 10 de diciembre',
    )
    expect(quoteText({ quoted: false })).toBe('Para ese código postal cotizamos el envío después del pedido')
    expect(shippingAmountText(quoteFromZone(zones[0], 200000, friday, calendar))).toBe('Gratis')
    expect(shippingAmountText({ quoted: false })).toBe('A cotizar')
  })
})

describe('zones', () => {
  it('names the codes another zone already has, ignoring the zone being edited', () => {
    expect(zoneOverlapMessage([{ from: 1400, to: 1600 }], zones, null)).toBe('Los códigos 1400-1499 ya están en la zona "CABA".')
    expect(zoneOverlapMessage([{ from: 1870, to: 1870 }], zones, null)).toBe('Los códigos 1870 ya están en la zona "GBA".')
    expect(zoneOverlapMessage([{ from: 1000, to: 1499 }], zones, 1)).toBeNull()
  })

  it('lists the localities of priced zones alphabetically', () => {
    expect(promotionalLocalities(zones)).toEqual(['Avellaneda', 'Ciudad Autónoma de Buenos Aires', 'Florida'])
  })
})
