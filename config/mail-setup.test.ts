import { describe, expect, it } from 'vitest'
import { DEMO_STAFF_EMAILS, mailSetupLine, mailSetupWarnings } from './mail-setup.ts'
import { parseEnv } from './env.server.ts'

const REAL = { SMTP_URL: 'smtp://u:p@mail.tienda.com.ar:587', STAFF_EMAILS: ['pedidos@tienda.com.ar'] }

describe('mailSetupWarnings', () => {
  it('warns of both in production with the defaults', () => {
    const env = parseEnv({ NODE_ENV: 'production' })
    expect(env.STAFF_EMAILS).toEqual(DEMO_STAFF_EMAILS)
    expect(mailSetupWarnings(env).map((w) => w.variable)).toEqual(['SMTP_URL', 'STAFF_EMAILS'])
  })

  it('says nothing in production when both are set', () => {
    expect(mailSetupWarnings({ NODE_ENV: 'production', ...REAL })).toEqual([])
  })

  it('warns of the .eml files alone when only SMTP_URL is missing', () => {
    const [warning, ...rest] = mailSetupWarnings({ NODE_ENV: 'production', STAFF_EMAILS: REAL.STAFF_EMAILS })
    expect(rest).toEqual([])
    expect(warning!.variable).toBe('SMTP_URL')
    expect(warning!.message).toContain('.eml')
  })

  it('warns when a demo recipient is among real ones, naming it, whatever its case', () => {
    const warnings = mailSetupWarnings({
      NODE_ENV: 'production',
      SMTP_URL: REAL.SMTP_URL,
      STAFF_EMAILS: ['pedidos@tienda.com.ar', 'Ventas@TecnoHogar.example'],
    })
    expect(warnings.map((w) => w.variable)).toEqual(['STAFF_EMAILS'])
    expect(warnings[0]!.message).toContain('Ventas@TecnoHogar.example, una dirección de demostración')
  })

  it('says nothing outside production: development and the tests send files on purpose', () => {
    for (const NODE_ENV of ['development', 'test'] as const)
      expect(mailSetupWarnings({ NODE_ENV, STAFF_EMAILS: DEMO_STAFF_EMAILS })).toEqual([])
  })
})

describe('mailSetupLine', () => {
  it('says in one line where e-mail goes and which variables to set for orders to reach the staff', () => {
    expect(mailSetupLine(parseEnv({ NODE_ENV: 'production' }), 'archivos .eml en data/outbox')).toBe(
      'Correo: archivos .eml en data/outbox. Los pedidos no llegan al personal: defina SMTP_URL y STAFF_EMAILS.',
    )
    expect(mailSetupLine({ NODE_ENV: 'production', STAFF_EMAILS: DEMO_STAFF_EMAILS, SMTP_URL: REAL.SMTP_URL }, 'SMTP')).toBe(
      'Correo: SMTP. Los pedidos no llegan al personal: defina STAFF_EMAILS.',
    )
  })

  it('names only the transport when nothing is missing, or outside production', () => {
    expect(mailSetupLine({ NODE_ENV: 'production', ...REAL }, 'smtp://u@mail.tienda.com.ar:587')).toBe(
      'Correo: smtp://u@mail.tienda.com.ar:587.',
    )
    expect(mailSetupLine({ NODE_ENV: 'development', STAFF_EMAILS: DEMO_STAFF_EMAILS }, 'archivos .eml en data/outbox')).toBe(
      'Correo: archivos .eml en data/outbox.',
    )
  })
})
