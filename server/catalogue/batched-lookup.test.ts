import { describe, expect, it, vi } from 'vitest'
import { batchedLookup } from './batched-lookup.ts'

interface Row {
  key: string
  n: number
}

describe('batchedLookup', () => {
  it('answers the look-ups of one turn with one call, each with its own rows', async () => {
    const many = vi.fn(async (keys: string[]) => keys.flatMap((key): Row[] => (key === 'none' ? [] : [{ key, n: key.length }])))
    const lookup = batchedLookup(many, (row: Row) => row.key)
    const [a, b, none, again] = await Promise.all([lookup('a'), lookup('bb'), lookup('none'), lookup('a')])
    expect(many).toHaveBeenCalledTimes(1)
    expect(many).toHaveBeenCalledWith(['a', 'bb', 'none'])
    expect(a).toEqual([{ key: 'a', n: 1 }])
    expect(b).toEqual([{ key: 'bb', n: 2 }])
    expect(none).toEqual([])
    expect(again).toEqual(a)
    // A later turn asks again.
    await lookup('a')
    expect(many).toHaveBeenCalledTimes(2)
  })

  it('keeps every row of a key', async () => {
    const lookup = batchedLookup(
      async () => [
        { key: 'x', n: 1 },
        { key: 'x', n: 2 },
      ],
      (row: Row) => row.key,
    )
    expect(await lookup('x')).toEqual([
      { key: 'x', n: 1 },
      { key: 'x', n: 2 },
    ])
  })

  it('sends a long batch in slices', async () => {
    const many = vi.fn(async (keys: string[]) => keys.map((key) => ({ key, n: 0 })))
    const lookup = batchedLookup(many, (row: Row) => row.key, 2)
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map(lookup))
    expect(many.mock.calls.map(([keys]) => keys)).toEqual([['a', 'b'], ['c', 'd'], ['e']])
  })

  it('fails every look-up of a failed batch, and the next turn tries again', async () => {
    const many = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue([{ key: 'a', n: 1 }])
    const lookup = batchedLookup(many as (keys: string[]) => Promise<Row[]>, (row: Row) => row.key)
    const results = await Promise.allSettled([lookup('a'), lookup('b')])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(await lookup('a')).toEqual([{ key: 'a', n: 1 }])
  })
})
