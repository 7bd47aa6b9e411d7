/**
 * Runs the stock alerts' dispatch (stock-alert-service.ts dispatchRestocks) on a timer in every
 * instance, like the outbox sender: a restock recorded by any path is e-mailed within a second or
 * so. Instances sharing a PostgreSQL take different restocks (FOR UPDATE SKIP LOCKED).
 */
import type { StockAlertService } from './stock-alert-service.ts'

export interface RestockDispatcher {
  stop(): Promise<void>
}

export function startRestockDispatcher(options: {
  stockAlerts: Pick<StockAlertService, 'dispatchRestocks'>
  log: (message: string) => void
  intervalMs?: number
  batchPauseMs?: number
}): RestockDispatcher {
  const intervalMs = options.intervalMs ?? 1000
  // between the batches of a restock with many subscribers (stock-alert-service.ts ALERTS_PER_BATCH)
  const batchPauseMs = options.batchPauseMs ?? 200
  let stopped = false
  let more = false
  let failures = 0
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()

  async function tick() {
    timer = undefined
    try {
      const result = await options.stockAlerts.dispatchRestocks()
      if (result.emails > 0) options.log(`Avisos de stock: ${result.emails} correos en la cola`)
      more = result.more
      failures = 0
    } catch (error) {
      failures++
      if (failures === 1 || failures % 10 === 0) {
        options.log(
          `Avisos de stock: no se pudo leer la base de datos (${error instanceof Error ? error.message : String(error)})`,
        )
      }
    }
    if (!stopped) {
      const delay = failures > 0 ? Math.min(intervalMs * 2 ** failures, 30_000) : more ? batchPauseMs : intervalMs
      timer = setTimeout(() => (running = tick()), delay)
      timer.unref()
    }
  }

  timer = setTimeout(() => (running = tick()), intervalMs)
  timer.unref()
  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}
