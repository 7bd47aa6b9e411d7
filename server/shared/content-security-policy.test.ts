import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, newNonce, pagePolicy } from './content-security-policy.ts'

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

describe('inlineScriptHashes', () => {
  it('hashes every inline script a browser would run, once each, and nothing else', () => {
    const html = [
      '<script nonce="abc">window.a = 1</script>',
      '<script type="module" async="">import("/assets/x.js")</script>',
      '<script>window.a = 1</script>', // the same text again: one hash
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<SCRIPT>\nmulti\nline\n</SCRIPT >',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = 1'), sha('import("/assets/x.js")'), sha('\nmulti\nline\n')])
  })
})

describe('pagePolicy', () => {
  it('names the nonce or the hashes, never unsafe-inline or eval for scripts', () => {
    const nonce = newNonce()
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(newNonce()).not.toBe(nonce)
    const withNonce = pagePolicy({ nonce })
    expect(withNonce).toContain(`script-src 'self' 'nonce-${nonce}' https://accounts.google.com/gsi/client`)
    expect(withNonce).toContain("default-src 'self'")
    expect(withNonce).toContain("object-src 'none'")
    expect(withNonce).toContain("base-uri 'self'")
    const withHashes = pagePolicy({ hashes: ['sha256-AAA=', 'sha256-BBB='] })
    expect(withHashes).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=' https://accounts.google.com/gsi/client")
    for (const policy of [withNonce, withHashes, pagePolicy('self-only')]) {
      const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'))!
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    }
  })
})
