import { describe, expect, it } from 'vitest'
import { parseSignatureHeader, signatureManifest } from './payment-signature.ts'

const V1 = 'a'.repeat(64)

describe('the x-signature header and its manifest', () => {
  it('reads ts and v1 in any order, with spaces', () => {
    expect(parseSignatureHeader(`ts=1704908010,v1=${V1}`)).toEqual({ ts: '1704908010', v1: V1 })
    expect(parseSignatureHeader(` v1=${V1.toUpperCase()} , ts=1704908010`)).toEqual({ ts: '1704908010', v1: V1 })
  })

  it.each([undefined, '', 'ts=1', `v1=${V1}`, `ts=abc,v1=${V1}`, 'ts=1,v1=xyz', `ts=1,v1=${V1}0`, 42])('refuses %s', (header) => {
    expect(parseSignatureHeader(header)).toBeNull()
  })

  it('is the documented manifest, an alphanumeric id lower-cased', () => {
    expect(signatureManifest('123456', 'req-1', '1704908010')).toBe('id:123456;request-id:req-1;ts:1704908010;')
    expect(signatureManifest('ABC123', 'req-1', '1')).toBe('id:abc123;request-id:req-1;ts:1;')
    expect(signatureManifest(undefined, 'req-1', '1')).toBe('request-id:req-1;ts:1;')
    expect(signatureManifest('9', undefined, '1')).toBe('id:9;ts:1;')
  })
})
