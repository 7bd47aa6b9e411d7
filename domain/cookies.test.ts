import { describe, expect, it } from 'vitest'
import { cartCookie, CART_COOKIE, decodeCartCookie } from './cart.ts'
import { cookieString, readCookie } from './cookies.ts'
import { pageSizeCookie, pageSizeFromCookie } from './listing-params.ts'

/** What a browser sends back of a cookie that document.cookie was given: name=value. */
const sentBack = (written: string) => written.split(';')[0]!

describe('cookies', () => {
  it('are written for the whole site, for a while, first-party', () => {
    expect(cookieString('a', 'b', 60)).toBe('a=b; Max-Age=60; Path=/; SameSite=Lax')
    expect(cartCookie([{ sku: 'A-1', quantity: 2 }])).toBe('cartProducts=A-1*2; Max-Age=172800; Path=/; SameSite=Lax')
    expect(pageSizeCookie(12)).toBe('listing_page_size=12; Max-Age=31536000; Path=/; SameSite=Lax')
  })

  it('give back the cart as it was written, skus with the format’s own characters included', () => {
    const lines = [
      { sku: 'A*B', quantity: 1 },
      { sku: 'C!D', quantity: 2 },
      { sku: 'E%F Ñ', quantity: 3 },
    ]
    const header = `other=1; ${sentBack(cartCookie(lines))}`
    expect(decodeCartCookie(readCookie(header, CART_COOKIE))).toEqual(lines)
  })

  it('read the page size the browser asked for, else 9', () => {
    expect(pageSizeFromCookie(sentBack(pageSizeCookie(15)))).toBe(15)
    expect(pageSizeFromCookie('listing_page_size=10')).toBe(9)
    expect(pageSizeFromCookie(null)).toBe(9)
  })

  it('never throw on a header they cannot read', () => {
    expect(readCookie('=; ;;', 'a')).toBeUndefined()
    expect(readCookie(undefined, 'a')).toBeUndefined()
  })

  it('read the first cookie of that name, spaces around name and value aside, a value with = whole', () => {
    expect(readCookie(' a = 1 ;a=2', 'a')).toBe('1')
    expect(readCookie('ab=1; b=x=y', 'b')).toBe('x=y')
    expect(readCookie('ab=1', 'b')).toBeUndefined()
  })

  it('refuse to write a value the Cookie header could not carry', () => {
    expect(() => cookieString('a', 'b c', 60)).toThrow(TypeError)
    expect(() => cookieString('a', 'b;c', 60)).toThrow(TypeError)
    expect(() => cookieString('a b', 'c', 60)).toThrow(TypeError)
  })
})
