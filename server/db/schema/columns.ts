/** Column shapes more than one table uses. */
import { numeric, timestamp } from 'drizzle-orm/pg-core'

/** Money is `numeric(14,2)` so totals are exact. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0)
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
