import { describe, expect, it } from 'vitest'
import { mixCycle, renderHotSale, type HotSaleFigures } from './hot-sale.ts'

describe('the Hot Sale mix', () => {
  it('is 80 % pages, 15 % searches, 4 % carts and 1 % orders, spread through the cycle', () => {
    const cycle = mixCycle()
    expect(cycle).toHaveLength(100)
    const count = (kind: string) => cycle.filter((k) => k === kind).length
    expect([count('page'), count('search'), count('cart'), count('order')]).toEqual([80, 15, 4, 1])
    // No run of searches: they are spread among the pages as shoppers' requests are.
    const searchesAt = cycle.flatMap((k, i) => (k === 'search' ? [i] : []))
    expect(Math.min(...searchesAt.slice(1).map((at, i) => at - searchesAt[i]!))).toBeGreaterThanOrEqual(5)
  })
})

describe('the Hot Sale section', () => {
  const round = { rate: 400, seconds: 60, requests: 23_900, rps: 398, p50: 12, p99: 310, errors: 0, failures: {} }
  const figures: HotSaleFigures = {
    seconds: 60,
    catalogues: [
      {
        label: 'hot-demo',
        products: 1240,
        probes: [round],
        day: round,
        orders: 240,
        staffEmails: 240,
        receipts: 240,
        duplicated: 0,
      },
      {
        label: 'hot-100k',
        products: 100_000,
        probes: [round],
        day: round,
        orders: 240,
        staffEmails: 241,
        receipts: 240,
        duplicated: 1,
      },
    ],
  }

  it('reports the rate, the orders and whether each e-mail is in the outbox once', () => {
    const text = renderHotSale(figures)
    expect(text).toContain('| hot-demo (1,240 products) | **400/s** | 398 | 12 | 310 | 0 | ✅ | 240 | 240 / 240 | ✅ once each |')
    expect(text).toContain('❌ 1 duplicated')
    expect(text).toContain('- hot-demo: 400/s → p99 310 ms')
    const failing = renderHotSale({
      ...figures,
      catalogues: [{ ...figures.catalogues[0]!, day: { ...round, p99: 620, errors: 3, failures: { '503': 2, timeout: 1 } } }],
    })
    expect(failing).toContain('| 3 (503×2, timeout×1) | ❌ |')
  })
})
