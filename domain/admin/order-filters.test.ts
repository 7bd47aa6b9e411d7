import { describe, expect, it } from 'vitest'
import { dayRange, isCalendarDay, orderListHref, orderListQueryFrom, orderNumberIn } from './order-filters.ts'

describe('the orders list filters', () => {
  it('reads search, state, days and page from the URL', () => {
    expect(
      orderListQueryFrom(new URL('http://x/admin/orders?q=%20ana%20&state=Pendiente&from=2026-03-01&to=2026-03-31&page=2')),
    ).toEqual({
      q: 'ana',
      state: 'Pendiente',
      from: '2026-03-01',
      to: '2026-03-31',
      page: 2,
      pago: '',
      etiqueta: '',
      invalid: null,
    })
    expect(orderListQueryFrom(new URL('http://x/admin/orders?pago=rechazado')).pago).toBe('rechazado')
    expect(orderListQueryFrom(new URL('http://x/admin/orders?etiqueta=%20Env%C3%ADo%20')).etiqueta).toBe('Envío')
    expect(orderListHref({ q: '', state: '', from: '', to: '', etiqueta: 'retira hoy' }, 2)).toBe('?etiqueta=retira+hoy&page=2')
    expect(orderListQueryFrom(new URL('http://x/admin/orders?pago=casi')).invalid).toBe('Estado de pago inválido.')
  })

  it('falls back to no filter with a Spanish reason on anything odd', () => {
    for (const q of [
      'from=2026-02-30',
      'to=01/03/2026',
      'from=2026-03-02&to=2026-03-01',
      `state=${'x'.repeat(61)}`,
      'state=a%0Ab',
      'page=0',
      `etiqueta=${'x'.repeat(31)}`,
    ]) {
      const query = orderListQueryFrom(new URL(`http://x/admin/orders?${q}`))
      expect(query, q).toMatchObject({ q: '', state: '', from: '', to: '', page: 1 })
      expect(query.invalid, q).toMatch(/^[A-ZÁÉÍÓÚ]/)
    }
  })

  it('knows real calendar days and the instants a range of Buenos Aires days covers', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(dayRange('2026-03-01', '2026-03-01')).toEqual({
      start: new Date('2026-03-01T03:00:00Z'),
      end: new Date('2026-03-02T03:00:00Z'),
    })
    expect(dayRange('', '')).toEqual({})
  })

  it('reads an order number as staff type it, and writes the pager’s links', () => {
    expect(orderNumberIn('12')).toBe(12)
    expect(orderNumberIn('N° 00000012')).toBe(12)
    expect(orderNumberIn('#7')).toBe(7)
    expect(orderNumberIn('ana')).toBeNull()
    expect(orderListHref({ q: 'a b', state: '', from: '2026-03-01', to: '' }, 3)).toBe('?q=a+b&from=2026-03-01&page=3')
    expect(orderListHref({ q: '', state: '', from: '', to: '' }, 1)).toBe('?')
    expect(orderListHref({ q: '', state: '', from: '', to: '', pago: 'pagado' }, 2)).toBe('?pago=pagado&page=2')
  })
})
