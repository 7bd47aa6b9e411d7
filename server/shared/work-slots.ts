/**
 * A fixed number of slots for expensive work (password hashing), with a bounded waiting list in
 * two priorities. When a slot frees, urgent work (checking a sign-in's password) goes before
 * background work (hashing a new password), so a flood of registrations cannot delay sign-ins
 * by more than the hashes already running. Work that finds its part of the waiting list full, or
 * waits longer than `maxWaitMs`, is refused at once with `busy()` instead of queueing forever.
 */
export type WorkPriority = 'urgent' | 'background'

export interface WorkSlotsOptions {
  /** how many run at once */
  concurrency: number
  /** how many may wait, per priority */
  maxWaiting: Record<WorkPriority, number>
  /** waiting longer than this is refused */
  maxWaitMs: number
  /** the error a refused caller receives */
  busy: () => Error
}

interface Waiter {
  start: () => void
  timer: NodeJS.Timeout
}

export interface WorkSlots {
  run<T>(priority: WorkPriority, work: () => Promise<T>): Promise<T>
  /** for tests and health checks */
  stats(): { running: number; waiting: Record<WorkPriority, number> }
}

export function workSlots(options: WorkSlotsOptions): WorkSlots {
  let running = 0
  const queues: Record<WorkPriority, Waiter[]> = { urgent: [], background: [] }

  function release(): void {
    const next = queues.urgent.shift() ?? queues.background.shift()
    // The slot passes straight to the next waiter; only when nobody waits is it given back.
    if (next) {
      clearTimeout(next.timer)
      next.start()
    } else running--
  }

  function waitForSlot(priority: WorkPriority): Promise<void> {
    const queue = queues[priority]
    if (queue.length >= options.maxWaiting[priority]) return Promise.reject(options.busy())
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1)
          reject(options.busy())
        }, options.maxWaitMs),
      }
      waiter.timer.unref()
      queue.push(waiter)
    })
  }

  return {
    async run(priority, work) {
      if (running < options.concurrency) running++
      else await waitForSlot(priority)
      try {
        return await work()
      } finally {
        release()
      }
    },
    stats: () => ({ running, waiting: { urgent: queues.urgent.length, background: queues.background.length } }),
  }
}
