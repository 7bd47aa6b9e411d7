/** Reseller accounts (schema/reseller-accounts.ts), mapped to the names the pages use. */
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { ResellerState, ResellerVatCondition } from '#domain/wholesale/reseller-accounts.ts'
import type { Executor } from '../db/database.ts'
import { resellerAccounts, users } from '../db/schema/index.ts'
import { countRows, type Paged } from '../db/list-queries.ts'

export interface ResellerAccount {
  id: number
  userId: number
  state: ResellerState
  razonSocial: string
  cuit: string
  vatCondition: ResellerVatCondition
  activity: string
  address: string
  phone: string
  creditLimit: number
  note: string
  decidedBy: string | null
  decidedAt: Date | null
  createdAt: Date
  updatedAt: Date
}

/** An account with the customer it belongs to, as the back office shows it. */
export interface ResellerAccountWithCustomer extends ResellerAccount {
  email: string
  fullname: string
}

export interface ResellerFields {
  razonSocial: string
  cuit: string
  vatCondition: ResellerVatCondition
  activity: string
  address: string
  phone: string
}

const COLUMNS = {
  id: resellerAccounts.id,
  userId: resellerAccounts.userId,
  state: resellerAccounts.state,
  razonSocial: resellerAccounts.razonSocial,
  cuit: resellerAccounts.cuit,
  vatCondition: resellerAccounts.vatCondition,
  activity: resellerAccounts.activity,
  address: resellerAccounts.address,
  phone: resellerAccounts.phone,
  creditLimit: resellerAccounts.creditLimit,
  note: resellerAccounts.note,
  decidedBy: resellerAccounts.decidedBy,
  decidedAt: resellerAccounts.decidedAt,
  createdAt: resellerAccounts.createdAt,
  updatedAt: resellerAccounts.updatedAt,
}
const WITH_CUSTOMER = { ...COLUMNS, email: users.email, fullname: users.fullname }

// the column holds only what the domain's types allow (the service writes nothing else)
const typed = <T extends { state: string; vatCondition: string }>(row: T) =>
  row as T & { state: ResellerState; vatCondition: ResellerVatCondition }

const pending = eq(resellerAccounts.state, 'pendiente')

export function resellerAccountsRepository(db: Executor) {
  return {
    async ofUser(userId: number, lock = false): Promise<ResellerAccount | undefined> {
      const query = db.select(COLUMNS).from(resellerAccounts).where(eq(resellerAccounts.userId, userId)).limit(1)
      const [row] = lock ? await query.for('update') : await query
      return row && typed(row)
    },

    async byId(id: number, lock = false): Promise<ResellerAccountWithCustomer | undefined> {
      const query = db
        .select(WITH_CUSTOMER)
        .from(resellerAccounts)
        .innerJoin(users, eq(users.id, resellerAccounts.userId))
        .where(eq(resellerAccounts.id, id))
        .limit(1)
      const [row] = lock ? await query.for('update', { of: resellerAccounts }) : await query
      return row && typed(row)
    },

    /** a new application, or a rejected one made again (back to pendiente, its decision cleared) */
    async saveApplication(userId: number, fields: ResellerFields): Promise<ResellerAccount> {
      const application = { ...fields, state: 'pendiente', note: '', decidedBy: null, decidedAt: null }
      const [row] = await db
        .insert(resellerAccounts)
        .values({ userId, ...application })
        .onConflictDoUpdate({ target: resellerAccounts.userId, set: { ...application, updatedAt: sql`now()` } })
        .returning(COLUMNS)
      return typed(row!)
    },

    async decide(id: number, change: { state: ResellerState; note: string; decidedBy: string }): Promise<void> {
      await db
        .update(resellerAccounts)
        .set({ ...change, decidedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(resellerAccounts.id, id))
    },

    async setCreditLimit(id: number, creditLimit: number): Promise<void> {
      await db
        .update(resellerAccounts)
        .set({ creditLimit, updatedAt: sql`now()` })
        .where(eq(resellerAccounts.id, id))
    },

    pendingCount: (): Promise<number> => countRows(db, resellerAccounts, pending),

    /** pending ones first (oldest first: the longest waiting), then the rest newest first */
    async page(limit: number, offset: number): Promise<Paged<ResellerAccountWithCustomer>> {
      const rows = await db
        .select(WITH_CUSTOMER)
        .from(resellerAccounts)
        .innerJoin(users, eq(users.id, resellerAccounts.userId))
        .orderBy(
          desc(sql`${resellerAccounts.state} = 'pendiente'`),
          sql`case when ${resellerAccounts.state} = 'pendiente' then ${resellerAccounts.createdAt} end asc`,
          desc(resellerAccounts.updatedAt),
          asc(resellerAccounts.id),
        )
        .limit(limit)
        .offset(offset)
      return { rows: rows.map(typed), total: await countRows(db, resellerAccounts) }
    },
  }
}
