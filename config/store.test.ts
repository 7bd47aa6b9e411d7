import { describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '#server/shared/project-root.ts'
import { z } from 'zod'
import { store, type Phone } from './store.ts'

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

function cuitIsValid(cuit: string): boolean {
  const match = /^(\d{2})-(\d{8})-(\d)$/.exec(cuit)
  if (!match) return false
  const digits = (match[1]! + match[2]!).split('').map(Number)
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0)
  const check = 11 - (sum % 11)
  return (check === 11 ? 0 : check) === Number(match[3])
}

function eanIsValid(ean: string): boolean {
  if (!/^\d{13}$/.test(ean)) return false
  const sum = ean
    .slice(0, 12)
    .split('')
    .reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === Number(ean[12])
}

/** '(011) 4902-5500' and 'tel:+541149025500' must name the same line */
function expectPhoneConsistent(phone: Phone) {
  const national = phone.display.replace(/\D/g, '').replace(/^0/, '')
  expect(phone.tel).toBe(`tel:+54${national}`)
}

const email = z.email()

describe('store identity', () => {
  it('has a brand, a legal name and a well-formed CUIT', () => {
    expect(store.brandName.length).toBeGreaterThan(0)
    expect(store.legalName).toContain(store.brandName)
    expect(cuitIsValid(store.cuit)).toBe(true)
    expect(cuitIsValid('30-71555432-7')).toBe(false)
  })

  it('gives consistent phone numbers and a digits-only WhatsApp number', () => {
    expectPhoneConsistent(store.phones.main)
    expectPhoneConsistent(store.branches.caballito.phone)
    expectPhoneConsistent(store.branches.villaUrquiza.phone)
    expect(store.whatsapp.number).toMatch(/^549\d{10}$/)
    expect(store.whatsapp.display.replace(/\D/g, '')).toBe(store.whatsapp.number)
    expect(store.whatsapp.resellerMessage).toMatch(/revendedor/i)
  })

  it('has valid e-mail addresses', () => {
    const all = [...Object.values(store.emails), store.branches.caballito.email, store.branches.villaUrquiza.email]
    for (const address of all) expect(email.safeParse(address).success, address).toBe(true)
  })

  it('places each branch inside its neighbourhood', () => {
    const { caballito, villaUrquiza } = store.branches
    expect(caballito.name).toContain('Caballito')
    expect(villaUrquiza.name).toContain('Villa Urquiza')
    expect(caballito.lat).toBeGreaterThan(-34.63)
    expect(caballito.lat).toBeLessThan(-34.605)
    expect(caballito.lng).toBeGreaterThan(-58.455)
    expect(caballito.lng).toBeLessThan(-58.425)
    expect(villaUrquiza.lat).toBeGreaterThan(-34.585)
    expect(villaUrquiza.lat).toBeLessThan(-34.56)
    expect(villaUrquiza.lng).toBeGreaterThan(-58.5)
    expect(villaUrquiza.lng).toBeLessThan(-58.47)
  })

  it('keeps the hours, year and fixed texts of the spec', () => {
    expect(store.hours.footer).toBe('Lunes a viernes de 09:00 a 18:30')
    expect(store.hours.pickup).toBe('Lunes a viernes de 09:00 a 18:00')
    expect(store.hours.helpCenter).toBe('Lunes a viernes de 9 a 17 hs, excepto feriados')
    expect(store.copyrightYear).toBe(2024)
    expect(store.footerNote).toBe('Las imagenes son a modo ilustrativo. Los precios pueden cambiar sin previo aviso.')
    expect(fold(store.topBannerText)).toContain('envios a todo el pais')
  })

  it('has a promoted manufacturer and a valid more-offers EAN', () => {
    expect(store.promotedManufacturer.name.length).toBeGreaterThan(0)
    expect(store.promotedManufacturer.carouselTitle).toContain(store.promotedManufacturer.name.toUpperCase())
    expect(eanIsValid(store.moreOffersEan)).toBe(true)
  })

  it('links to https addresses and an open-map tile template', () => {
    for (const url of [store.social.instagram, store.taxAuthority.href]) expect(new URL(url).protocol).toBe('https:')
    const image = store.taxAuthority.imageUrl
    if (image !== null && !image.startsWith('/')) expect(new URL(image).protocol).toBe('https:')
    if (image?.startsWith('/')) expect(existsSync(path.join(projectRoot, 'public', image)), image).toBe(true)
    expect(store.mapTiles.url).toMatch(/^https:\/\/.*\{z\}\/\{x\}\/\{y\}/)
    expect(store.mapTiles.attribution).toMatch(/OpenStreetMap/)
  })
})
