import { describe, expect, it } from 'vitest'
import {
  CART_COOKIE,
  CART_COOKIE_MAX_AGE_DAYS,
  CART_COOKIE_MAX_AGE_SECONDS,
  CART_TOO_LARGE_MESSAGE,
  cartCookieFits,
  cartReducer,
  countDistinctLines,
  countUnits,
  decodeCartCookie,
  encodeCartCookie,
  MAX_CART_COOKIE_VALUE_LENGTH,
  NO_MORE_STOCK_MESSAGE,
  NO_MORE_STOCK_NEW_LINE_MESSAGE,
  skusToLookUp,
  unavailableLines,
  type CartLine,
} from './cart.ts'
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_SKU_LENGTH } from './limits.ts'

const stock: Record<string, number> = { 'BGH-AA-000123': 3, 'SAM-TV-000044': 1, 'LG-HE-000007': 0 }
const stockOf = (sku: string) => stock[sku]

describe('constants', () => {
  it('match the spec', () => {
    expect(CART_COOKIE).toBe('cartProducts')
    expect(CART_COOKIE_MAX_AGE_DAYS).toBe(2)
    expect(CART_COOKIE_MAX_AGE_SECONDS).toBe(172800)
    expect(NO_MORE_STOCK_MESSAGE).toBe('No hay más stock disponible para agregar al carrito')
    expect(NO_MORE_STOCK_NEW_LINE_MESSAGE).toBe('No hay mas stock disponible para agregar al carrito')
  })
})

describe('cartReducer: add', () => {
  it('appends a new line with quantity 1 by default', () => {
    expect(cartReducer([], { type: 'add', sku: 'BGH-AA-000123' }, stockOf)).toEqual({
      lines: [{ sku: 'BGH-AA-000123', quantity: 1 }],
      outcome: 'added',
    })
  })

  it('raises the quantity of a line already there, keeping its place', () => {
    const state = [
      { sku: 'BGH-AA-000123', quantity: 1 },
      { sku: 'SAM-TV-000044', quantity: 1 },
    ]
    const result = cartReducer(state, { type: 'add', sku: 'BGH-AA-000123', quantity: 2 }, stockOf)
    expect(result.lines).toEqual([
      { sku: 'BGH-AA-000123', quantity: 3 },
      { sku: 'SAM-TV-000044', quantity: 1 },
    ])
    expect(state[0]?.quantity).toBe(1)
  })

  it('refuses to pass the stock of a line already there, with accents', () => {
    const state = [{ sku: 'BGH-AA-000123', quantity: 3 }]
    const result = cartReducer(state, { type: 'add', sku: 'BGH-AA-000123' }, stockOf)
    expect(result).toEqual({
      lines: state,
      outcome: 'refused',
      reason: 'stock',
      title: 'Atención',
      message: 'No hay más stock disponible para agregar al carrito',
    })
    expect(result.lines).toBe(state)
  })

  it.each([
    ['BGH-AA-000123', 4],
    ['SAM-TV-000044', 2],
    ['LG-HE-000007', 1],
    ['UNKNOWN', 1],
  ])('refuses a new line of %s x%s beyond stock, without accents', (sku, quantity) => {
    const result = cartReducer([], { type: 'add', sku, quantity }, stockOf)
    expect(result.outcome).toBe('refused')
    expect(result.title).toBe('Atención')
    expect(result.message).toBe('No hay mas stock disponible para agregar al carrito')
  })

  it.each([
    ['exactly the stock as a new line', [], 3, 'added'],
    ['up to the stock on an existing line', [{ sku: 'BGH-AA-000123', quantity: 2 }], 1, 'added'],
    ['one past the stock on an existing line', [{ sku: 'BGH-AA-000123', quantity: 2 }], 2, 'refused'],
  ] as const)('%s', (_, state, quantity, outcome) => {
    expect(cartReducer([...state], { type: 'add', sku: 'BGH-AA-000123', quantity }, stockOf).outcome).toBe(outcome)
  })

  it.each([0, -1, 1.5, NaN])('ignores a quantity of %s', (quantity) => {
    const state: CartLine[] = []
    expect(cartReducer(state, { type: 'add', sku: 'BGH-AA-000123', quantity }, stockOf)).toEqual({
      lines: state,
      outcome: 'unchanged',
    })
  })

  it('refuses a new line past the line limit', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ sku: `SKU-${i}`, quantity: 1 }))
    const result = cartReducer(full, { type: 'add', sku: 'BGH-AA-000123' }, stockOf)
    expect(result.outcome).toBe('refused')
    expect(result.reason).toBe('full')
    expect(cartReducer(full, { type: 'add', sku: 'SKU-0' }, () => 5).outcome).toBe('added')
  })
})

describe('cartReducer: the cookie must stay small enough for the browser to keep it', () => {
  // 64-character skus: long, and still about 58 lines to a cookie.
  const longSku = (i: number) => `${'X'.repeat(60)}${String(i).padStart(4, '0')}`
  const plenty = () => 50

  it('refuses the add that would pass the limit, with a clear Spanish message, and keeps the cart', () => {
    let lines: CartLine[] = []
    let refused = 0
    for (let i = 0; i < MAX_CART_LINES; i++) {
      const result = cartReducer(lines, { type: 'add', sku: longSku(i), quantity: 10 }, plenty)
      if (result.outcome === 'refused') {
        refused++
        expect(result).toEqual({
          lines,
          outcome: 'refused',
          reason: 'size',
          title: 'Atención',
          message: CART_TOO_LARGE_MESSAGE,
        })
      }
      lines = result.lines
      expect(encodeCartCookie(lines).length).toBeLessThanOrEqual(MAX_CART_COOKIE_VALUE_LENGTH)
    }
    // 100 lines of 64-character skus would be about 6.8 KB: most of them are refused.
    expect(refused).toBeGreaterThan(0)
    expect(lines.length).toBeGreaterThan(50)
    expect(CART_TOO_LARGE_MESSAGE).toBe(
      'Tu carrito alcanzó el tamaño máximo que podemos guardar. Generá el pedido o quitá algún producto para agregar otro.',
    )
  })

  it('counts a quantity that gains a digit too', () => {
    // Fill to exactly the limit with one line at 9 units: 9 -> 10 is one character more.
    const lines: CartLine[] = [{ sku: 'A', quantity: 9 }]
    // 40-character skus, 44 characters a line: about 90 lines, under the 100-line limit.
    for (let i = 0; i < 95 && encodeCartCookie(lines).length < MAX_CART_COOKIE_VALUE_LENGTH - 60; i++)
      lines.push({ sku: `L${i}`.padEnd(40, 'x'), quantity: 1 })
    const pad = MAX_CART_COOKIE_VALUE_LENGTH - encodeCartCookie(lines).length - 3 // '!' + sku + '*1'
    lines.push({ sku: 'P'.repeat(pad), quantity: 1 })
    expect(encodeCartCookie(lines).length).toBe(MAX_CART_COOKIE_VALUE_LENGTH)
    expect(cartCookieFits(lines)).toBe(true)
    const result = cartReducer(lines, { type: 'add', sku: 'A' }, plenty)
    expect(result.outcome).toBe('refused')
    expect(result.reason).toBe('size')
    expect(cartReducer(lines, { type: 'removeAmount', sku: 'P'.repeat(pad) }, plenty).outcome).toBe('removed')
  })

  it('lets a 60-line cart of realistic skus grow as before', () => {
    let lines: CartLine[] = []
    for (let i = 0; i < 60; i++) {
      lines = cartReducer(lines, { type: 'add', sku: `SAMSUNG-TV-${String(100000 + i)}`, quantity: 99 }, () => 500).lines
    }
    expect(lines).toHaveLength(60)
    expect(cartReducer(lines, { type: 'add', sku: lines[0]!.sku, quantity: 300 }, () => 500).outcome).toBe('added')
  })
})

describe('lines the catalogue no longer knows', () => {
  const lines = [
    { sku: 'A', quantity: 1 },
    { sku: 'GONE', quantity: 2 },
    { sku: 'NEW', quantity: 1 },
  ]
  const known = (sku: string) => sku === 'A'

  it('asks the server once about a sku it lacks, never again once it is known to be gone', () => {
    expect(skusToLookUp(lines, known, new Set())).toEqual(['GONE', 'NEW'])
    expect(skusToLookUp(lines, known, new Set(['GONE']))).toEqual(['NEW'])
    expect(skusToLookUp(lines, () => true, new Set())).toEqual([])
  })

  it('lists the unavailable lines in cart order', () => {
    expect(unavailableLines(lines, new Set(['NEW', 'GONE', 'OTHER']))).toEqual([
      { sku: 'GONE', quantity: 2 },
      { sku: 'NEW', quantity: 1 },
    ])
    expect(unavailableLines(lines, new Set())).toEqual([])
  })
})

describe('cartReducer: remove and clear', () => {
  const state = [
    { sku: 'A', quantity: 3 },
    { sku: 'B', quantity: 1 },
  ]

  it.each([
    [
      { type: 'removeAmount', sku: 'A' },
      [
        { sku: 'A', quantity: 2 },
        { sku: 'B', quantity: 1 },
      ],
    ],
    [
      { type: 'removeAmount', sku: 'A', amount: 2 },
      [
        { sku: 'A', quantity: 1 },
        { sku: 'B', quantity: 1 },
      ],
    ],
    [{ type: 'removeAmount', sku: 'A', amount: 3 }, [{ sku: 'B', quantity: 1 }]],
    [{ type: 'removeAmount', sku: 'A', amount: 50 }, [{ sku: 'B', quantity: 1 }]],
    [{ type: 'removeOne', sku: 'B' }, [{ sku: 'A', quantity: 3 }]],
    [
      { type: 'removeOne', sku: 'A' },
      [
        { sku: 'A', quantity: 2 },
        { sku: 'B', quantity: 1 },
      ],
    ],
    [{ type: 'removeAll', sku: 'A' }, [{ sku: 'B', quantity: 1 }]],
  ] as const)('%j', (action, lines) => {
    expect(cartReducer(state, action, stockOf)).toEqual({ lines, outcome: 'removed' })
  })

  it.each([
    { type: 'removeAmount', sku: 'Z' },
    { type: 'removeAmount', sku: 'A', amount: 0 },
    { type: 'removeAmount', sku: 'A', amount: -1 },
    { type: 'removeOne', sku: 'Z' },
    { type: 'removeAll', sku: 'Z' },
  ] as const)('leaves the cart alone for %j', (action) => {
    const result = cartReducer(state, action, stockOf)
    expect(result.outcome).toBe('unchanged')
    expect(result.lines).toBe(state)
  })

  it('clears', () => {
    expect(cartReducer(state, { type: 'clear' }, stockOf)).toEqual({ lines: [], outcome: 'cleared' })
  })
})

describe('counts', () => {
  it('counts distinct lines and units', () => {
    const lines = [
      { sku: 'A', quantity: 3 },
      { sku: 'B', quantity: 1 },
      { sku: 'C', quantity: 0 },
    ]
    expect(countDistinctLines(lines)).toBe(2)
    expect(countUnits(lines)).toBe(4)
    expect(countDistinctLines([])).toBe(0)
  })
})

describe('cart cookie', () => {
  it('round-trips', () => {
    const lines = [
      { sku: 'BGH-AA-000123', quantity: 2 },
      { sku: 'SAM TV/50"', quantity: 1 },
      { sku: 'Ñ*!%;,=', quantity: 12 },
    ]
    const value = encodeCartCookie(lines)
    expect(value.startsWith('BGH-AA-000123*2!')).toBe(true)
    expect(decodeCartCookie(value)).toEqual(lines)
    expect(decodeCartCookie(decodeURIComponent(encodeURIComponent(value)))).toEqual(lines)
  })

  it('keeps every sku the catalogue can hold, and caps a line at the order limit', () => {
    const longest = 'S'.repeat(MAX_SKU_LENGTH)
    const lines = decodeCartCookie(encodeCartCookie([{ sku: longest, quantity: MAX_LINE_QUANTITY + 1 }]))
    expect(lines).toEqual([{ sku: longest, quantity: MAX_LINE_QUANTITY }])
  })

  it('uses only characters a cookie value allows', () => {
    const value = encodeCartCookie([{ sku: 'A B;C,D"E\\F', quantity: 1 }])
    expect(value).toMatch(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]+$/)
  })

  it('fits 60 realistic lines well under 4 KB', () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      sku: `BGH-AA-${String(100000 + i * 37).padStart(6, '0')}`,
      quantity: 1 + (i % 12),
    }))
    const cookie = `${CART_COOKIE}=${encodeURIComponent(encodeCartCookie(lines))}`
    expect(cookie.length).toBeLessThan(1200)
    expect(decodeCartCookie(encodeCartCookie(lines))).toEqual(lines)
  })

  it('fits the largest cart under 4000 characters', () => {
    const lines = Array.from({ length: 150 }, (_, i) => ({ sku: `SAMSUNG-TV-${String(i).padStart(9, '0')}`, quantity: 99 }))
    const value = encodeURIComponent(encodeCartCookie(lines))
    expect(decodeCartCookie(value)).toHaveLength(100)
    expect(value.length).toBeLessThan(4000)
  })

  it.each([
    [undefined, []],
    [null, []],
    ['', []],
    ['garbage', []],
    ['!!!**', []],
    [
      'A*2!B*x!C*0!D*-1!*3!E*1.5!F*3*4!G*1',
      [
        { sku: 'A', quantity: 2 },
        { sku: 'G', quantity: 1 },
      ],
    ],
    ['A*2!A*3', [{ sku: 'A', quantity: 5 }]],
    [`A*${MAX_LINE_QUANTITY}!A*5`, [{ sku: 'A', quantity: MAX_LINE_QUANTITY }]],
    ['%E0%A4%A*1!B*1', [{ sku: 'B', quantity: 1 }]],
    [`${'X'.repeat(MAX_SKU_LENGTH + 1)}*1!B*1`, [{ sku: 'B', quantity: 1 }]],
    [
      '[{"sku":"A","quantity_selected":2,"name":"TV","price_list_1":10},{"sku":"B","quantity":1},{"sku":5},null]',
      [
        { sku: 'A', quantity: 2 },
        { sku: 'B', quantity: 1 },
      ],
    ],
    [encodeURIComponent('[{"sku":"A","quantity_selected":2}]'), [{ sku: 'A', quantity: 2 }]],
    ['[{"sku":"A"', []],
    ['{"sku":"A","quantity":1}', []],
    ['[1,2,3]', []],
  ])('decodes %j tolerantly', (value, lines) => {
    expect(decodeCartCookie(value)).toEqual(lines)
  })

  it.each([
    ['\u0000*1', 'a NUL, as the cookie library hands over Cookie: cartProducts=%00*1'],
    ['A*2!\u0000*1', 'a NUL after a good line'],
    ['A*2!%00*1', 'a NUL percent-encoded inside a sku'],
    ['A*2!B%0A*1', 'a line break inside a sku'],
    ['A*2!\u001b[31m*1', 'an escape sequence'],
    ['[{"sku":"A\\u0000","quantity":1},{"sku":"B","quantity":1}]', 'a NUL in the JSON form'],
  ])('reads %j as an empty cart: %s', (value) => {
    expect(decodeCartCookie(value)).toEqual([])
  })

  it('keeps the first 100 distinct lines', () => {
    const value = Array.from({ length: 120 }, (_, i) => `S${i}*1`).join('!')
    const lines = decodeCartCookie(value)
    expect(lines).toHaveLength(100)
    expect(lines[99]?.sku).toBe('S99')
  })

  it('writes only valid lines', () => {
    expect(
      encodeCartCookie([
        { sku: ' A ', quantity: 1 },
        { sku: 'A', quantity: 1 },
        { sku: '', quantity: 2 },
        { sku: 'B', quantity: 0 },
      ]),
    ).toBe('A*2')
    expect(encodeCartCookie([])).toBe('')
  })
})
