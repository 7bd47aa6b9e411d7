/** The audit log: one row per staff write, in the write's own transaction. */
import { desc } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { auditLog } from '../db/schema/index.ts'
import { countRows } from '../db/list-queries.ts'

import type { AuditActor } from './audit-actor.ts'

export { COMMAND_LINE_ACTOR, type AuditActor } from './audit-actor.ts'

export interface AuditEntry {
  action: string
  entity: string
  entityId: string | number
  before?: unknown
  after?: unknown
}

export type AuditRow = typeof auditLog.$inferSelect

export function auditRepository(db: Executor) {
  return {
    async record(actor: AuditActor, entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        staffId: actor.staffId,
        actor: actor.label,
        action: entry.action,
        entity: entry.entity,
        entityId: String(entry.entityId),
        before: entry.before ?? null,
        after: entry.after ?? null,
      })
    },
    async page(limit: number, offset: number): Promise<{ rows: AuditRow[]; total: number }> {
      const rows = await db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset)
      return { rows, total: await countRows(db, auditLog) }
    },
  }
}
