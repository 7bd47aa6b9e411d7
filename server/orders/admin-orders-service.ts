/**
 * Staff's work on orders, for the back office's pages and routes and the staff command line
 * (docs/orders.md, 'Staff functions'): the lists and one order's page, its state (through the
 * one order-state service, audited for a staff member), its invoice PDF and its staff e-mail
 * sent again. Errors are the coded errors of server/shared/errors.ts with a Spanish message.
 */
import type { BulkStateForm, OrderStateForm } from '#domain/admin/order-state-form.ts'
import type { OrderExportFormat } from '#domain/admin/order-export.ts'
import { formatOrderNumber } from '#domain/format.ts'
import type { Database } from '../db/database.ts'
import type { FileStore } from '../files/file-store.ts'
import type { AuditActor } from '../admin/audit-repository.ts'
import { checkStateChange } from '#domain/order-state.ts'
import { AppError, InvalidError } from '../shared/errors.ts'
import type { OrderFilter } from './admin-orders-repository.ts'
import { exportOrders, type OrderExportFile } from './order-export.ts'
import { adminOrderInvoices, type AdminOrderInvoices } from './admin-order-invoices.ts'
import { adminOrderReads, type AdminOrderReads } from './admin-order-reads.ts'
import { resendStaffEmail } from './admin-order-staff-email.ts'
import type { OrderStateChangeResult, OrderStateService } from './order-state-service.ts'

export interface AdminOrdersService extends AdminOrderReads, AdminOrderInvoices {
  /**
   * A new state (free text), an optional note and, with `notify`, the shopper's e-mail: one
   * transaction in the order-state service, which names the staff member in the history and
   * writes the audit row with it. Nothing is written when nothing changes.
   */
  changeState(actor: AuditActor, movement: number, input: OrderStateForm): Promise<OrderStateChangeResult>
  /** The order's staff e-mail put in the outbox again (STAFF_EMAILS), audited. */
  resendStaffEmail(actor: AuditActor, movement: number): Promise<{ recipients: readonly string[] }>
  /**
   * A selection set to one state: each order exactly as changeState sets it (its own
   * transaction, history, e-mail and audit row), one after the other, so one that cannot move
   * (unknown, its units gone) is reported and the others still change.
   */
  changeStates(actor: AuditActor, input: BulkStateForm): Promise<BulkStateResult[]>
  /** The orders a filter matches as CSV or .xlsx, audited. */
  exportOrders(actor: AuditActor, filter: OrderFilter, format: OrderExportFormat, today: string): Promise<OrderExportFile>
}

export interface BulkStateResult {
  movement: string
  outcome: 'changed' | 'unchanged' | 'failed'
  /** why it failed, as the order's page would have said it */
  message?: string
}

export interface AdminOrdersDeps {
  database: Database
  /** where invoice PDFs go (server/files/): DATA_DIR, the database or object storage */
  files: FileStore
  /** the store's public origin, for the shopper's e-mails (email-origin.ts) */
  origin: string
  /** where the staff e-mail of an order goes, as when it was placed (STAFF_EMAILS) */
  staffEmails: readonly string[]
  /** the one order-state service (order-state-service.ts) */
  orderStates: OrderStateService
}

export function adminOrdersService(deps: AdminOrdersDeps): AdminOrdersService {
  return {
    ...adminOrderReads(deps),
    ...adminOrderInvoices(deps),
    changeState: (actor, movement, { state, note, notify }) =>
      deps.orderStates.change({ movement, state, note, notify, actor: actor.label }, actor),
    resendStaffEmail: (actor, movement) => resendStaffEmail(deps, actor, movement),
    async changeStates(actor, { movements, state, note, notify }) {
      // a wrong state or note is the form's mistake, said once, before any order changes
      const check = checkStateChange({ state, note, actor: actor.label })
      if (!check.ok) throw new InvalidError(check.message)
      const results: BulkStateResult[] = []
      for (const movement of movements) {
        try {
          const change = await deps.orderStates.change({ movement, state, note, notify, actor: actor.label }, actor)
          results.push({ movement: formatOrderNumber(movement), outcome: change.recorded ? 'changed' : 'unchanged' })
        } catch (error) {
          // a coded error is the order's own refusal; anything else is the server's and propagates
          if (!(error instanceof AppError) || error.status >= 500) throw error
          results.push({ movement: formatOrderNumber(movement), outcome: 'failed', message: error.message })
        }
      }
      return results
    },
    exportOrders: (actor, filter, format, today) => exportOrders(deps.database, actor, filter, format, today),
  }
}
