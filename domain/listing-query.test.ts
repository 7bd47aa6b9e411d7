import { describe, expect, it } from 'vitest'
import { pageSizeForWidth, SORT_OPTIONS, withoutParam, withParam } from './listing-params.ts'
import { compareForSort, MAX_PRICE_DEFAULT, parseListingQuery } from './listing-query.ts'

const parse = (query: string) => parseListingQuery(new URLSearchParams(query))

describe('parseListingQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({
      name: undefined,
      category: undefined,
      sub_category: undefined,
      white_line: undefined,
      brand: undefined,
      search: undefined,
      page: 1,
      sort: 'default',
      min_price: 0,
      max_price: 99999999999,
    })
  })

  it('reads every parameter', () => {
    expect(
      parse(
        'name=Smart+TV&category=Tecnologia&sub_category=%20Televisores%20&white_line=1&brand=Samsung&brand=LG&search=50+pulgadas&page=3&sort=price_asc&min_price=1000&max_price=250000.50',
      ),
    ).toEqual({
      name: 'Smart TV',
      category: 'tecnologia',
      sub_category: 'televisores',
      white_line: 1,
      brand: ['samsung', 'lg'],
      search: '50 pulgadas',
      page: 3,
      sort: 'price_asc',
      min_price: 1000,
      max_price: 250000.5,
    })
  })

  it.each([
    ['', 1],
    ['page=', 1],
    ['page=abc', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=2abc', 1],
    ['page=1e3', 1],
    ['page=99999999999999999999', 1],
    ['page=1', 1],
    ['page=%202%20', 2],
    ['page=007', 7],
  ])('%s -> page %s', (query, page) => {
    expect(parse(query).page).toBe(page)
  })

  it.each([
    ['sort=name_desc', 'name_desc'],
    ['sort=NAME_DESC', 'default'],
    ['sort=price', 'default'],
    ['sort=', 'default'],
  ])('%s -> sort %s', (query, sort) => {
    expect(parse(query).sort).toBe(sort)
  })

  it.each([
    ['white_line=0', 0],
    ['white_line=1', 1],
    ['white_line=2', undefined],
    ['white_line=true', undefined],
    ['white_line=', undefined],
  ])('%s -> white_line %s', (query, white) => {
    expect(parse(query).white_line).toBe(white)
  })

  it('lowercases, trims and dedupes brands, dropping empty ones', () => {
    expect(parse('brand=Samsung&brand=%20samsung%20&brand=&brand=BGH').brand).toEqual(['samsung', 'bgh'])
    expect(parse('brand=&brand=%20').brand).toBeUndefined()
  })

  it('keeps a comma inside a brand value', () => {
    expect(parse('brand=Marca%2C%20S.A.').brand).toEqual(['marca, s.a.'])
  })

  it.each([
    ['min_price=-5', 0, MAX_PRICE_DEFAULT],
    ['min_price=abc&max_price=xyz', 0, MAX_PRICE_DEFAULT],
    ['max_price=999999999999', 0, MAX_PRICE_DEFAULT],
    ['min_price=10.555', 0, MAX_PRICE_DEFAULT],
    ['min_price=5000&max_price=1000', 1000, 5000],
    ['min_price=0&max_price=0', 0, 0],
  ])('%s -> %s..%s', (query, min, max) => {
    const q = parse(query)
    expect([q.min_price, q.max_price]).toEqual([min, max])
  })

  it('blank texts are absent and long ones are cut', () => {
    expect(parse('search=%20%20&name=').search).toBeUndefined()
    expect(parse(`search=${'a'.repeat(500)}`).search).toHaveLength(100)
  })

  it('takes the first of repeated single parameters', () => {
    expect(parse('page=2&page=5').page).toBe(2)
  })

  it('drops NUL characters, which the database would refuse', () => {
    const query = parse('brand=%00&brand=l%00g&category=%00&search=a%00b')
    expect(query.brand).toEqual(['lg'])
    expect(query.category).toBeUndefined()
    expect(query.search).toBe('ab')
  })
})

describe('SORT_OPTIONS', () => {
  it('has the spec labels in order', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual(['Ordenar por', 'Menor precio', 'Mayor precio', 'A-Z', 'Z-A'])
  })
})

describe('compareForSort', () => {
  const products = [
    { id: 1, name: 'Ñandú', price_list_1: 100, stock: 1 },
    { id: 2, name: 'aire', price_list_1: 300, stock: 5 },
    { id: 3, name: 'Zapatilla', price_list_1: 200, stock: 50 },
    { id: 4, name: 'Nube', price_list_1: 300, stock: 2 },
  ]
  it.each([
    ['default', [2, 4, 3, 1]],
    ['price_desc', [2, 4, 3, 1]],
    ['price_asc', [1, 3, 2, 4]],
    ['name_asc', [2, 4, 1, 3]],
    ['name_desc', [3, 1, 4, 2]],
  ] as const)('%s', (sort, ids) => {
    expect([...products].sort(compareForSort(sort)).map((p) => p.id)).toEqual(ids)
  })

  it.each([
    ['default', [4, 3, 2, 1]],
    ['price_asc', [3, 4, 1, 2]],
    ['name_asc', [4, 3, 2, 1]],
    ['name_desc', [3, 4, 1, 2]],
  ] as const)('%s: products out of stock after the others, in the same order among themselves', (sort, ids) => {
    const someEmpty = products.map((p) => (p.id === 1 || p.id === 2 ? { ...p, stock: 0 } : p))
    expect([...someEmpty].sort(compareForSort(sort)).map((p) => p.id)).toEqual(ids)
  })
})

describe('pageSizeForWidth', () => {
  it.each([
    [390, 9],
    [1679, 9],
    [1680, 12],
    [2099, 12],
    [2100, 15],
    [4000, 15],
    [NaN, 9],
  ])('%s px -> %s', (width, size) => {
    expect(pageSizeForWidth(width)).toBe(size)
  })
})

describe('withParam / withoutParam', () => {
  it('adds to the existing query and drops page', () => {
    const params = new URLSearchParams('category=tecnologia&page=4')
    expect(withParam(params, 'sub_category', 'televisores')).toBe('?category=tecnologia&sub_category=televisores')
    expect(params.toString()).toBe('category=tecnologia&page=4')
  })

  it('replaces every earlier value', () => {
    expect(withParam(new URLSearchParams('brand=lg&brand=bgh&search=tv'), 'brand', 'samsung')).toBe('?brand=samsung&search=tv')
  })

  it('encodes values', () => {
    expect(withParam(new URLSearchParams(), 'sub_category', 'lavado y secado')).toBe('?sub_category=lavado+y+secado')
  })

  it('removes a parameter', () => {
    expect(withoutParam(new URLSearchParams('brand=lg&search=tv&page=2'), 'brand')).toBe('?search=tv')
    expect(withoutParam(new URLSearchParams('brand=lg'), 'brand')).toBe('')
  })
})
