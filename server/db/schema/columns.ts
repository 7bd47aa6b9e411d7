/** Column shapes more than one table uses. */
import { bigint, integer, numeric, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'

/** Money is `numeric(14,2)` so totals are exact. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0)
/** Every moment the store keeps carries its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true })
export const createdAt = () => timestamptz('created_at').notNull().defaultNow()
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow()
export const serialId = () => serial('id').primaryKey()
/** A `generated always as identity` bigint id, read as a number. */
export const identityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity()
/** The row of another table this one belongs to, and is deleted with. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' })
