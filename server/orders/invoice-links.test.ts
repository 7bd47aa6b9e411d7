import { describe, expect, it } from 'vitest'
import { deriveLinkSecret, INVOICE_FILE_PATTERN, invoiceFileName, invoiceLinks, invoicePath } from './invoice-links.ts'

const secret = deriveLinkSecret(new TextEncoder().encode('x'.repeat(40)))
const now = new Date('2025-05-01T12:00:00Z')

function parts(url: string) {
  const parsed = new URL(url, 'http://store.test')
  return {
    path: parsed.pathname,
    exp: parsed.searchParams.get('exp') ?? undefined,
    sig: parsed.searchParams.get('sig') ?? undefined,
  }
}

describe('invoice links', () => {
  const links = invoiceLinks(secret)
  const path = invoicePath(7, invoiceFileName(1501, '00000012'))

  it('names files as the spec does', () => {
    expect(path).toBe('/bills/client_7/fc-1501_movement-00000012.pdf')
    expect(INVOICE_FILE_PATTERN.test('fc-1501_movement-00000012.pdf')).toBe(true)
    expect(INVOICE_FILE_PATTERN.test('../fc-1_movement-1.pdf')).toBe(false)
  })

  it('signs a link valid for ten minutes', () => {
    const { url, expiresAt } = links.sign(path, now)
    expect(url.startsWith(`${path}?exp=`)).toBe(true)
    expect(expiresAt.getTime() - now.getTime()).toBe(600_000)
    const p = parts(url)
    expect(links.verify(p, now)).toBe(true)
    expect(links.verify(p, new Date(now.getTime() + 599_000))).toBe(true)
    expect(links.verify(p, new Date(now.getTime() + 600_000))).toBe(false)
  })

  it('refuses tampered paths, expiries and signatures', () => {
    const p = parts(links.sign(path, now).url)
    expect(links.verify({ ...p, path: invoicePath(8, invoiceFileName(1501, '00000012')) }, now)).toBe(false)
    expect(links.verify({ ...p, path: invoicePath(7, invoiceFileName(1502, '00000012')) }, now)).toBe(false)
    expect(links.verify({ ...p, exp: String(Number(p.exp) + 3600) }, now)).toBe(false)
    const flipped = (p.sig![0] === 'A' ? 'B' : 'A') + p.sig!.slice(1)
    expect(links.verify({ ...p, sig: flipped }, now)).toBe(false)
    expect(links.verify({ ...p, sig: undefined }, now)).toBe(false)
    expect(links.verify({ ...p, sig: p.sig!.slice(1) }, now)).toBe(false)
    expect(links.verify({ ...p, exp: 'abc' }, now)).toBe(false)
    expect(links.verify({ ...p, exp: ['1'] }, now)).toBe(false)
  })

  it('refuses a link signed with another key', () => {
    const other = invoiceLinks(deriveLinkSecret(new TextEncoder().encode('y'.repeat(40))))
    expect(links.verify(parts(other.sign(path, now).url), now)).toBe(false)
  })

  it('derives a key distinct from the JWT secret', () => {
    const jwt = new TextEncoder().encode('x'.repeat(40))
    expect(Buffer.from(deriveLinkSecret(jwt)).equals(Buffer.from(jwt))).toBe(false)
    expect(deriveLinkSecret(jwt)).toHaveLength(32)
  })
})
