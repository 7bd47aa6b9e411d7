import { describe, expect, it } from 'vitest'
import { store } from '#config/store.ts'
import {
  createMailTransport,
  describeSmtpUrl,
  emlFileName,
  fromAddress,
  isPermanentRejection,
  isServerUnavailable,
  outboxMessageId,
} from './mail-transport.ts'

describe('mail transport helpers', () => {
  it('names .eml files by UTC time and outbox id, so they sort by time', () => {
    expect(emlFileName(42, new Date('2025-03-14T09:30:05.123Z'))).toBe('20250314-093005-42.eml')
    expect(emlFileName(7, new Date('2025-12-31T23:59:59.999Z'))).toBe('20251231-235959-7.eml')
  })

  it('gives each outbox row a stable Message-ID', () => {
    const createdAt = new Date('2025-03-14T09:30:05.123Z')
    expect(outboxMessageId({ id: 42, createdAt })).toBe(`<outbox-42-${createdAt.getTime()}@${store.emails.sales.split('@')[1]}>`)
    expect(outboxMessageId({ id: 42, createdAt })).toBe(outboxMessageId({ id: 42, createdAt: new Date(createdAt) }))
  })

  it('sends from the store name and its sales address', () => {
    expect(fromAddress).toEqual({ name: store.brandName, address: store.emails.sales })
  })

  it('never shows the SMTP password in logs', () => {
    expect(describeSmtpUrl('smtp://user:s3cret@mail.example.com:587?tls.rejectUnauthorized=false')).toBe(
      'smtp://user:***@mail.example.com:587',
    )
    expect(describeSmtpUrl('smtps://mail.example.com')).toBe('smtps://mail.example.com')
  })

  it('tells a dead server from a refused message', () => {
    expect(isServerUnavailable(Object.assign(new Error('refused'), { code: 'ESOCKET' }))).toBe(true)
    expect(isServerUnavailable(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }))).toBe(true)
    expect(isServerUnavailable(Object.assign(new Error('login'), { code: 'EAUTH' }))).toBe(true)
    expect(isServerUnavailable(Object.assign(new Error('busy'), { code: 'EENVELOPE', responseCode: 421 }))).toBe(true)
    expect(isServerUnavailable(Object.assign(new Error('no such user'), { code: 'EENVELOPE', responseCode: 550 }))).toBe(false)
    expect(isServerUnavailable(new Error('plain'))).toBe(false)
    expect(isServerUnavailable(undefined)).toBe(false)
  })

  // As nodemailer reports them: code, the server's reply code and the command it answered.
  const smtpError = (code: string, responseCode: number | undefined, command: string) =>
    Object.assign(new Error(`${responseCode ?? ''} refused`), { code, command, ...(responseCode ? { responseCode } : {}) })

  it.each([
    ['550 to RCPT TO (no such mailbox)', smtpError('EENVELOPE', 550, 'RCPT TO')],
    ['553 to RCPT TO (address not allowed)', smtpError('EENVELOPE', 553, 'RCPT TO')],
    ['552 to DATA (message too large)', smtpError('EMESSAGE', 552, 'DATA')],
    ['554 to DATA (refused as spam)', smtpError('EMESSAGE', 554, 'DATA')],
  ])('a permanent refusal of the message: %s', (_name, error) => {
    expect(isPermanentRejection(error)).toBe(true)
  })

  it.each([
    ['no connection', smtpError('ESOCKET', undefined, 'CONN')],
    ['a timeout', smtpError('ETIMEDOUT', undefined, 'CONN')],
    ['450 to RCPT TO (mailbox busy)', smtpError('EENVELOPE', 450, 'RCPT TO')],
    ['451 to DATA (local error)', smtpError('EMESSAGE', 451, 'DATA')],
    ['421 (service closing)', smtpError('EENVELOPE', 421, 'RCPT TO')],
    ['535 login refused', smtpError('EAUTH', 535, 'AUTH PLAIN')],
    ['550 to MAIL FROM (sender not allowed)', smtpError('EENVELOPE', 550, 'MAIL FROM')],
    ['an error without a reply', new Error('EACCES: permission denied')],
    ['something that is not an error', 'boom'],
  ])('worth retrying: %s', (_name, error) => {
    expect(isPermanentRejection(error)).toBe(false)
  })

  it('chooses SMTP with SMTP_URL and .eml files without it', () => {
    const smtp = createMailTransport({ SMTP_URL: 'smtp://u:p@127.0.0.1:2525', DATA_DIR: '/tmp/x' })
    expect(smtp.mode).toBe('smtp')
    expect(smtp.description).toBe('smtp://u:***@127.0.0.1:2525')
    smtp.close()
    const eml = createMailTransport({ SMTP_URL: undefined, DATA_DIR: '/tmp/x' })
    expect(eml.mode).toBe('eml')
    expect(eml.description).toContain('/tmp/x/outbox')
    eml.close()
  })
})
