import { afterEach, describe, expect, it, vi } from 'vitest'
import { workSlots, type WorkPriority } from './work-slots.ts'

class Busy extends Error {}

/** Work that runs until the test lets it finish. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, work: (log: string[], name: string) => async () => (log.push(`start ${name}`), await opened, name) }
}

const slots = (maxWaitMs = 60_000) =>
  workSlots({ concurrency: 2, maxWaiting: { urgent: 3, background: 1 }, maxWaitMs, busy: () => new Busy('ocupado') })

describe('workSlots', () => {
  afterEach(() => vi.useRealTimers())

  it('runs at most `concurrency` at once, and hands each freed slot to urgent work before background work', async () => {
    const pool = slots()
    const log: string[] = []
    const first = gate()
    const second = gate()
    const running = [pool.run('urgent', first.work(log, 'a')), pool.run('urgent', second.work(log, 'b'))]
    const rest = (['background', 'urgent', 'urgent'] as WorkPriority[]).map((priority, i) =>
      pool.run(priority, async () => (log.push(`start ${priority} ${i}`), `${priority} ${i}`)),
    )
    await Promise.resolve()
    expect(pool.stats()).toEqual({ running: 2, waiting: { urgent: 2, background: 1 } })
    expect(log).toEqual(['start a', 'start b'])
    first.open()
    second.open()
    expect(await Promise.all([...running, ...rest])).toEqual(['a', 'b', 'background 0', 'urgent 1', 'urgent 2'])
    expect(log.slice(2)).toEqual(['start urgent 1', 'start urgent 2', 'start background 0'])
    expect(pool.stats()).toEqual({ running: 0, waiting: { urgent: 0, background: 0 } })
  })

  it('refuses at once when its waiting list is full, without touching the others', async () => {
    const pool = slots()
    const log: string[] = []
    const held = gate()
    const running = [pool.run('urgent', held.work(log, 'a')), pool.run('urgent', held.work(log, 'b'))]
    const background = pool.run('background', async () => 'bg')
    await expect(pool.run('background', async () => 'never')).rejects.toBeInstanceOf(Busy)
    const urgent = [1, 2, 3].map((i) => pool.run('urgent', async () => `u${i}`))
    await expect(pool.run('urgent', async () => 'never')).rejects.toBeInstanceOf(Busy)
    held.open()
    expect(await Promise.all([...running, background, ...urgent])).toEqual(['a', 'b', 'bg', 'u1', 'u2', 'u3'])
    expect(log).toEqual(['start a', 'start b'])
  })

  it('refuses work that has waited longer than maxWaitMs, and the slot still goes to the next', async () => {
    vi.useFakeTimers()
    const pool = slots(1000)
    const log: string[] = []
    const held = gate()
    const running = [pool.run('urgent', held.work(log, 'a')), pool.run('urgent', held.work(log, 'b'))]
    const late = pool.run('background', async () => 'late')
    const caught = late.catch((error: unknown) => error)
    vi.advanceTimersByTime(1001)
    expect(await caught).toBeInstanceOf(Busy)
    expect(pool.stats().waiting.background).toBe(0)
    const next = pool.run('background', async () => 'next')
    held.open()
    expect(await Promise.all([...running, next])).toEqual(['a', 'b', 'next'])
    expect(pool.stats().running).toBe(0)
  })

  it('gives the slot back when the work fails', async () => {
    const pool = slots()
    await expect(pool.run('urgent', async () => Promise.reject(new Error('x')))).rejects.toThrow('x')
    expect(pool.stats().running).toBe(0)
  })
})
