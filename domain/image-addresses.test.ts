import { describe, expect, it } from 'vitest'
import { isImageAddress, isSellerHtmlImage } from './image-addresses.ts'

describe('product image addresses', () => {
  it.each(['/products-images/a.png', 'https://cdn.example/a.png?x=1', 'http://cdn.example/a.png'])('accepts %s', (value) => {
    expect(isImageAddress(value)).toBe(true)
  })
  it.each([
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/a\\b.png',
    'javascript:alert(1)',
    'data:image/png,x',
    'a.png',
    '/a b.png',
    '/a\u0000.png',
  ])('refuses %j', (value) => {
    expect(isImageAddress(value)).toBe(false)
  })
})

describe('images in the seller HTML', () => {
  it.each(['https://cdn.example/a.png', '/products-images/a.png'])('accepts %s', (src) => {
    expect(isSellerHtmlImage(src)).toBe(true)
  })
  it.each([
    undefined,
    '',
    '/admin/enquiries/1',
    '/products-images/../admin/x',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'http://cdn.example/a.png',
  ])('refuses %j', (src) => {
    expect(isSellerHtmlImage(src)).toBe(false)
  })
})
