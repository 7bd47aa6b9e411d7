import { describe, expect, it } from 'vitest'
import { DEMAND_COLUMNS, demandQueryFrom, demandSortHref } from './stock-demand.ts'

const query = (search: string) => demandQueryFrom(new URL(`http://x/admin/demand${search}`))

describe('the demand list query', () => {
  it('reads sort and page, falling back to the most awaited first', () => {
    expect(query('?sort=name_asc&page=3')).toEqual({ sort: 'name_asc', page: 3 })
    expect(query('?sort=drop&page=-1')).toEqual({ sort: 'waiting_desc', page: 1 })
    expect(query('')).toEqual({ sort: 'waiting_desc', page: 1 })
  })
  it("a header's link starts at its first direction and flips when sorted by it", () => {
    const waiting = DEMAND_COLUMNS.find((c) => c.key === 'waiting')!
    expect(demandSortHref('name_asc', waiting)).toBe('/admin/demand?sort=waiting_desc')
    expect(demandSortHref('waiting_desc', waiting)).toBe('/admin/demand?sort=waiting_asc')
    expect(demandSortHref('waiting_asc', waiting)).toBe('/admin/demand?sort=waiting_desc')
  })
})
