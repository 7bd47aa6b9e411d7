import { describe, expect, it } from 'vitest'
import { store } from '#config/store.ts'
import { CODE_ALPHABET, CODE_PATTERN, newWithdrawalCode } from './withdrawal-service.ts'
import { renderWithdrawalAcknowledgement, renderWithdrawalStaffNotice, type WithdrawalEmailData } from './withdrawal-email.ts'

const data: WithdrawalEmailData = {
  code: 'ARR-AB23CD45',
  fullname: 'Ana <script>alert(1)</script> "Gómez"',
  email: 'ana@mail.example',
  phone: '1155550000',
  orderNumber: 12,
  reason: 'No era\nlo que <b>esperaba</b> & más',
  address: '203.0.113.9',
  createdAt: new Date('2025-03-10T15:04:00Z'),
}

describe('withdrawal acknowledgement e-mail', () => {
  const mail = renderWithdrawalAcknowledgement(data)

  it('carries the code in the subject, the HTML and the text', () => {
    expect(mail.subject).toBe(`${store.legal.withdrawal.email.ackSubject} - código ARR-AB23CD45`)
    expect(mail.html).toContain('ARR-AB23CD45')
    expect(mail.text).toContain('ARR-AB23CD45')
  })

  it('explains the 10-day term, free of charge, and gives the store contact', () => {
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('10 días corridos')
      expect(body).toMatch(/sin costo|no tiene costo/)
      expect(body).toContain(store.legal.email)
      expect(body).toContain(store.phones.main.display)
      expect(body).toContain(store.legalName)
      expect(body).toContain('00000012')
    }
    expect(mail.text).toContain('10 de marzo de 2025')
  })

  it("carries none of the sender's free text to the unconfirmed address, and never the client address", () => {
    const phishing: WithdrawalEmailData = {
      ...data,
      fullname: 'Su cuenta fue suspendida, ingrese en https://phish.example/login',
      phone: '1155550000',
      reason: 'Reclame su reembolso en https://phish.example/pago',
    }
    const sent = renderWithdrawalAcknowledgement(phishing)
    for (const part of [sent.subject, sent.html, sent.text]) {
      expect(part).not.toContain('phish.example')
      expect(part).not.toContain('suspendida')
      expect(part).not.toContain('reembolso')
      expect(part).not.toContain('1155550000')
      expect(part).not.toContain('Gómez')
      expect(part).not.toContain(data.address)
    }
    // what it does carry: the code, the order number, the date, the store's fixed texts
    expect(sent.text).toContain('ARR-AB23CD45')
    expect(sent.text).toContain('Pedido N°: 00000012')
    expect(sent.text).toContain('Hola:')
  })
})

describe('withdrawal staff notice', () => {
  const mail = renderWithdrawalStaffNotice({ ...data, fullname: 'Ana\r\nBcc: x@evil.example' })

  it('names code, order and customer in a one-line subject', () => {
    expect(mail.subject).toBe('Solicitud de arrepentimiento ARR-AB23CD45 - pedido N° 00000012 - Ana Bcc: x@evil.example')
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })

  it('lists the request with the client address and reminds staff to check the order', () => {
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('1155550000')
      expect(body).toContain('ana@mail.example')
      expect(body).toContain('203.0.113.9')
      expect(body).toContain('Verificar que el pedido exista')
    }
  })
})

describe('newWithdrawalCode', () => {
  it('is ARR- and 8 characters of an alphabet without 0/O, 1/I/L', () => {
    for (let i = 0; i < 200; i++) expect(newWithdrawalCode()).toMatch(CODE_PATTERN)
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/)
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length)
  })

  it('draws each character from the random source', () => {
    expect(newWithdrawalCode(() => 0)).toBe('ARR-AAAAAAAA')
    expect(newWithdrawalCode((max) => max - 1)).toBe('ARR-99999999')
  })
})
