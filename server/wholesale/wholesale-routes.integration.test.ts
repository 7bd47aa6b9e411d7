/**
 * Reseller accounts through HTTP on both databases: a customer applies (only with a CUIT
 * identity as Responsable inscripto or Monotributo; each wrong field said in Spanish, nothing
 * written; once, again after a rejection), staff see the pending ones counted, approve or reject
 * with a note (the customer's e-mail in the outbox), set the credit limit, suspend and reactivate;
 * every step audited; the roles, the session and the CSRF token of the back office.
 */
import { desc, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { REQUIRED_MESSAGE } from '#domain/forms/messages.ts'
import { TAX_ID_MESSAGES } from '#domain/legal-messages.ts'
import { RESELLER_EMAIL_TEXTS, WHOLESALE_MESSAGES } from '#domain/wholesale/reseller-accounts.ts'
import { auditLog, emailOutbox, resellerAccounts } from '#server/db/schema/index.ts'
import { addSignedStaff } from '#tests/setup/staff-sign-in.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const CUIT = '30712345671'
const APPLICATION = {
  razon_social: 'Electro Sur SRL',
  cuit: '30-71234567-1',
  vat_condition: 'responsable_inscripto',
  activity: 'Venta de electrodomésticos',
  address: 'Av. Mitre 1234, Avellaneda',
  phone: '11 4555-4444',
}

describe.each(databaseKinds)('reseller accounts on %s', (kind) => {
  let store: TestStore
  let ventas: { cookie: string; csrf: string }
  let catalogo: { cookie: string; csrf: string }
  let reseller: string
  let consumer: string
  let accountId: number

  const customer = (token: string | null, method: InjectOptions['method'], payload?: object) =>
    store.app.inject({
      method,
      url: '/api/reseller-account',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    })
  const staff = (as: { cookie: string; csrf: string } | null, url: string, payload: object, csrf?: string | null) =>
    store.app.inject({
      method: 'PUT',
      url,
      headers: {
        ...(as ? { cookie: as.cookie } : {}),
        ...((csrf === undefined ? as?.csrf : csrf) ? { 'x-csrf-token': (csrf === undefined ? as?.csrf : csrf)! } : {}),
      },
      payload,
    })
  const rows = () => store.database.db.select().from(resellerAccounts)
  const audits = () =>
    store.database.db.select().from(auditLog).where(eq(auditLog.entity, 'reseller_account')).orderBy(auditLog.id)
  const register = async (email: string, dni: string, vat_condition: string) => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/page/registerUser',
      payload: {
        name: 'Rita Reventa',
        username: email.split('@')[0],
        dni,
        vat_condition,
        address: 'Av. Mitre 1234',
        location: 'Avellaneda',
        postal_code: '1870',
        phone: '1145554444',
        email,
        password: 'secreta1',
        confirmPassword: 'secreta1',
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<{ token: string }>().token
  }
  const signIn = (email: string, role: 'ventas' | 'catalogo') => addSignedStaff(store, email, role)

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, pages: true })
    ventas = await signIn('ventas@staff.test', 'ventas')
    catalogo = await signIn('catalogo@staff.test', 'catalogo')
    reseller = await register('rita@reventa.test', CUIT, 'responsable_inscripto')
    consumer = await register('ana@cliente.test', '30111222', 'consumidor_final')
  })
  afterAll(() => store?.close())

  describe('applying', () => {
    it('needs a session: 401, nothing written', async () => {
      expect((await customer(null, 'POST', APPLICATION)).statusCode).toBe(401)
      expect((await customer(null, 'GET')).statusCode).toBe(401)
      expect(await rows()).toEqual([])
    })

    it('a customer with a DNI as Consumidor final is told to load a CUIT: 403, nothing written', async () => {
      const own = await customer(consumer, 'GET')
      expect(own.json()).toMatchObject({ account: null, identity: { problem: WHOLESALE_MESSAGES.needsCuitIdentity } })
      const response = await customer(consumer, 'POST', APPLICATION)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ message: WHOLESALE_MESSAGES.needsCuitIdentity })
      expect(await rows()).toEqual([])
    })

    it('wrong fields → 400 with each field’s Spanish message, nothing written', async () => {
      const response = await customer(reseller, 'POST', {
        razon_social: '',
        cuit: '30-71234567-2',
        vat_condition: 'exento',
        activity: 'Venta',
        address: 'Av. Mitre 1234',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        message: WHOLESALE_MESSAGES.invalid,
        fields: {
          razon_social: REQUIRED_MESSAGE,
          cuit: TAX_ID_MESSAGES.cuitCheckDigit,
          vat_condition: WHOLESALE_MESSAGES.vatCondition,
          phone: REQUIRED_MESSAGE,
        },
      })
      const notAnObject = await customer(reseller, 'POST', ['x'])
      expect(notAnObject.statusCode).toBe(400)
      const another = await customer(reseller, 'POST', { ...APPLICATION, cuit: '20-12345678-6' })
      expect(another.statusCode).toBe(400)
      expect(another.json()).toEqual({
        message: WHOLESALE_MESSAGES.cuitNotYours,
        fields: { cuit: WHOLESALE_MESSAGES.cuitNotYours },
      })
      expect(await rows()).toEqual([])
      expect(await audits()).toEqual([])
    })

    it('applies: 201, pendiente, audited under the customer; a second application is refused (409) and changes nothing', async () => {
      const response = await customer(reseller, 'POST', APPLICATION)
      expect(response.statusCode, response.body).toBe(201)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.json()).toMatchObject({
        message: WHOLESALE_MESSAGES.applied,
        account: { state: 'pendiente', razonSocial: 'Electro Sur SRL', cuit: CUIT, phone: '1145554444', creditLimit: 0 },
      })
      const [row] = await rows()
      accountId = row!.id
      expect(row).toMatchObject({ state: 'pendiente', vatCondition: 'responsable_inscripto', activity: APPLICATION.activity })
      const [audit] = await audits()
      expect(audit).toMatchObject({ action: 'reseller.applied', staffId: null, actor: 'cliente rita@reventa.test' })

      const again = await customer(reseller, 'POST', { ...APPLICATION, razon_social: 'Otra SA' })
      expect(again.statusCode).toBe(409)
      expect(again.json()).toEqual({ message: WHOLESALE_MESSAGES.alreadyPending })
      expect((await rows())[0]!.razonSocial).toBe('Electro Sur SRL')
      expect(await store.services.wholesale.approvedReseller(row!.userId)).toBeNull()
    })
  })

  describe('the back office', () => {
    it('counts the pending application in the menu and lists it first', async () => {
      expect(await store.services.wholesale.pendingCount()).toBe(1)
      const list = await store.app.inject({ method: 'GET', url: '/admin/resellers', headers: { cookie: ventas.cookie } })
      expect(list.statusCode).toBe(200)
      expect(list.body).toContain('Electro Sur SRL')
      expect(list.body).toContain('1 solicitud pendiente')
      expect(list.body).toMatch(/Cuentas de revendedor<\/span><span[^>]*>1<span class="sr-only"> pendientes/)
      const one = await store.app.inject({
        method: 'GET',
        url: `/admin/resellers/${accountId}`,
        headers: { cookie: ventas.cookie },
      })
      expect(one.statusCode).toBe(200)
      expect(one.body).toContain('30-71234567-1')
      const none = await store.app.inject({ method: 'GET', url: '/admin/resellers/999999', headers: { cookie: ventas.cookie } })
      expect(none.statusCode).toBe(404)
    })

    it('refuses no session (401), the catalogo role (403), a missing or wrong CSRF token (403): nothing changed', async () => {
      const url = `/api/admin/resellers/${accountId}/state`
      const body = { action: 'aprobar', note: '' }
      const none = await staff(null, url, body)
      expect(none.statusCode).toBe(401)
      expect(none.json()).toEqual({ message: ADMIN_MESSAGES.signInRequired })
      const bearer = await store.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: `Bearer ${reseller}` },
        payload: body,
      })
      expect(bearer.statusCode).toBe(401)
      const wrongRole = await staff(catalogo, url, body)
      expect(wrongRole.statusCode).toBe(403)
      expect(wrongRole.json()).toEqual({ message: ADMIN_MESSAGES.forbidden })
      for (const csrf of [null, 'x'.repeat(43), catalogo.csrf]) {
        const response = await staff(ventas, url, body, csrf)
        expect(response.statusCode).toBe(403)
      }
      const page = await store.app.inject({ method: 'GET', url: '/admin/resellers', headers: { cookie: catalogo.cookie } })
      expect(page.statusCode).toBe(403)
      expect((await rows())[0]!.state).toBe('pendiente')
    })

    it('refuses a wrong decision in Spanish: rejecting without a note, an unknown action, suspending a pending one', async () => {
      const url = `/api/admin/resellers/${accountId}/state`
      const noNote = await staff(ventas, url, { action: 'rechazar', note: ' ' })
      expect(noNote.statusCode).toBe(400)
      expect(noNote.json()).toEqual({ message: WHOLESALE_MESSAGES.invalid, fields: { note: WHOLESALE_MESSAGES.noteRequired } })
      const unknown = await staff(ventas, url, { action: 'borrar' })
      expect(unknown.json()).toEqual({ message: WHOLESALE_MESSAGES.invalid, fields: { action: WHOLESALE_MESSAGES.action } })
      const suspend = await staff(ventas, url, { action: 'suspender', note: 'Deuda' })
      expect(suspend.statusCode).toBe(409)
      expect(suspend.json()).toEqual({ message: 'No se puede suspender una cuenta pendiente.' })
      const limit = await staff(ventas, `/api/admin/resellers/${accountId}/credit-limit`, { credit_limit: '1000' })
      expect(limit.statusCode).toBe(409)
      expect(limit.json()).toEqual({ message: WHOLESALE_MESSAGES.creditLimitNotApproved })
      const missing = await staff(ventas, '/api/admin/resellers/999999/state', { action: 'aprobar' })
      expect(missing.statusCode).toBe(404)
      expect((await rows())[0]!.state).toBe('pendiente')
      expect((await audits()).length).toBe(1)
    })

    it('rejects with a note: the customer is e-mailed the reason, may apply again', async () => {
      const response = await staff(ventas, `/api/admin/resellers/${accountId}/state`, {
        action: 'rechazar',
        note: 'Falta la constancia de inscripción <b>AFIP</b>.',
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({ message: 'Cuenta de revendedor rechazada.', state: 'rechazada' })
      const [mail] = await store.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'reseller-decision'))
      expect(mail!.recipients).toEqual(['rita@reventa.test'])
      expect(mail!.subject).toBe(RESELLER_EMAIL_TEXTS.rejected.subject)
      expect(mail!.text).toContain('Falta la constancia de inscripción <b>AFIP</b>.')
      expect(mail!.text).toContain(RESELLER_EMAIL_TEXTS.rejected.again)
      expect(mail!.html).toContain('Falta la constancia de inscripción &lt;b&gt;AFIP&lt;/b&gt;.')
      expect(mail!.html).not.toContain('<b>AFIP</b>')
      expect(await store.services.wholesale.pendingCount()).toBe(0)

      const own = await customer(reseller, 'GET')
      expect(own.json()).toMatchObject({
        account: { state: 'rechazada', note: 'Falta la constancia de inscripción <b>AFIP</b>.' },
      })
      const again = await customer(reseller, 'POST', { ...APPLICATION, activity: 'Venta de electrodomésticos y TV' })
      expect(again.statusCode).toBe(201)
      expect(await rows()).toMatchObject([{ id: accountId, state: 'pendiente', note: '', decidedBy: null }])
    })

    it('approves with a note: e-mail, audit, approvedReseller; then the credit limit, suspension and reactivation', async () => {
      const url = `/api/admin/resellers/${accountId}/state`
      const approved = await staff(ventas, url, { action: 'aprobar', note: 'Bienvenidos al canal.' })
      expect(approved.statusCode, approved.body).toBe(200)
      const mails = await store.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, 'reseller-decision'))
        .orderBy(desc(emailOutbox.id))
      expect(mails.length).toBe(2)
      expect(mails[0]!.subject).toBe('Tu cuenta de revendedor fue aprobada')
      expect(mails[0]!.text).toContain(RESELLER_EMAIL_TEXTS.approved.intro('Electro Sur SRL'))
      expect(mails[0]!.text).toContain('Bienvenidos al canal.')
      expect(mails[0]!.text).toContain('/myaccount/reseller')
      const [row] = await rows()
      expect(row).toMatchObject({ state: 'aprobada', note: 'Bienvenidos al canal.', decidedBy: 'ventas@staff.test' })
      expect(await store.services.wholesale.approvedReseller(row!.userId)).toMatchObject({ id: accountId, state: 'aprobada' })
      expect((await customer(reseller, 'POST', APPLICATION)).json()).toEqual({ message: WHOLESALE_MESSAGES.alreadyReseller })

      const limitUrl = `/api/admin/resellers/${accountId}/credit-limit`
      for (const credit_limit of ['-1', 'mucho', '1e5', '']) {
        const bad = await staff(ventas, limitUrl, { credit_limit })
        expect(bad.statusCode).toBe(400)
        expect(bad.json()).toEqual({
          message: WHOLESALE_MESSAGES.invalid,
          fields: { credit_limit: WHOLESALE_MESSAGES.creditLimit },
        })
      }
      const limit = await staff(ventas, limitUrl, { credit_limit: '1.500.000,50' })
      expect(limit.json()).toEqual({ message: WHOLESALE_MESSAGES.creditLimitSaved, creditLimit: 1500000.5 })
      expect((await rows())[0]!.creditLimit).toBe(1500000.5)
      expect((await staff(catalogo, limitUrl, { credit_limit: '0' })).statusCode).toBe(403)

      const suspend = await staff(ventas, url, { action: 'suspender', note: 'Cheques rechazados.' })
      expect(suspend.json()).toEqual({ message: 'Cuenta de revendedor suspendida.', state: 'suspendida' })
      expect(await store.services.wholesale.approvedReseller(row!.userId)).toBeNull()
      expect((await staff(ventas, limitUrl, { credit_limit: '10' })).statusCode).toBe(409)
      const reactivate = await staff(ventas, url, { action: 'reactivar', note: '' })
      expect(reactivate.json()).toMatchObject({ state: 'aprobada' })
      // suspension and reactivation are not the application's decision: no e-mail
      expect((await store.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'reseller-decision'))).length).toBe(2)

      expect((await audits()).map((a) => [a.action, a.actor, (a.after as { state?: string }).state ?? null])).toEqual([
        ['reseller.applied', 'cliente rita@reventa.test', 'pendiente'],
        ['reseller.rechazar', 'ventas@staff.test', 'rechazada'],
        ['reseller.applied', 'cliente rita@reventa.test', 'pendiente'],
        ['reseller.aprobar', 'ventas@staff.test', 'aprobada'],
        ['reseller.credit-limit', 'ventas@staff.test', null],
        ['reseller.suspender', 'ventas@staff.test', 'suspendida'],
        ['reseller.reactivar', 'ventas@staff.test', 'aprobada'],
      ])
      const own = await customer(reseller, 'GET')
      expect(own.json()).toMatchObject({ account: { state: 'aprobada', creditLimit: 1500000.5 } })
    })
  })
})
