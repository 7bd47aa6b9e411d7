import { describe, expect, it } from 'vitest'
import { TAX_ID_MESSAGES } from '../legal-messages.ts'
import { REQUIRED_MESSAGE } from '../forms/messages.ts'
import { fieldErrors } from '../forms/field-errors.ts'
import {
  WHOLESALE_MESSAGES,
  actionsFor,
  applicationIdentityProblem,
  applicationProblem,
  creditLimitSchema,
  formatCreditLimit,
  identityProblem,
  nextState,
  notifiesCustomer,
  parseCreditLimit,
  resellerApplicationSchema,
  resellerDecisionSchema,
} from './reseller-accounts.ts'

const VALID = {
  razon_social: '  Electro  Sur SRL ',
  cuit: '30-71234567-1',
  vat_condition: 'Responsable Inscripto',
  activity: 'Venta de electrodomésticos',
  address: 'Av. Mitre 1234, Avellaneda',
  phone: '(011) 4555-4444',
}

describe('the application form', () => {
  it('reads a valid application: trimmed texts, the CUIT and the phone as digits, the condition by its label', () => {
    expect(resellerApplicationSchema.parse(VALID)).toEqual({
      razon_social: 'Electro Sur SRL',
      cuit: '30712345671',
      vat_condition: 'responsable_inscripto',
      activity: 'Venta de electrodomésticos',
      address: 'Av. Mitre 1234, Avellaneda',
      phone: '1145554444',
    })
  })

  it('says what is wrong with each field, with the CUIT rules of domain/cuit.ts', () => {
    const result = resellerApplicationSchema.safeParse({
      razon_social: ' ',
      cuit: '30-71234567-2',
      vat_condition: 'consumidor_final',
      activity: 'ab',
      address: '',
      phone: '1234',
    })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({
      razon_social: REQUIRED_MESSAGE,
      cuit: TAX_ID_MESSAGES.cuitCheckDigit,
      vat_condition: WHOLESALE_MESSAGES.vatCondition,
      activity: 'Mínimo 3 caracteres',
      address: REQUIRED_MESSAGE,
      phone: WHOLESALE_MESSAGES.phoneShort,
    })
  })

  it.each([
    [{ ...VALID, cuit: '' }, 'cuit', REQUIRED_MESSAGE],
    [{ ...VALID, cuit: '2012345678' }, 'cuit', TAX_ID_MESSAGES.cuitLength],
    [{ ...VALID, vat_condition: 'exento' }, 'vat_condition', WHOLESALE_MESSAGES.vatCondition],
    [{ ...VALID, phone: '11 4555 abcd' }, 'phone', 'Solo números'],
    [{ ...VALID, razon_social: 'x'.repeat(121) }, 'razon_social', 'Máximo 120 caracteres'],
    [{ ...VALID, activity: 'Venta\u0000' }, 'activity', WHOLESALE_MESSAGES.characters],
  ])('refuses %o at %s', (input, field, message) => {
    const result = resellerApplicationSchema.safeParse(input)
    expect(fieldErrors(result.error!)[field]).toBe(message)
  })
})

describe('who may apply', () => {
  it('a CUIT as Responsable inscripto or Monotributo; not a DNI, not Consumidor final or Exento', () => {
    expect(identityProblem({ dni: '30712345671', vat_condition: 'responsable_inscripto' })).toBeNull()
    expect(identityProblem({ dni: '20123456786', vat_condition: 'monotributo' })).toBeNull()
    expect(identityProblem({ dni: '30123456', vat_condition: 'consumidor_final' })).toBe(WHOLESALE_MESSAGES.needsCuitIdentity)
    expect(identityProblem({ dni: '20123456786', vat_condition: 'consumidor_final' })).toBe(WHOLESALE_MESSAGES.needsCuitIdentity)
    expect(identityProblem({ dni: '30712345671', vat_condition: 'exento' })).toBe(WHOLESALE_MESSAGES.needsCuitIdentity)
  })

  it('the application names the account’s own CUIT', () => {
    const identity = { dni: '30712345671', vat_condition: 'responsable_inscripto' } as const
    expect(applicationIdentityProblem({ cuit: '30712345671' }, identity)).toBeNull()
    expect(applicationIdentityProblem({ cuit: '20123456786' }, identity)).toBe(WHOLESALE_MESSAGES.cuitNotYours)
  })

  it('once: again only after a rejection', () => {
    expect(applicationProblem(null)).toBeNull()
    expect(applicationProblem('rechazada')).toBeNull()
    expect(applicationProblem('pendiente')).toBe(WHOLESALE_MESSAGES.alreadyPending)
    expect(applicationProblem('aprobada')).toBe(WHOLESALE_MESSAGES.alreadyReseller)
    expect(applicationProblem('suspendida')).toBe(WHOLESALE_MESSAGES.alreadyReseller)
  })
})

describe('the states', () => {
  it.each([
    ['pendiente', 'aprobar', 'aprobada'],
    ['pendiente', 'rechazar', 'rechazada'],
    ['aprobada', 'suspender', 'suspendida'],
    ['suspendida', 'reactivar', 'aprobada'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(nextState(from, action)).toEqual({ ok: true, state: to })
  })

  it.each([
    ['aprobada', 'aprobar', 'No se puede aprobar una cuenta aprobada.'],
    ['rechazada', 'aprobar', 'No se puede aprobar una cuenta rechazada.'],
    ['pendiente', 'suspender', 'No se puede suspender una cuenta pendiente.'],
    ['aprobada', 'rechazar', 'No se puede rechazar una cuenta aprobada.'],
    ['aprobada', 'reactivar', 'No se puede reactivar una cuenta aprobada.'],
  ] as const)('%s cannot be %s', (from, action, message) => {
    expect(nextState(from, action)).toEqual({ ok: false, message })
  })

  it('offers each state its actions; a rejected one none', () => {
    expect(actionsFor('pendiente')).toEqual(['aprobar', 'rechazar'])
    expect(actionsFor('aprobada')).toEqual(['suspender'])
    expect(actionsFor('suspendida')).toEqual(['reactivar'])
    expect(actionsFor('rechazada')).toEqual([])
  })

  it('e-mails the customer the decision on the application only', () => {
    expect(['aprobar', 'rechazar', 'suspender', 'reactivar'].filter((a) => notifiesCustomer(a as never))).toEqual([
      'aprobar',
      'rechazar',
    ])
  })
})

describe('a decision', () => {
  it('approves without a note; rejecting and suspending need one', () => {
    expect(resellerDecisionSchema.parse({ action: 'aprobar' })).toEqual({ action: 'aprobar', note: '' })
    for (const action of ['rechazar', 'suspender']) {
      const result = resellerDecisionSchema.safeParse({ action, note: '   ' })
      expect(fieldErrors(result.error!)).toEqual({ note: WHOLESALE_MESSAGES.noteRequired })
    }
    expect(resellerDecisionSchema.parse({ action: 'rechazar', note: ' Falta la constancia. ' }).note).toBe('Falta la constancia.')
  })

  it('refuses an unknown action and a long note', () => {
    expect(fieldErrors(resellerDecisionSchema.safeParse({ action: 'borrar' }).error!)).toEqual({
      action: WHOLESALE_MESSAGES.action,
    })
    expect(fieldErrors(resellerDecisionSchema.safeParse({ action: 'aprobar', note: 'x'.repeat(1001) }).error!)).toEqual({
      note: WHOLESALE_MESSAGES.noteTooLong,
    })
  })
})

describe('the credit limit', () => {
  it.each([
    ['150000', 150000],
    ['150000,50', 150000.5],
    ['150.000,50', 150000.5],
    ['150.000', 150000],
    ['150000.5', 150000.5],
    ['$ 2.500.000', 2500000],
    ['0', 0],
    [1234.56, 1234.56],
  ] as const)('reads %o as %d pesos', (typed, amount) => {
    expect(parseCreditLimit(typed)).toBe(amount)
  })

  it.each(['-1', 'mil', '', '1,234', '12,345.6', '1.5.5', null])('refuses %o', (typed) => {
    expect(parseCreditLimit(typed)).toBeNull()
  })

  it('says so in Spanish, and refuses more than numeric(14,2) holds', () => {
    expect(fieldErrors(creditLimitSchema.safeParse({ credit_limit: '-5' }).error!)).toEqual({
      credit_limit: WHOLESALE_MESSAGES.creditLimit,
    })
    expect(creditLimitSchema.safeParse({ credit_limit: '999999999999,99' }).success).toBe(true)
    expect(fieldErrors(creditLimitSchema.safeParse({ credit_limit: 1e13 }).error!)).toEqual({
      credit_limit: WHOLESALE_MESSAGES.creditLimit,
    })
  })

  it('shows zero as $ 0,00', () => {
    expect(formatCreditLimit(0)).toBe('$ 0,00')
    expect(formatCreditLimit(150000.5)).toBe('$ 150.000,50')
  })
})
