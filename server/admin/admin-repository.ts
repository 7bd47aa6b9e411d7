/**
 * What the back office's own pages read: the dashboard's counts and the customers. Searches are
 * case-insensitive `contains` over a few columns (db/list-queries.ts).
 */
import { desc, eq, gte, sql, sum, count } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { emailOutbox, orders, resellerEnquiries, users } from '../db/schema/index.ts'
import { containsAny, countRows, newestFirstPage, type Paged } from '../db/list-queries.ts'
import { ORDER_SUMMARY_COLUMNS } from '../db/order-summary.ts'

export interface Dashboard {
  ordersToday: number
  totalToday: number
  ordersWaiting: number
  unseenEnquiries: number
  failedEmails: number
}

const CUSTOMER_COLUMNS = ['id', 'email', 'fullname', 'dni', 'phone', 'location', 'createdAt'] as const
export type CustomerRow = Pick<typeof users.$inferSelect, (typeof CUSTOMER_COLUMNS)[number]>

type OrderRow = typeof orders.$inferSelect

export interface CustomerOrder {
  id: OrderRow['id']
  movement: OrderRow['movement']
  date: OrderRow['date']
  total: OrderRow['totalPrice']
  state: OrderRow['orderState']
}

export type Customer = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'email'
  | 'fullname'
  | 'username'
  | 'dni'
  | 'vatCondition'
  | 'phone'
  | 'address'
  | 'location'
  | 'postalCode'
  | 'createdAt'
> & { google: boolean; orders: CustomerOrder[] }

export function adminRepository(db: Executor) {
  return {
    async dashboard(startOfDay: Date, initialState: string): Promise<Dashboard> {
      const [today] = await db
        .select({ n: count(), total: sum(orders.totalPrice) })
        .from(orders)
        .where(gte(orders.date, startOfDay))
      return {
        ordersToday: Number(today?.n ?? 0),
        totalToday: Number(today?.total ?? 0),
        ordersWaiting: await countRows(db, orders, eq(orders.orderState, initialState)),
        unseenEnquiries: await countRows(db, resellerEnquiries, eq(resellerEnquiries.view, 0)),
        failedEmails: await countRows(db, emailOutbox, eq(emailOutbox.status, 'failed')),
      }
    },

    customers(q: string, limit: number, offset: number): Promise<Paged<CustomerRow>> {
      const where = containsAny(q, [users.email, users.fullname, users.dni, users.username, users.phone])
      return newestFirstPage(db, users, CUSTOMER_COLUMNS, where, limit, offset)
    },

    customer: (id: number) => customerWithOrders(db, id),
  }
}

async function customerWithOrders(db: Executor, id: number): Promise<Customer | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullname: users.fullname,
      username: users.username,
      dni: users.dni,
      vatCondition: users.vatCondition,
      phone: users.phone,
      address: users.address,
      location: users.location,
      postalCode: users.postalCode,
      google: sql<boolean>`${users.googleSub} is not null`.mapWith(Boolean),
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
  if (!row) return undefined
  const customerOrders = await db
    .select(ORDER_SUMMARY_COLUMNS)
    .from(orders)
    .where(eq(orders.userId, id))
    .orderBy(desc(orders.date))
    .limit(200)
  return { ...row, orders: customerOrders }
}

export type AdminRepository = ReturnType<typeof adminRepository>
