import { describe, expect, it } from 'vitest'
import { fillStoreText, paragraphParts, plainParagraph, unknownPlaceholders } from './legal-text.ts'
import { legalDocuments } from './legal-documents.ts'
import { store } from './store.ts'

/** Every configured legal string, to check placeholders and links in one place. */
function legalStrings(): string[] {
  const { personalData, withdrawal } = store.legal
  const { terms, privacy } = legalDocuments
  return [
    personalData.purpose,
    personalData.accessRights,
    personalData.authority,
    ...withdrawal.rights,
    withdrawal.lead,
    withdrawal.successMessage,
    withdrawal.duplicateMessage,
    ...Object.values(withdrawal.email),
    ...[terms, privacy].flatMap((doc) => [doc.lead, ...doc.sections.flatMap((s) => s.paragraphs)]),
  ]
}

describe('fillStoreText', () => {
  it('puts the store values in and leaves unknown placeholders as written', () => {
    expect(fillStoreText('{legalName} (CUIT {cuit}) en {address}')).toBe(
      `${store.legalName} (CUIT ${store.cuit}) en ${store.legal.address}`,
    )
    expect(fillStoreText('{withdrawalDays} días')).toBe('10 días')
    expect(fillStoreText('hola {nadie} y {constructor}')).toBe('hola {nadie} y {constructor}')
  })

  it('every configured legal text uses only known placeholders', () => {
    for (const text of legalStrings()) expect(unknownPlaceholders(text), text).toEqual([])
  })
})

describe('paragraphParts', () => {
  it('turns [text](/path) and [text](https://…) into links and keeps the rest as text', () => {
    expect(paragraphParts('Ver [Garantía](/others/garantia) o [AAIP](https://www.argentina.gob.ar/aaip).')).toEqual([
      { kind: 'text', text: 'Ver ' },
      { kind: 'link', text: 'Garantía', href: '/others/garantia', external: false },
      { kind: 'text', text: ' o ' },
      { kind: 'link', text: 'AAIP', href: 'https://www.argentina.gob.ar/aaip', external: true },
      { kind: 'text', text: '.' },
    ])
  })

  it('never links javascript:, http: or protocol-relative targets', () => {
    for (const text of ['[x](javascript:alert(1))', '[x](http://a.example)', '[x](//evil.example)']) {
      expect(paragraphParts(text).every((p) => p.kind === 'text')).toBe(true)
    }
  })

  it('writes links as label and address in plain text', () => {
    expect(plainParagraph('Ver [AAIP](https://a.example/x) y [Garantía](/g).')).toBe('Ver AAIP (https://a.example/x) y Garantía.')
  })

  it('the configured texts link only to site paths and https addresses', () => {
    for (const text of legalStrings()) {
      for (const part of paragraphParts(fillStoreText(text))) {
        if (part.kind === 'link') expect(part.href, text).toMatch(/^(\/[a-z_/]*|https:\/\/.+)$/)
      }
      expect(fillStoreText(text)).not.toMatch(/\]\((?!\/|https:\/\/)/)
    }
  })
})

describe('legal configuration', () => {
  it('names the withdrawal link exactly as Resolución 424/2020 asks, with a 10-day term', () => {
    expect(store.legal.withdrawal.linkLabel).toBe('Botón de arrepentimiento')
    expect(store.legal.withdrawal.termDays).toBe(10)
  })

  it('links to the consumer-defence sites over https', () => {
    const { national, city, complaintsBook } = store.legal.consumerDefence
    expect(national.href).toBe('https://www.argentina.gob.ar/produccion/defensadelconsumidor')
    expect(city.href).toBe('https://buenosaires.gob.ar/defensaconsumidor')
    expect(complaintsBook.href).toBe('https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario')
    expect(complaintsBook.label).toBe('Libro de quejas online')
    expect(new URL(store.legal.personalData.authorityUrl).protocol).toBe('https:')
  })

  it('carries the AAIP legend of Ley 25.326 and a valid contact e-mail', () => {
    expect(store.legal.personalData.authority).toMatch(
      /^La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley N° 25\.326/,
    )
    expect(store.legal.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)
    expect(store.legal.address.length).toBeGreaterThan(10)
  })

  it('configures no financing rate: the rates come from the price lists (domain/financing.ts)', () => {
    expect(Object.keys(store)).not.toContain('instalmentPlans')
  })

  it('dates the terms and the privacy policy as AAAA-MM-DD', () => {
    for (const doc of [legalDocuments.terms, legalDocuments.privacy]) {
      expect(doc.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(doc.sections.length).toBeGreaterThan(3)
    }
  })
})
