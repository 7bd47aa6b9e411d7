/**
 * A staff member's state change and its audit row land together or not at all: the order's
 * state, its history row, the shopper's e-mail and the audit row share one transaction. Each
 * case makes one of the writes fail (its table renamed away for a moment) and checks that the
 * others did not stay.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditActor } from '#server/admin/audit-repository.ts'
import { auditLog, emailOutbox, orderStateHistory, orders, users } from '#server/db/schema/index.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { storedOrderPayload } from '#tests/setup/stored-order.ts'

const MOVEMENT = 300
const STAFF: AuditActor = { staffId: null, label: 'ventas@staff.test' }

describe.each(databaseKinds)("the admin's order state change on %s", (kind) => {
  let store: TestStore

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
    const [user] = await store.database.db
      .insert(users)
      .values({ email: 'carla@cliente.test', fullname: 'Carla' })
      .returning({ id: users.id })
    await store.database.db
      .insert(orders)
      .values({ movement: MOVEMENT, userId: user!.id, payload: storedOrderPayload(MOVEMENT), totalPrice: 100 })
  })
  afterAll(async () => {
    await store?.close()
  })

  const count = async (table: typeof auditLog | typeof orderStateHistory | typeof emailOutbox) =>
    (await store.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n
  const snapshot = async () => ({
    state: (await store.database.db.select().from(orders).where(eq(orders.movement, MOVEMENT)))[0]!.orderState,
    history: await count(orderStateHistory),
    outbox: await count(emailOutbox),
    audit: await count(auditLog),
  })
  /** Runs `run` with `table` renamed away, so every write to it fails. */
  async function without(table: string, run: () => Promise<unknown>) {
    await store.database.db.execute(sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_away`))
    try {
      await run()
    } finally {
      await store.database.db.execute(sql.raw(`ALTER TABLE ${table}_away RENAME TO ${table}`))
    }
  }

  it('writes nothing when the audit row cannot be written', async () => {
    const before = await snapshot()
    await without('audit_log', () =>
      expect(store.services.adminOrders.changeState(STAFF, MOVEMENT, { state: 'Enviado', notify: true })).rejects.toThrow(),
    )
    expect(await snapshot()).toEqual(before)
  })

  it('writes no audit row when the change itself fails', async () => {
    const before = await snapshot()
    await without('email_outbox', () =>
      expect(store.services.adminOrders.changeState(STAFF, MOVEMENT, { state: 'Enviado', notify: true })).rejects.toThrow(),
    )
    expect(await snapshot()).toEqual(before)
  })

  it('writes all four together when nothing fails, the audit row naming the staff member', async () => {
    const before = await snapshot()
    const change = await store.services.adminOrders.changeState(STAFF, MOVEMENT, { state: 'Enviado', notify: true })
    expect(change).toMatchObject({ recorded: true, previousState: before.state, state: 'Enviado' })
    expect(await snapshot()).toEqual({
      state: 'Enviado',
      history: before.history + 1,
      outbox: before.outbox + 1,
      audit: before.audit + 1,
    })
    const [audit] = await store.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.state'))
    expect(audit).toMatchObject({
      actor: 'ventas@staff.test',
      entity: 'order',
      entityId: '00000300',
      before: { state: before.state },
      after: { state: 'Enviado', note: '', notified: true },
    })
  })
})
