import { describe, expect, it } from 'vitest'
import { fromCents, roundMoney, sumCents, sumMoney, toCents } from './money.ts'

describe('toCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.1, 10],
    [19.99, 1999],
    [1.005, 101],
    [1.015, 102],
    [8.325, 833],
    [1234567.89, 123456789],
    [0.004, 0],
    [0.005, 1],
    [-1.005, -101],
    [-0.004, 0],
  ])('%s -> %s cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents)
  })

  it('never answers -0', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true)
  })

  it.each([NaN, Infinity, -Infinity])('refuses %s', (amount) => {
    expect(() => toCents(amount)).toThrow(RangeError)
  })
})

describe('fromCents', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [1999, 19.99],
    [-250, -2.5],
  ])('%s cents -> %s', (cents, amount) => {
    expect(fromCents(cents)).toBe(amount)
  })

  it('refuses fractions of a cent', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError)
  })
})

describe('sums', () => {
  it('adds cents', () => {
    expect(sumCents([])).toBe(0)
    expect(sumCents([10, 20, -5])).toBe(25)
  })

  it('refuses non-integer cents', () => {
    expect(() => sumCents([10, 0.5])).toThrow(RangeError)
  })

  it('adds money without float drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(sumMoney([0.1, 0.2])).toBe(0.3)
    expect(sumMoney([19.99, 0.01, 1000000.1])).toBe(1000020.1)
    expect(sumMoney([])).toBe(0)
  })

  it('rounds to cents', () => {
    expect(roundMoney(10.456)).toBe(10.46)
    expect(roundMoney(2.675)).toBe(2.68)
  })
})
