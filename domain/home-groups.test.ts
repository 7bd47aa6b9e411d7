import { describe, expect, it } from 'vitest'
import {
  climateOffers,
  HOME_GROUP_RULES,
  homeGroupRules,
  homeGroups,
  homeOffers,
  isClimateProduct,
  isHomeProduct,
  isManufacturerWeekProduct,
  isMoreOffersProduct,
  isTechnologyProduct,
  manufacturerWeek,
  moreOffers,
  technologyOffers,
  type HomeGroupProduct,
} from './home-groups.ts'

let nextId = 1
const p = (
  name: string,
  sub_category: string,
  brand = 'Genérica',
  price_list_1 = 1000,
  price_list_3 = 1000,
  stock = 10,
): HomeGroupProduct => ({
  id: nextId++,
  name,
  sub_category,
  brand,
  stock,
  price_list_1,
  price_list_3,
})

describe('predicates', () => {
  it.each([
    ['Heladera', 'Heladeras', 'Electrolux', 'electrolux', true],
    ['Heladera', 'Heladeras', 'ELECTROLUX Argentina', 'Electrolux', true],
    ['Heladera', 'Heladeras', 'Gafa', 'Electrolux', false],
    ['Heladera', 'Heladeras', 'Gafa', '  ', false],
  ])('manufacturer week: %s of %s', (name, sub, brand, manufacturer, expected) => {
    expect(isManufacturerWeekProduct({ name, sub_category: sub, brand }, manufacturer)).toBe(expected)
  })

  it.each([
    ['Aire Split 3000', 'Aires Acondicionados', true],
    ['Aire Split 3000', 'AIRES', true],
    ['Ventilador de pie', 'Ventilación', false],
  ])('climate: %s / %s', (name, sub, expected) => {
    expect(isClimateProduct({ name, sub_category: sub, brand: 'x' })).toBe(expected)
  })

  it.each([
    ['Celular Motorola G', 'Celulares', true],
    ['Smart TV 50"', 'Televisores', true],
    ['Smart TV 50"', 'Smart TV', true],
    ['Control remoto universal', 'TV y accesorios', false],
    ['CONTROL Remoto', 'Televisores', false],
    ['Notebook', 'Informática', false],
  ])('technology: %s / %s', (name, sub, expected) => {
    expect(isTechnologyProduct({ name, sub_category: sub, brand: 'x' })).toBe(expected)
  })

  it.each([
    ['Anafe', 'Cocción', true],
    ['Horno', 'COCCION', true],
    ['Batidora', 'Pequeños Electrodomésticos', true],
    ['Cocina 4 hornallas', 'Cocinas', true],
    ['Ventilador de techo', 'Electrodomésticos', false],
    ['Control de horno', 'Cocción', false],
    ['Lavarropas', 'Lavado', false],
  ])('home: %s / %s', (name, sub, expected) => {
    expect(isHomeProduct({ name, sub_category: sub, brand: 'x' })).toBe(expected)
  })

  it.each([
    ['PlayStation 5', ' Consolas ', undefined, true],
    ['iPad', 'TABLET', undefined, true],
    ['Galaxy A15', 'celular', undefined, true],
    ['JBL Go', 'Parlante', undefined, true],
    // equals, not contains
    ['Galaxy A15', 'Celulares', undefined, false],
    ['Auriculares 7791234567898', 'Audio', '7791234567898', true],
    ['Auriculares EAN: 7791234567898', 'Audio', ' 7791234567898 ', true],
    ['Auriculares', 'Audio', '7791234567898', false],
    ['Auriculares', 'Audio', '', false],
  ])('more offers: %s / %s / ean %s', (name, sub, ean, expected) => {
    expect(isMoreOffersProduct({ name, sub_category: sub, brand: 'x' }, ean)).toBe(expected)
  })
})

describe('HOME_GROUP_RULES', () => {
  it('describes the rules as normalised data for SQL', () => {
    expect(HOME_GROUP_RULES.home).toEqual({
      key: 'home',
      title: 'OFERTAS PARA HOGAR',
      brandContains: [],
      subCategoryContains: ['cocina', 'coccion', 'electrodomesticos'],
      subCategoryEquals: [],
      nameContains: [],
      nameExcludes: ['ventilador', 'control'],
      orderBy: 'price_list_1',
    })
    expect(HOME_GROUP_RULES.climate.orderBy).toBe('price_list_3')
  })

  it('builds the configured rules in display order', () => {
    const rules = homeGroupRules({ manufacturer: 'Électrolux', moreOffersEan: '7791234567898' })
    expect(rules.map((r) => r.title)).toEqual([
      'SEMANA ÉLECTROLUX',
      'OFERTAS CLIMATIZACION',
      'OFERTAS TECNOLOGIA',
      'OFERTAS PARA HOGAR',
      'MAS OFERTAS',
    ])
    expect(rules[0]?.brandContains).toEqual(['electrolux'])
    expect(rules[4]?.nameContains).toEqual(['7791234567898'])
  })
})

describe('groups', () => {
  it('sorts climate by list 3 descending', () => {
    const a = p('Aire A', 'Aires', 'BGH', 9000, 100)
    const b = p('Aire B', 'Aires', 'BGH', 1000, 300)
    const c = p('Aire C', 'Aires', 'BGH', 5000, 200)
    expect(climateOffers([a, b, c]).map((x) => x.name)).toEqual(['Aire B', 'Aire C', 'Aire A'])
  })

  it('sorts the other groups by list 1 descending, ties by id', () => {
    const a = p('TV A', 'Televisores', 'LG', 100, 900)
    const b = p('TV B', 'Televisores', 'LG', 300, 100)
    const c = p('TV C', 'Televisores', 'LG', 100, 100)
    expect(technologyOffers([c, a, b]).map((x) => x.name)).toEqual(['TV B', 'TV A', 'TV C'])
    expect(manufacturerWeek([c, a, b], 'lg', 2).map((x) => x.name)).toEqual(['TV B', 'TV A'])
    expect(homeOffers([a, b, c])).toEqual([])
    expect(moreOffers([a, b, c])).toEqual([])
  })

  it('gives five groups in order with a limit each', () => {
    const products = [
      ...Array.from({ length: 15 }, (_, i) => p(`Aire ${i}`, 'Aires', 'BGH', 1000 + i, 2000 - i)),
      p('Heladera', 'Heladeras', 'Electrolux'),
      p('Celular', 'Celular', 'Motorola'),
    ]
    const groups = homeGroups(products, { manufacturer: 'Electrolux' })
    expect(groups.map((g) => [g.key, g.products.length])).toEqual([
      ['manufacturerWeek', 1],
      ['climate', 12],
      ['technology', 1],
      ['home', 0],
      ['moreOffers', 1],
    ])
    expect(groups[1]?.products[0]?.name).toBe('Aire 0')
    expect(homeGroups(products, { manufacturer: 'BGH', limit: 3 })[0]?.products.map((x) => x.name)).toEqual([
      'Aire 14',
      'Aire 13',
      'Aire 12',
    ])
  })

  it('puts the products out of stock after the others, still listed', () => {
    const dearEmpty = p('Aire caro', 'Aires', 'BGH', 9000, 9000, 0)
    const cheap = p('Aire barato', 'Aires', 'BGH', 1000, 1000, 3)
    const middle = p('Aire medio', 'Aires', 'BGH', 5000, 5000, 1)
    expect(climateOffers([dearEmpty, cheap, middle]).map((x) => x.name)).toEqual(['Aire medio', 'Aire barato', 'Aire caro'])
    expect(technologyOffers([p('TV A', 'TV', 'LG', 900, 0, 0), p('TV B', 'TV', 'LG', 100)]).map((x) => x.name)).toEqual([
      'TV B',
      'TV A',
    ])
  })

  it('shows one card per displayed name: names that differ only by the EAN are one', () => {
    const a = p('Celular Samsung Galaxy S24 Verde EAN: 7790123456787', 'Celular', 'Samsung', 900)
    const b = p('Celular Samsung Galaxy S24 Verde', 'Celular', 'Samsung', 800)
    const c = p('Celular Samsung Galaxy S24 Negro', 'Celular', 'Samsung', 700)
    const d = p('celular samsung galaxy s24 negro 7791234567898', 'Celular', 'Samsung', 600)
    expect(moreOffers([d, c, b, a]).map((x) => x.id)).toEqual([a.id, c.id])
    expect(moreOffers([a, b, c, d], undefined, 1).map((x) => x.id)).toEqual([a.id])
  })
})
