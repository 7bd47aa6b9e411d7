import { describe, expect, it } from 'vitest'
import { addStaffSchema, listQueryFrom, staffEmail } from './admin-forms.ts'
import { startOfBuenosAiresDay } from './buenos-aires-day.ts'
import { csvCellValue, csvSafeCell } from './csv-cells.ts'

describe('staff input', () => {
  it('lowercases addresses and refuses HTML, spaces and line breaks in them', () => {
    expect(staffEmail.parse(' Ana@Tienda.TEST ')).toBe('ana@tienda.test')
    for (const bad of ['<b>@x.com', 'a b@x.com', 'a@x.com\r\nBcc: y@z.com', 'sin-arroba', 'a@b', '"a"@x.com']) {
      expect(staffEmail.safeParse(bad).success, bad).toBe(false)
    }
  })

  it('asks for a ten-character password typed twice alike, and a known role', () => {
    const ok = { email: 'a@x.com', role: 'ventas', password: 'diez-letras', confirmPassword: 'diez-letras' }
    expect(addStaffSchema.safeParse(ok).success).toBe(true)
    expect(addStaffSchema.safeParse({ ...ok, password: 'corta', confirmPassword: 'corta' }).success).toBe(false)
    expect(addStaffSchema.safeParse({ ...ok, confirmPassword: 'otra-cosa!!' }).success).toBe(false)
    expect(addStaffSchema.safeParse({ ...ok, role: 'root' }).success).toBe(false)
    expect(addStaffSchema.safeParse({ ...ok, password: 'diez\nletras', confirmPassword: 'diez\nletras' }).success).toBe(false)
  })

  it('reads a list’s search and page from the URL, falling back to the first page on anything odd', () => {
    expect(listQueryFrom(new URL('http://x/admin/customers?q=%20ana%20&page=3'))).toEqual({ q: 'ana', page: 3, invalid: false })
    expect(listQueryFrom(new URL('http://x/admin/customers?page=0'))).toMatchObject({ q: '', page: 1, invalid: true })
    expect(listQueryFrom(new URL('http://x/admin/customers?page=-1'))).toMatchObject({ page: 1, invalid: true })
    expect(listQueryFrom(new URL('http://x/admin/customers?q=a%0Ab'))).toMatchObject({ q: '', invalid: true })
    expect(listQueryFrom(new URL(`http://x/admin/customers?q=${'a'.repeat(101)}`))).toMatchObject({ invalid: true })
  })
})

describe('CSV cells', () => {
  it.each(['=1+1', '+54 11', '-2', '@SUM(A1)', '\tx', '\rx'])('defuses %j', (value) => {
    expect(csvSafeCell(value)).toBe(`'${value}`)
  })
  it('leaves ordinary cells alone', () => {
    expect(csvSafeCell('ana@x.com')).toBe('ana@x.com')
    expect(csvSafeCell("'quoted")).toBe("'quoted")
  })
  it.each(['=1+1', '-2', "'=x", "''@y", 'plain', "'plain", ''])('reads %j back from its defused cell', (value) => {
    expect(csvCellValue(csvSafeCell(value))).toBe(value)
  })
})

describe('the day in Buenos Aires', () => {
  it('starts at 03:00 UTC, also late in the evening there', () => {
    expect(startOfBuenosAiresDay(new Date('2026-05-10T12:00:00Z')).toISOString()).toBe('2026-05-10T03:00:00.000Z')
    // 23:30 of the 10th in Buenos Aires is already the 11th in UTC.
    expect(startOfBuenosAiresDay(new Date('2026-05-11T02:30:00Z')).toISOString()).toBe('2026-05-10T03:00:00.000Z')
  })
})
