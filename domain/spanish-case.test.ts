import { describe, expect, it } from 'vitest'
import { categoryLabel, spanishSentenceCase } from './spanish-case.ts'

describe('categoryLabel', () => {
  it.each([
    ['MAS CATEGORIAS', 'Más categorías'],
    ['mas categorias', 'Más categorías'],
    ['INFORMATICA', 'Informática'],
    ['tecnologia', 'Tecnología'],
    ['ELECTRO Y AIRES', 'Electro y aires'],
    ['PEQUEÑOS ELECTRODOMESTICOS', 'Pequeños electrodomésticos'],
    ['PAVAS ELECTRICAS', 'Pavas eléctricas'],
    ['COCCION', 'Cocción'],
    ['CALEFACCION', 'Calefacción'],
    ['TV Y VIDEO', 'TV y video'],
    ['tv y video', 'TV y video'],
    ['Aires Acondicionados', 'Aires acondicionados'],
    ['  aires   acondicionados ', 'Aires acondicionados'],
    ['CABLES;ADAPTADORES', 'Cables, adaptadores'],
    ['MOUSE ; TECLADOS', 'Mouse, teclados'],
    ['', ''],
  ])('%s -> %s', (value, label) => {
    expect(categoryLabel(value)).toBe(label)
  })

  it('never changes the letters themselves, only their case and accents', () => {
    const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    for (const value of ['INFORMATICA', 'Más Categorías', 'Ñandú Ñoño']) expect(fold(categoryLabel(value))).toBe(fold(value))
  })
})

describe('spanishSentenceCase', () => {
  it('capitalises only the first letter, even after a sign', () => {
    expect(spanishSentenceCase('¿ACERCA DE NOSOTROS?')).toBe('¿Acerca de nosotros?')
    expect(spanishSentenceCase('ÑANDÚ ROJO')).toBe('Ñandú rojo')
  })
})
