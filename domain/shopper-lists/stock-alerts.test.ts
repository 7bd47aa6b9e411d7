import { describe, expect, it } from 'vitest'
import {
  CONFIRMED_LIFETIME_MS,
  UNCONFIRMED_LIFETIME_MS,
  isActive,
  normaliseAlertEmail,
  restockRecipients,
  stockAlertState,
  unitsToOffer,
  type StockAlertRequest,
} from './stock-alerts.ts'

const now = new Date('2026-11-27T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const DAY = 24 * 60 * 60 * 1000

function request(id: number, over: Partial<StockAlertRequest> = {}): StockAlertRequest {
  return { id, createdAt: ago(DAY), confirmedAt: ago(DAY / 2), notifiedAt: null, unsubscribedAt: null, ...over }
}

describe('stockAlertState', () => {
  it('an unconfirmed request waits 7 days, then has expired', () => {
    expect(stockAlertState(request(1, { confirmedAt: null, createdAt: ago(UNCONFIRMED_LIFETIME_MS - 1) }), now)).toBe('pending')
    expect(stockAlertState(request(1, { confirmedAt: null, createdAt: ago(UNCONFIRMED_LIFETIME_MS) }), now)).toBe('expired')
  })

  it('a confirmed request lives 90 days from its confirmation, however old the request', () => {
    const old = ago(200 * DAY)
    expect(stockAlertState(request(1, { createdAt: old, confirmedAt: ago(CONFIRMED_LIFETIME_MS - 1) }), now)).toBe('confirmed')
    expect(stockAlertState(request(1, { createdAt: old, confirmedAt: ago(CONFIRMED_LIFETIME_MS) }), now)).toBe('expired')
  })

  it('an unsubscribe or a sent alert ends it, whatever its age', () => {
    expect(stockAlertState(request(1, { notifiedAt: ago(1) }), now)).toBe('notified')
    expect(stockAlertState(request(1, { notifiedAt: ago(1), unsubscribedAt: ago(1) }), now)).toBe('unsubscribed')
  })

  it('only pending and confirmed requests are active', () => {
    expect(['pending', 'confirmed', 'expired', 'notified', 'unsubscribed'].filter((s) => isActive(s as never))).toEqual([
      'pending',
      'confirmed',
    ])
  })
})

describe('restockRecipients', () => {
  it('two units and five subscribers: the two oldest requests, the rest wait', () => {
    const requests = [3, 1, 5, 2, 4].map((id) => request(id, { createdAt: ago((10 - id) * DAY) }))
    expect(restockRecipients(requests, 2, now).map((r) => r.id)).toEqual([1, 2])
  })

  it('requests made at the same moment go by id', () => {
    const at = ago(DAY)
    expect(restockRecipients([request(9, { createdAt: at }), request(4, { createdAt: at })], 1, now).map((r) => r.id)).toEqual([
      4,
    ])
  })

  it('more units than subscribers: every confirmed, live request once', () => {
    const requests = [
      request(1),
      request(2, { confirmedAt: null }),
      request(3, { confirmedAt: ago(CONFIRMED_LIFETIME_MS + 1) }),
      request(4, { notifiedAt: ago(1) }),
      request(5, { unsubscribedAt: ago(1) }),
      request(6),
    ]
    expect(restockRecipients(requests, 100, now).map((r) => r.id)).toEqual([1, 6])
  })

  it('no units, fractions and nonsense e-mail nobody', () => {
    expect(restockRecipients([request(1)], 0, now)).toEqual([])
    expect(restockRecipients([request(1)], 0.5, now)).toEqual([])
    expect(restockRecipients([request(1)], Number.NaN, now)).toEqual([])
    expect(restockRecipients([request(1), request(2)], 1.9, now)).toHaveLength(1)
  })
})

describe('unitsToOffer', () => {
  it('the units that came in, capped by the stock when the alerts go out', () => {
    expect(unitsToOffer(5, 5)).toBe(5)
    expect(unitsToOffer(5, 2)).toBe(2)
    expect(unitsToOffer(3, 10)).toBe(3)
    expect(unitsToOffer(5, 0)).toBe(0)
    expect(unitsToOffer(5, -2)).toBe(0)
  })
})

describe('normaliseAlertEmail', () => {
  it('trims and lowercases', () => {
    expect(normaliseAlertEmail('  Ana.Perez@Mail.COM ')).toBe('ana.perez@mail.com')
  })
})
