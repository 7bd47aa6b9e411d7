/**
 * Stock that follows the orders (decision 048), through HTTP on both databases: an order takes
 * its units in its transaction, twenty customers at once for the last unit get one order and
 * nineteen refusals, "Cancelado" gives the units back and leaving it takes them again, every
 * change is in the product's history with what made it, and the store setting turns it off.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_EMAIL_STOCK_NOTE, STOCK_IMPORT_NOTES, STOCK_MESSAGES } from '#domain/stock-movements.ts'
import { ORDER_STATE_ACTORS } from '#domain/order-state.ts'
import { emailOutbox, orders, products, users } from '#server/db/schema/index.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { importProducts } from '#server/catalogue/import/catalogue-import.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { addSignedStaff, type SignedStaff } from '#tests/setup/staff-sign-in.ts'
import { testProduct } from '#tests/setup/test-product.ts'
import { sqlRows } from '#tests/setup/sql-rows.ts'

const LAST_UNIT = 'STK-LAST'
const PLENTY = 'STK-PLENTY'
const FEW = 'STK-FEW'

describe.each(databaseKinds)('stock that follows the orders on %s', (kind) => {
  let store: TestStore
  let staff: SignedStaff
  let customerCount = 0

  async function customer() {
    customerCount += 1
    const email = `stock${customerCount}@example.com`
    const [row] = await store.database.db
      .insert(users)
      .values({ email, fullname: `Cliente ${customerCount}` })
      .returning({ id: users.id })
    return { email, token: await store.services.tokens.sign({ userId: row!.id, email }) }
  }

  function order(c: { email: string; token: string }, lines: [sku: string, quantity: number][]) {
    return store.app.inject({
      method: 'POST',
      url: '/api/page/sendOrderEmail',
      headers: { authorization: `Bearer ${c.token}` },
      payload: {
        datos_de_orden: {
          client_email: c.email,
          datos_cliente: {
            nombre_completo: 'Cliente Stock',
            dni: '30111222',
            direccion: 'Calle 1',
            location: 'CABA',
            cp: '1406',
            celular: '1155550000',
            email: c.email,
          },
          productos: lines.map(([sku, quantity]) => ({ sku, cantidad_seleccionada: quantity })),
          opcion_de_entrega: { retira_en_local: true, cp: '1406', direccion: '' },
          abona_en: 2,
        },
      },
    })
  }

  const stockOf = async (sku: string) =>
    (await store.database.db.select({ stock: products.stock }).from(products).where(eq(products.sku, sku)))[0]!.stock
  const idOf = async (sku: string) =>
    (await store.database.db.select({ id: products.id }).from(products).where(eq(products.sku, sku)))[0]!.id
  const admin = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    store.app.inject({
      method,
      url,
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
      ...(payload ? { payload } : {}),
    })
  const history = async (sku: string) =>
    (await admin('GET', `/api/admin/products/${await idOf(sku)}/stock-movements`)).json<{
      movements: {
        kind: string
        label: string
        delta: number
        stock_after: number
        order_movement: number | null
        note: string
        actor: string
      }[]
    }>().movements
  const setState = (movement: number, state: string) =>
    admin('PUT', `/api/admin/orders/${movement}/state`, { state, note: '', notify: false })

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, env: { STAFF_EMAILS: 'ventas@staff.example' } })
    await productsRepository(store.database.db).insertMany([
      testProduct({ sku: LAST_UNIT, name: 'Heladera última unidad', stock: 1 }),
      testProduct({ sku: PLENTY, name: 'Licuadora con stock', stock: 12 }),
      testProduct({ sku: FEW, name: 'Tostadora pocas', stock: 3 }),
    ])
    staff = await addSignedStaff(store, 'deposito@staff.example', 'admin')
  })
  afterAll(() => store?.close())

  it('twenty customers at once for the last unit: exactly one order, nineteen refusals with the out-of-stock message', async () => {
    const customers = await Promise.all(Array.from({ length: 20 }, () => customer()))
    const answers = await Promise.all(customers.map((c) => order(c, [[LAST_UNIT, 1]])))
    const placed = answers.filter((a) => a.statusCode === 200)
    const refused = answers.filter((a) => a.statusCode === 409)
    expect(placed).toHaveLength(1)
    expect(refused).toHaveLength(19)
    for (const answer of refused) {
      expect(answer.json().message).toBe(
        '"Heladera última unidad" no tiene stock disponible. Quítelo del carrito para continuar.',
      )
    }
    expect(await stockOf(LAST_UNIT)).toBe(0)
    const [counted] = await store.database.db.select({ n: sql<number>`count(*)::int` }).from(orders)
    expect(counted!.n).toBe(1)
    const moves = await history(LAST_UNIT)
    expect(moves).toEqual([
      expect.objectContaining({ kind: 'order', label: 'Pedido', delta: -1, stock_after: 0, actor: ORDER_STATE_ACTORS.store }),
    ])
    expect(moves[0]!.order_movement).toBe(placed[0]!.json().movimiento_numero * 1)
  })

  it("takes an order's units, says so in the staff e-mail; 'Cancelado' gives them back, leaving it takes them again", async () => {
    const before = await stockOf(PLENTY)
    const answer = await order(await customer(), [
      [PLENTY, 2],
      [FEW, 1],
    ])
    expect(answer.statusCode, answer.body).toBe(200)
    const movement = Number(answer.json().movimiento_numero)
    expect(await stockOf(PLENTY)).toBe(before - 2)
    expect(await stockOf(FEW)).toBe(2)
    const [staffMail] = await store.database.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'order-staff'))
      .orderBy(sql`${emailOutbox.id} desc`)
      .limit(1)
    expect(staffMail!.text).toContain(STAFF_EMAIL_STOCK_NOTE.taken)
    expect(staffMail!.text).not.toContain(STAFF_EMAIL_STOCK_NOTE.notTaken)

    const cancelled = await setState(movement, 'Cancelado')
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await stockOf(PLENTY)).toBe(before)
    expect(await stockOf(FEW)).toBe(3)
    expect((await history(FEW))[0]).toMatchObject({
      kind: 'cancellation',
      label: 'Cancelación',
      delta: 1,
      stock_after: 3,
      order_movement: movement,
      actor: 'deposito@staff.example',
    })
    // another state that also means cancelled gives nothing back twice
    expect((await setState(movement, 'cancelada')).statusCode).toBe(200)
    expect(await stockOf(FEW)).toBe(3)

    // out of "Cancelado" with the units gone: refused, nothing changes
    await store.database.db.update(products).set({ stock: 0 }).where(eq(products.sku, FEW))
    const short = await setState(movement, 'En preparación')
    expect(short.statusCode).toBe(409)
    expect(short.json().message).toBe(STOCK_MESSAGES.takeAgainShort('Tostadora pocas', 1, 0))
    const [kept] = await store.database.db.select({ state: orders.orderState }).from(orders).where(eq(orders.movement, movement))
    expect(kept!.state).toBe('cancelada')
    expect(await stockOf(PLENTY)).toBe(before)

    await store.database.db.update(products).set({ stock: 3 }).where(eq(products.sku, FEW))
    const again = await setState(movement, 'En preparación')
    expect(again.statusCode, again.body).toBe(200)
    expect(await stockOf(PLENTY)).toBe(before - 2)
    expect(await stockOf(FEW)).toBe(2)
    expect((await history(PLENTY))[0]).toMatchObject({ kind: 'order', delta: -2, note: STOCK_MESSAGES.takenAgainNote })
  })

  it('asks the product form for a reason when the stock changes, and keeps it in the history; the quick edit says what it was', async () => {
    const id = await idOf(PLENTY)
    const { id: _id, hidden: _hidden, updated_at: _updated, ...form } = await store.services.adminProducts.product(id)
    const noReason = await admin('PUT', `/api/admin/products/${id}`, { product: { ...form, stock: 40 } })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().fields).toEqual({ stock_reason: STOCK_MESSAGES.reasonRequired })
    const tooLong = await admin('PUT', `/api/admin/products/${id}`, {
      product: { ...form, stock: 40 },
      stockReason: 'x'.repeat(201),
    })
    expect(tooLong.json().fields).toEqual({ stock_reason: STOCK_MESSAGES.reasonTooLong })
    expect(await stockOf(PLENTY)).not.toBe(40)

    const saved = await admin('PUT', `/api/admin/products/${id}`, {
      product: { ...form, stock: 40 },
      stockReason: '  Recuento   del depósito ',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await history(PLENTY))[0]).toMatchObject({
      kind: 'adjustment',
      label: 'Ajuste manual',
      stock_after: 40,
      note: 'Recuento del depósito',
      actor: 'deposito@staff.example',
    })
    // a save that leaves the stock alone needs no reason
    const renamed = await admin('PUT', `/api/admin/products/${id}`, {
      product: { ...form, stock: 40, name: 'Licuadora con stock (roja)' },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)

    const quick = await admin('PATCH', '/api/admin/products', { rows: [{ id, stock: 38 }] })
    expect(quick.statusCode, quick.body).toBe(200)
    expect((await history(PLENTY))[0]).toMatchObject({ kind: 'adjustment', delta: -2, note: STOCK_MESSAGES.quickEditReason })
  })

  it('turned off, orders only check the stock and the staff e-mail keeps its warning; cancelling such an order gives nothing back', async () => {
    const refusedOff = await store.app.inject({
      method: 'PUT',
      url: '/api/admin/stock/settings',
      headers: { cookie: staff.cookie },
      payload: { followsOrders: false },
    })
    expect(refusedOff.statusCode).toBe(403)
    const bad = await admin('PUT', '/api/admin/stock/settings', { followsOrders: 'no' })
    expect(bad.statusCode).toBe(400)
    expect((await admin('GET', '/api/admin/stock/settings')).json()).toEqual({ followsOrders: true })

    const off = await admin('PUT', '/api/admin/stock/settings', { followsOrders: false })
    expect(off.json()).toMatchObject({ followsOrders: false, message: STOCK_MESSAGES.settingSaved(false) })
    const stock = await stockOf(PLENTY)
    const answer = await order(await customer(), [[PLENTY, 1]])
    expect(answer.statusCode, answer.body).toBe(200)
    expect(await stockOf(PLENTY)).toBe(stock)
    const [staffMail] = await store.database.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'order-staff'))
      .orderBy(sql`${emailOutbox.id} desc`)
      .limit(1)
    expect(staffMail!.text).toContain(STAFF_EMAIL_STOCK_NOTE.notTaken)
    expect((await setState(Number(answer.json().movimiento_numero), 'Cancelado')).statusCode).toBe(200)
    expect(await stockOf(PLENTY)).toBe(stock)
    // still refused past the stock
    expect((await order(await customer(), [[PLENTY, stock + 1]])).statusCode).toBe(409)

    await admin('PUT', '/api/admin/stock/settings', { followsOrders: true })
    const audit = await sqlRows(store.database.db, sql`select action from audit_log where action = 'stock.settings'`)
    expect(audit).toHaveLength(2)
  })

  it("records an import's changes as such, and shows nothing to a role without Productos", async () => {
    const [current] = await productsRepository(store.database.db, { includeHidden: true }).bySku(FEW)
    const report = await importProducts(store.database, [{ ...current!, stock: 7 }])
    expect(report.updated).toBe(1)
    expect((await history(FEW))[0]).toMatchObject({
      kind: 'import',
      label: 'Importación',
      stock_after: 7,
      note: STOCK_IMPORT_NOTES.commandLine,
    })

    const clerk = await addSignedStaff(store, 'ventas@staff.example', 'ventas')
    const id = await idOf(FEW)
    const refused = await store.app.inject({
      method: 'GET',
      url: `/api/admin/products/${id}/stock-movements`,
      headers: { cookie: clerk.cookie },
    })
    expect(refused.statusCode).toBe(403)
    const unknown = await admin('GET', '/api/admin/products/abc/stock-movements')
    expect(unknown.statusCode).toBe(400)
  })
})
