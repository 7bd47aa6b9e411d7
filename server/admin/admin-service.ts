/**
 * What the back office's own pages read: the dashboard's counts, the customers (list and one
 * customer with their orders) and the audit log. Contacts (enquiries, subscribers, withdrawals)
 * are contacts/admin-contacts-service.ts, the outbox admin/admin-outbox-service.ts and staff
 * accounts admin-staff-service.ts.
 */
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { ADMIN_PAGE_SIZE, type ListQuery } from '#domain/admin/admin-forms.ts'
import { startOfBuenosAiresDay } from '#domain/admin/buenos-aires-day.ts'
import { INITIAL_ORDER_STATE } from '#domain/admin/order-links.ts'
import type { Database } from '../db/database.ts'
import { NotFoundError } from '../shared/errors.ts'
import { pageOffset, type Paged } from '../db/list-queries.ts'
import { auditRepository, type AuditRow } from './audit-repository.ts'
import { adminRepository, type Customer, type CustomerRow, type Dashboard } from './admin-repository.ts'

export interface AdminService {
  /** today's orders and takings (Buenos Aires day), orders waiting, unseen enquiries, failed e-mails */
  dashboard(now?: Date): Promise<Dashboard>
  customers(query: ListQuery): Promise<Paged<CustomerRow>>
  /** one customer with their latest orders; 404 when there is none */
  customer(id: number): Promise<Customer>
  audit(query: ListQuery): Promise<Paged<AuditRow>>
}

export function adminService(database: Database) {
  const { db } = database
  const repo = adminRepository(db)

  return {
    dashboard: (now: Date = new Date()) => repo.dashboard(startOfBuenosAiresDay(now), INITIAL_ORDER_STATE),
    customers: (query: ListQuery) => repo.customers(query.q, ADMIN_PAGE_SIZE, pageOffset(query)),
    async customer(id: number) {
      const customer = await repo.customer(id)
      if (!customer) throw new NotFoundError(ADMIN_MESSAGES.notFound)
      return customer
    },
    audit: (query: ListQuery) => auditRepository(db).page(ADMIN_PAGE_SIZE, pageOffset(query)),
  }
}
