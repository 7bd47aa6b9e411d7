import { describe, expect, it } from 'vitest'
import { readyNow } from './ready-now.ts'

describe('readyNow', () => {
  it('gives the value of a promise settled within the turn', async () => {
    expect(await readyNow(Promise.resolve([1, 2]))).toEqual({ value: [1, 2] })
    const chained = Promise.resolve(1)
      .then((n) => n + 1)
      .then((n) => n * 10)
    expect(await readyNow(chained)).toEqual({ value: 20 })
  })

  it('gives back a promise that takes longer, still to settle', async () => {
    const later = new Promise<string>((resolve) => setTimeout(resolve, 5, 'late'))
    const result = await readyNow(later)
    expect('pending' in result && result.pending).toBe(later)
    expect(await later).toBe('late')
  })

  it('passes a rejection of the turn on', async () => {
    await expect(readyNow(Promise.reject(new Error('no')))).rejects.toThrow('no')
  })
})
