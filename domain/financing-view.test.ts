import { describe, expect, it } from 'vitest'
import { cartPlanView, featuredPlan, productPlanViews, toCardPlan, toProductCard } from './financing-view.ts'

/** A demo product: 99.999,00 cash, 3 cuotas at list 1 (interest-free), 6/9/12 at 1,12/1,25/1,38 ×, 21 % VAT. */
const tv = {
  price_list_1: 99999,
  price_list_2: 87999,
  price_list_3: 99999,
  price_list_4: 111998.88,
  price_list_5: 124998.75,
  price_list_6: 137998.62,
  tax_percentage: 21,
}
/** The same with 3 cuotas at 1,06 ×: no plan is interest-free. */
const fridge = { ...tv, price_list_3: 105998.94 }

describe('productPlanViews', () => {
  it('prints every plan of a product with the figures worked in financing.test.ts', () => {
    const plans = productPlanViews(tv)
    expect(plans.map((p) => p.instalments)).toEqual([3, 6, 9, 12])
    expect(plans[0]).toEqual({
      list: 3,
      instalments: 3,
      interestFree: true,
      noRate: false,
      line: '3 cuotas fijas sin interés de $\u00a033.333,00',
      instalmentAmount: '$ 33.333,00',
      total: '$ 99.999,00',
      cash: '$ 99.999,00',
      tea: '0,00 %',
      tna: '0,00 %',
      cftea: '0,00 %',
    })
    expect(plans[3]).toMatchObject({
      interestFree: false,
      instalmentAmount: '$ 11.499,89',
      total: '$ 137.998,62',
      cash: '$ 99.999,00',
      cftea: '86,69 %',
      tea: '69,09 %',
      tna: '53,69 %',
    })
  })

  it("says 'sin interés' only for a plan that costs exactly the cash price", () => {
    // a no-break space: the amount never breaks from its '$' on a narrow card
    expect(productPlanViews(tv)[0]!.line).toBe('3 cuotas fijas sin interés de $\u00a033.333,00')
    expect(productPlanViews(fridge)[0]!.line).toBe('3 cuotas fijas de $\u00a035.332,98')
    const oneCentMore = productPlanViews({ ...tv, price_list_3: 100000 })[0]!
    expect(oneCentMore.interestFree).toBe(false)
    expect(oneCentMore.cftea).toBe('0,01 %')
    expect(oneCentMore.line).not.toContain('sin interés')
  })

  it('leaves out a plan without a price, and shows no rate when the lists make it meaningless', () => {
    expect(productPlanViews({ ...tv, price_list_5: 0 }).map((p) => p.instalments)).toEqual([3, 6, 12])
    const below = productPlanViews({ ...tv, price_list_6: 90000 })[3]!
    expect(below).toMatchObject({
      noRate: true,
      interestFree: false,
      total: '$ 90.000,00',
      tea: 'no informado',
      cftea: 'no informado',
    })
    const noCash = productPlanViews({ ...tv, price_list_1: 0 })
    expect(noCash.every((p) => p.noRate && p.cftea === 'no informado' && p.cash === '---')).toBe(true)
    // a price the catalogue could not read
    expect(productPlanViews({ ...tv, price_list_6: Number.NaN }).map((p) => p.instalments)).toEqual([3, 6, 9])
  })
})

describe('featuredPlan (the product card)', () => {
  it('features the longest interest-free plan, else the longest plan with a rate, never one without', () => {
    expect(featuredPlan(productPlanViews(tv))?.instalments).toBe(3)
    expect(featuredPlan(productPlanViews(fridge))?.instalments).toBe(12)
    expect(featuredPlan(productPlanViews({ ...fridge, price_list_6: 90000 }))?.instalments).toBe(9)
    expect(featuredPlan(productPlanViews({ ...tv, price_list_1: 0 }))).toBeNull()
    expect(featuredPlan([])).toBeNull()
  })
})

describe('cartPlanView', () => {
  it('reads, for a product alone in the cart, exactly what its page reads', () => {
    for (const list of [3, 4, 5, 6] as const) {
      expect(cartPlanView([{ product: tv, quantity: 1 }], list)).toEqual(productPlanViews(tv).find((p) => p.list === list))
    }
  })

  it('adds lines up and keeps the rate of a product bought several times', () => {
    const view = cartPlanView(
      [
        { product: tv, quantity: 2 },
        { product: fridge, quantity: 1 },
      ],
      6,
    )!
    expect(view).toMatchObject({ cash: '$ 299.997,00', total: '$ 413.995,86', instalmentAmount: '$ 34.499,66', cftea: '86,69 %' })
    expect(cartPlanView([{ product: tv, quantity: 5 }], 6)?.cftea).toBe('86,69 %')
  })

  it('has no plan for the single-payment lists, and no totals when a line has no price', () => {
    expect(cartPlanView([{ product: tv, quantity: 1 }], 1)).toBeNull()
    expect(cartPlanView([{ product: tv, quantity: 1 }], 2)).toBeNull()
    const view = cartPlanView(
      [
        { product: tv, quantity: 1 },
        { product: { ...tv, price_list_6: 0 }, quantity: 1 },
      ],
      6,
    )!
    expect(view).toMatchObject({ noRate: true, total: '---', instalmentAmount: '---', cftea: 'no informado' })
  })
})

describe('toProductCard (the card view: what the card prints, sent in every page carrying cards)', () => {
  const product = {
    ...tv,
    id: 7,
    sku: 'TV-7',
    name: 'Smart TV 50" EAN: 7791234567890',
    stock: 4,
    category: 'TECNOLOGIA',
    sub_category: 'TELEVISORES',
    brand: 'LG',
    img_url: '/products-images/tv.svg',
  }

  it("keeps a cart line's fields and only the featured plan's printed figures", () => {
    const card = toProductCard({ ...product, descriptions: '<p>long</p>', week_views: 3 } as typeof product)
    expect(Object.keys(card).sort()).toEqual(
      [
        'id',
        'sku',
        'name',
        'stock',
        'category',
        'sub_category',
        'brand',
        'img_url',
        'price_list_1',
        'price_list_2',
        'price_list_3',
        'price_list_4',
        'price_list_5',
        'price_list_6',
        'tax_percentage',
        'financing',
      ].sort(),
    )
    expect(card.financing).toEqual({
      instalments: 3,
      line: '3 cuotas fijas sin interés de $\u00a033.333,00',
      cash: '$ 99.999,00',
      total: '$ 99.999,00',
      tea: '0,00 %',
      cftea: '0,00 %',
    })
  })

  it('prints the same figures as the full plan, and none when no plan can be featured', () => {
    const full = featuredPlan(productPlanViews(fridge))!
    const slim = toCardPlan(full)
    for (const [field, value] of Object.entries(slim)) expect(full[field as keyof typeof full]).toBe(value)
    expect(toProductCard({ ...product, price_list_1: 0 }).financing).toBeNull()
  })
})
