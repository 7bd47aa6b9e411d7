/**
 * The payments' background work in each instance (docs/decisions/046): queued notifications looked
 * at every few seconds (besides right after each webhook call), and a reconciliation round every
 * minute. Instances share the work through the database's row locks, never do it twice.
 */
import type { PaymentService } from './payment-service.ts'
import type { Reconciliation } from './payment-reconciliation.ts'

export interface PaymentWorkerOptions {
  payments: PaymentService
  reconciliation: Reconciliation
  notificationsMs?: number
  reconcileMs?: number
  log: (message: string, error: unknown) => void
}

export interface PaymentWorker {
  stop(): Promise<void>
}

export function startPaymentWorker({
  payments,
  reconciliation,
  notificationsMs = 5000,
  reconcileMs = 60_000,
  log,
}: PaymentWorkerOptions): PaymentWorker {
  let stopped = false
  let running: Promise<unknown> = Promise.resolve()
  const every = (ms: number, work: () => Promise<unknown>, what: string) => {
    const timer = setInterval(() => {
      if (stopped) return
      running = running.then(() => (stopped ? undefined : work().catch((error: unknown) => log(what, error))))
    }, ms)
    timer.unref()
    return timer
  }
  const timers = [
    every(notificationsMs, () => payments.processNotifications(), 'payments: notifications'),
    every(reconcileMs, () => reconciliation.run(), 'payments: reconciliation'),
  ]
  return {
    async stop() {
      stopped = true
      for (const t of timers) clearInterval(t)
      await running
    },
  }
}
