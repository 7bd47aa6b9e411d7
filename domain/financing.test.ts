import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amountCents,
  annuityFactor,
  cartFinancing,
  effectiveAnnual,
  financingFigures,
  financingTexts,
  formatRate,
  instalmentsOfList,
  monthlyRate,
  productFinancing,
  vatInCharge,
  type FinancingFigures,
} from './financing.ts'

/*
 * Reference values. Every figure below was worked out apart from this code:
 * - by hand (closed forms, shown beside each case);
 * - from a spreadsheet's RATE as its publisher documents it (Microsoft's RATE page; valQ's);
 * - with python3, by bisection on the same equation in 60-digit decimal arithmetic
 *   (decimal.getcontext().prec = 60; 400 halvings of [0, c/P]), printed to 15 places.
 */

const rates = (f: FinancingFigures) => {
  if (f.kind === 'no-rate') throw new Error(`expected rates, got no-rate (${f.reason})`)
  return f.rates
}

describe('monthlyRate, against a spreadsheet RATE', () => {
  it.each([
    // Microsoft's RATE example: 4 years of monthly -200 for 8000 gives '1%' a month and
    // '9.24%' a year (RATE(...)*12 = 0.09241767); python3: 0.007701472488202.
    { args: [8000, 200, 48], rate: 0.007701472488202 },
    // valQ's RATE example: 12 payments of 2000 for 20000 gives 2.92 %; python3: 0.029228540769134.
    { args: [20000, 2000, 12], rate: 0.029228540769134 },
    // the demo catalogue's 12-instalment list: 99.999,00 cash, 137.998,62 in 12 (python3)
    { args: [9999900, 13799862 / 12, 12], rate: 0.053401255403285 },
  ])('RATE($args.2, −$args.1, $args.0) = $rate', ({ args: [present, payment, periods], rate }) => {
    expect(monthlyRate(present as number, payment as number, periods as number)).toBeCloseTo(rate, 14)
  })

  it("gives Microsoft's annual figure to its printed precision", () => {
    expect(((monthlyRate(8000, 200, 48) as number) * 12).toFixed(8)).toBe('0.09241767')
  })

  it('is 0 when the payments add up to the present value, and negative when they add up to less', () => {
    expect(monthlyRate(1200, 100, 12)).toBe(0)
    // one payment of 95 a month later for 100 now: 95 / 100 − 1
    expect(monthlyRate(100, 95, 1)).toBeCloseTo(-0.05, 15)
  })

  it.each([
    [0, 100, 12],
    [-1, 100, 12],
    [100, 0, 12],
    [100, Number.NaN, 12],
    [Number.POSITIVE_INFINITY, 100, 12],
    [100, 10, 0],
    [100, 10, 2.5],
  ])('has no rate for present %s, payment %s, %s periods', (present, payment, periods) => {
    expect(monthlyRate(present, payment, periods)).toBeNull()
  })
})

describe('financingFigures, worked by hand', () => {
  it('one instalment of 1.050 for 1.000 cash: 5 % a month, (1,05)^12 − 1 = 79,59 % a year', () => {
    const f = financingFigures({ cashCents: 100000, totalCents: 105000, instalments: 1 })
    expect(f.kind).toBe('financed')
    expect(rates(f).cftMonthly).toBeCloseTo(0.05, 15)
    expect(rates(f).cftea).toBeCloseTo(1.05 ** 12 - 1, 14) // 0.795856326022129
    expect(rates(f).tna).toBeCloseTo(0.6, 14)
    // without VAT on the charge, the TEA is the CFTEA
    expect(rates(f).tea).toBeCloseTo(rates(f).cftea, 15)
    expect(financingTexts(f)).toEqual({
      instalments: '1 cuota fija de $ 1.050,00',
      cashPrice: 'Precio de contado: $ 1.000,00',
      financedTotal: 'Precio total financiado: $ 1.050,00',
      cftea: 'CFTEA: 79,59 %',
      tea: 'TEA: 79,59 %',
      tna: 'TNA: 60,00 %',
      interestFree: false,
    })
  })

  it('the same with 21 % VAT inside the charge: the interest is 50 / 1,21, so the TEA is (1 + 0,05/1,21)^12 − 1', () => {
    const f = financingFigures({ cashCents: 100000, totalCents: 105000, instalments: 1, chargeVatCents: vatInCharge(5000, 21) })
    expect(rates(f).monthly).toBeCloseTo(0.05 / 1.21, 15)
    expect(rates(f).tea).toBeCloseTo((1 + 0.05 / 1.21) ** 12 - 1, 14) // python3: 0.625631468433
    expect(rates(f).cftea).toBeCloseTo(1.05 ** 12 - 1, 14)
    expect(financingTexts(f)).toMatchObject({ cftea: 'CFTEA: 79,59 %', tea: 'TEA: 62,56 %', tna: 'TNA: 49,59 %' })
  })

  it('two instalments of 550 for 1.000: 550v² + 550v − 1000 = 0 with v = 1/(1+i)', () => {
    const v = (-550 + Math.sqrt(550 ** 2 + 4 * 550 * 1000)) / 1100 // 0.938117...
    const f = financingFigures({ cashCents: 100000, totalCents: 110000, instalments: 2 })
    expect(rates(f).cftMonthly).toBeCloseTo(1 / v - 1, 14) // python3: 0.065964600977819
    expect(financingTexts(f).cftea).toBe('CFTEA: 115,24 %')
  })

  it('instalments that add up to the cash price exactly: every rate 0, and only then "sin interés"', () => {
    const f = financingFigures({ cashCents: 9999900, totalCents: 9999900, instalments: 3, chargeVatCents: 0 })
    expect(f).toMatchObject({ kind: 'interest-free', instalmentCents: 3333300, chargeCents: 0 })
    expect(financingTexts(f)).toEqual({
      instalments: '3 cuotas fijas de $ 33.333,00',
      cashPrice: 'Precio de contado: $ 99.999,00',
      financedTotal: 'Precio total financiado: $ 99.999,00',
      cftea: 'CFTEA: 0,00 %',
      tea: 'TEA: 0,00 %',
      tna: 'TNA: 0,00 %',
      interestFree: true,
    })
  })

  it('one cent more than the cash price is financing: never 0,00 %, never "sin interés"', () => {
    // python3: CFTEA 0.0000184616426038 (0,0018 %), TEA 0.0000152575 (0,0015 %)
    const f = financingFigures({ cashCents: 100000, totalCents: 100001, instalments: 12, chargeVatCents: vatInCharge(1, 21) })
    expect(f.kind).toBe('financed')
    expect(rates(f).cftea).toBeCloseTo(0.0000184616426038, 15)
    expect(financingTexts(f)).toMatchObject({
      cftea: 'CFTEA: 0,01 %',
      tea: 'TEA: 0,01 %',
      tna: 'TNA: 0,01 %',
      interestFree: false,
    })
  })
})

describe('financingFigures on the demo catalogue (99.999,00 cash, 21 % VAT; python3 references)', () => {
  it.each([
    // instalments, total, CFT monthly rate, CFTEA, TEA, TNA
    [3, 10599894, 0.029710097561517, 'CFTEA: 42,10 %', 'TEA: 33,85 %', 'TNA: 29,51 %'],
    [6, 11199888, 0.033373323104312, 'CFTEA: 48,28 %', 'TEA: 38,81 %', 'TNA: 33,25 %'],
    [9, 12499875, 0.047116060602791, 'CFTEA: 73,76 %', 'TEA: 58,83 %', 'TNA: 47,17 %'],
    [12, 13799862, 0.053401255403285, 'CFTEA: 86,69 %', 'TEA: 69,09 %', 'TNA: 53,69 %'],
  ])('%i instalments totalling %i cents', (instalments, totalCents, cftMonthly, cftea, tea, tna) => {
    const cashCents = 9999900
    const f = financingFigures({ cashCents, totalCents, instalments, chargeVatCents: vatInCharge(totalCents - cashCents, 21) })
    expect(rates(f).cftMonthly).toBeCloseTo(cftMonthly, 14)
    expect(financingTexts(f)).toMatchObject({ cftea, tea, tna, interestFree: false })
  })

  it('prints the 12-instalment block: each instalment rounded to the cent, as the cart shows it', () => {
    const f = financingFigures({ cashCents: 9999900, totalCents: 13799862, instalments: 12 })
    expect(financingTexts(f)).toMatchObject({
      instalments: '12 cuotas fijas de $ 11.499,89',
      cashPrice: 'Precio de contado: $ 99.999,00',
      financedTotal: 'Precio total financiado: $ 137.998,62',
    })
  })

  it('at 10,5 % VAT only the TEA moves (python3: TEA 76,9077 %)', () => {
    const f = financingFigures({
      cashCents: 9999900,
      totalCents: 13799862,
      instalments: 12,
      chargeVatCents: vatInCharge(3799962, 10.5),
    })
    expect(financingTexts(f)).toMatchObject({ cftea: 'CFTEA: 86,69 %', tea: 'TEA: 76,91 %' })
  })
})

describe('financingFigures with price lists that make a rate meaningless', () => {
  it.each([
    [{ cashCents: 100000, totalCents: 99999, instalments: 12 }, 'total-below-cash'],
    [{ cashCents: 0, totalCents: 100000, instalments: 12 }, 'invalid-cash-price'],
    [{ cashCents: -100, totalCents: 100000, instalments: 12 }, 'invalid-cash-price'],
    [{ cashCents: Number.NaN, totalCents: 100000, instalments: 12 }, 'invalid-cash-price'],
    [{ cashCents: 100.5, totalCents: 100000, instalments: 12 }, 'invalid-cash-price'],
    [{ cashCents: 100000, totalCents: 0, instalments: 12 }, 'invalid-total'],
    [{ cashCents: 100000, totalCents: Number.POSITIVE_INFINITY, instalments: 12 }, 'invalid-total'],
    [{ cashCents: 100000, totalCents: 120000, instalments: 0 }, 'invalid-instalments'],
    [{ cashCents: 100000, totalCents: 120000, instalments: -3 }, 'invalid-instalments'],
    [{ cashCents: 100000, totalCents: 120000, instalments: 2.5 }, 'invalid-instalments'],
    [{ cashCents: 100000, totalCents: 120000, instalments: 121 }, 'invalid-instalments'],
  ])('%j: no rate (%s)', (input, reason) => {
    const f = financingFigures(input)
    expect(f).toEqual({ kind: 'no-rate', reason, instalments: input.instalments })
    expect(financingTexts(f)).toEqual({
      instalments: null,
      cashPrice: null,
      financedTotal: null,
      cftea: 'CFTEA: no informado',
      tea: 'TEA: no informado',
      tna: 'TNA: no informado',
      interestFree: false,
    })
  })

  it('ignores a VAT share that is not a number, negative or larger than the charge', () => {
    const plain = rates(financingFigures({ cashCents: 100000, totalCents: 105000, instalments: 1 }))
    for (const chargeVatCents of [Number.NaN, -10]) {
      expect(rates(financingFigures({ cashCents: 100000, totalCents: 105000, instalments: 1, chargeVatCents })).tea).toBe(
        plain.tea,
      )
    }
    expect(rates(financingFigures({ cashCents: 100000, totalCents: 105000, instalments: 1, chargeVatCents: 9e9 })).tea).toBe(0)
  })
})

describe('productFinancing and cartFinancing', () => {
  const tv = {
    price_list_1: 99999,
    price_list_2: 87999,
    price_list_3: 99999,
    price_list_4: 111998.88,
    price_list_5: 124998.75,
    price_list_6: 137998.62,
    tax_percentage: 21,
  }
  const book = { ...tv, price_list_1: 10000, price_list_6: 13000, price_list_3: 10600, tax_percentage: 10.5 }

  it('maps lists 3 to 6 to 3, 6, 9 and 12 instalments, and single payments to no plan', () => {
    expect([1, 2, 3, 4, 5, 6].map((l) => instalmentsOfList(l as 1))).toEqual([null, null, 3, 6, 9, 12])
    expect(productFinancing(tv, 1)).toBeNull()
    expect(productFinancing(tv, 2)).toBeNull()
  })

  it("uses the product's own lists and VAT", () => {
    expect(productFinancing(tv, 3)?.kind).toBe('interest-free')
    expect(financingTexts(productFinancing(tv, 6) as FinancingFigures)).toMatchObject({
      cftea: 'CFTEA: 86,69 %',
      tea: 'TEA: 69,09 %',
    })
  })

  it('gives the same rates for any quantity of one product', () => {
    const one = rates(productFinancing(tv, 6) as FinancingFigures)
    const seven = rates(cartFinancing([{ product: tv, quantity: 7 }], 6) as FinancingFigures)
    expect(seven.cftea).toBeCloseTo(one.cftea, 12)
    expect(seven.tea).toBeCloseTo(one.tea, 12)
  })

  it('adds a cart up in cents and takes the VAT of each line at its own rate', () => {
    const f = cartFinancing(
      [
        { product: tv, quantity: 1 },
        { product: book, quantity: 2 },
      ],
      6,
    ) as FinancingFigures
    expect(f).toMatchObject({ kind: 'financed', cashCents: 9999900 + 2000000, totalCents: 13799862 + 2600000 })
    const expectedVat = vatInCharge(3799962, 21) + vatInCharge(600000, 10.5)
    const again = financingFigures({ cashCents: 11999900, totalCents: 16399862, instalments: 12, chargeVatCents: expectedVat })
    expect(rates(f)).toEqual(rates(again))
  })

  it('skips lines whose quantity is not a positive whole number', () => {
    expect(
      cartFinancing(
        [
          { product: tv, quantity: 0 },
          { product: tv, quantity: 1 },
        ],
        6,
      ),
    ).toEqual(productFinancing(tv, 6))
    expect(cartFinancing([{ product: tv, quantity: -2 }], 6)).toEqual({
      kind: 'no-rate',
      reason: 'invalid-cash-price',
      instalments: 12,
    })
  })

  it.each([
    [{ price_list_1: 0 }, 'invalid-cash-price'],
    [{ price_list_6: 0 }, 'invalid-total'],
    [{ price_list_6: Number.NaN }, 'invalid-total'],
    [{ price_list_6: 90000 }, 'total-below-cash'],
  ])('shows no rate for a cart with a line priced %j', (change, reason) => {
    const f = cartFinancing(
      [
        { product: { ...tv, ...change }, quantity: 1 },
        { product: book, quantity: 1 },
      ],
      6,
    )
    expect(f).toMatchObject({ kind: 'no-rate', reason })
  })
})

describe('amountCents', () => {
  it.each([
    [99999, 9999900],
    [137998.62, 13799862],
    [1.005, 101],
    ['99999.00', 9999900],
    ['137998.62', 13799862],
    ['0.1', 10],
    ['12,5', 1250],
    [' 7 ', 700],
    ['-3.25', -325],
    ['-0.00', 0],
  ])('%j -> %i cents', (amount, cents) => {
    expect(amountCents(amount)).toBe(cents)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '1.234,56', '1.005', '1e3', null, undefined, {}])(
    '%j -> null',
    (amount) => {
      expect(amountCents(amount)).toBeNull()
    },
  )
})

describe('formatRate', () => {
  it.each([
    [0, '0,00 %'],
    [0.3857, '38,57 %'],
    [0.38565, '38,57 %'],
    [0.38564999, '38,56 %'],
    [1.152352466, '115,24 %'],
    [12.5, '1.250,00 %'],
    [0.00004, '0,01 %'],
    [-0.05, '-5,00 %'],
  ])('%s -> %s', (rate, text) => {
    expect(formatRate(rate)).toBe(text)
  })

  it('refuses a rate that is not a number rather than print one', () => {
    expect(() => formatRate(Number.NaN)).toThrow(RangeError)
  })
})

describe('properties', () => {
  const plan = fc
    .record({
      cashCents: fc.integer({ min: 1, max: 1e11 }),
      instalments: fc.integer({ min: 1, max: 120 }),
      // the total as a multiple of the cash price, 1 to 4 times
      markup: fc.double({ min: 0, max: 3, noNaN: true }),
      vatPercent: fc.constantFrom(0, 10.5, 21, 27),
    })
    .map(({ cashCents, instalments, markup, vatPercent }) => {
      const totalCents = Math.round(cashCents * (1 + markup))
      return { cashCents, totalCents, instalments, chargeVatCents: vatInCharge(totalCents - cashCents, vatPercent) }
    })

  it('the CFT rate makes the instalments worth the cash price, and so does the TEA rate without the VAT', () => {
    fc.assert(
      fc.property(plan, (input) => {
        const f = financingFigures(input)
        if (f.kind === 'no-rate') return false
        const n = input.instalments
        const gross = (input.totalCents / n) * annuityFactor(n, f.rates.cftMonthly)
        const net = ((input.totalCents - (input.chargeVatCents ?? 0)) / n) * annuityFactor(n, f.rates.monthly)
        expect(Math.abs(gross - input.cashCents)).toBeLessThanOrEqual(1e-9 * input.cashCents)
        expect(Math.abs(net - input.cashCents)).toBeLessThanOrEqual(1e-9 * input.cashCents)
        return true
      }),
    )
  })

  it('is interest-free exactly when the total is the cash price, and the CFTEA is never below the TEA', () => {
    fc.assert(
      fc.property(plan, (input) => {
        const f = financingFigures(input)
        if (f.kind === 'no-rate') return false
        expect(f.kind === 'interest-free').toBe(input.totalCents === input.cashCents)
        expect(f.rates.cftea).toBeGreaterThanOrEqual(f.rates.tea)
        expect(f.rates.tea).toBeGreaterThanOrEqual(0)
        expect(f.rates.tea).toBeCloseTo(effectiveAnnual(f.rates.monthly), 12)
        return true
      }),
    )
  })

  it('charges more for a dearer plan: one more cent on the total never lowers the rate', () => {
    fc.assert(
      fc.property(plan, (input) => {
        const a = financingFigures({ ...input, chargeVatCents: 0 })
        const b = financingFigures({ ...input, totalCents: input.totalCents + 1, chargeVatCents: 0 })
        if (a.kind === 'no-rate' || b.kind === 'no-rate') return false
        return b.rates.cftMonthly >= a.rates.cftMonthly
      }),
    )
  })

  it('shows no rate whenever the total is below the cash price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1e11 }), fc.integer({ min: 1, max: 120 }), (cashCents, instalments) => {
        const f = financingFigures({ cashCents, totalCents: cashCents - 1, instalments })
        return f.kind === 'no-rate' && f.reason === 'total-below-cash'
      }),
    )
  })
})
