import { describe, expect, it } from 'vitest'
import type { ProductInput } from '../product.ts'
import {
  changedFields,
  exportFileName,
  importRunActions,
  importStatusLabel,
  progressPercent,
  stillAsImported,
} from './catalogue-import.ts'

const product: ProductInput = {
  sku: 'A-1',
  name: 'Heladera',
  stock: 3,
  category: 'ELECTRO',
  sub_category: 'Heladeras',
  brand: 'Gafa',
  white_line: 1,
  img_url: '/a.jpg',
  img_urls: ['/a.jpg'],
  price_list_1: 1000.5,
  price_list_2: 900,
  price_list_3: 0,
  price_list_4: 0,
  price_list_5: 0,
  price_list_6: 0,
  tax_percentage: 21,
  week_views: 4,
  descriptions: null,
  specifications: '<p>x</p>',
  faq: null,
}

describe('what an import changes', () => {
  it('names the fields that differ, before and after', () => {
    expect(changedFields(product, { ...product, stock: 5, img_urls: ['/a.jpg', '/b.jpg'] })).toEqual([
      { field: 'stock', before: 3, after: 5 },
      { field: 'img_urls', before: ['/a.jpg'], after: ['/a.jpg', '/b.jpg'] },
    ])
  })

  it('sees no change in equal values of another shape (numeric text, a missing null)', () => {
    expect(changedFields(product, { ...product })).toEqual([])
    expect(changedFields(product, { ...product, price_list_1: '1000.50' as unknown as number })).toEqual([])
    expect(changedFields(product, { ...product, faq: undefined as unknown as null })).toEqual([])
  })

  it('lets an undo through only while the product holds what the import wrote, views aside', () => {
    expect(stillAsImported(product, { stock: 3, price_list_1: 1000.5 })).toBe(true)
    expect(stillAsImported({ ...product, stock: 2 }, { stock: 3 })).toBe(false)
    expect(stillAsImported({ ...product, week_views: 90 }, { ...product })).toBe(true)
  })
})

describe('the pages’ figures', () => {
  it('shows progress as a whole percentage, 100 for nothing to do', () => {
    expect(progressPercent(0, 10_000)).toBe(0)
    expect(progressPercent(3_333, 10_000)).toBe(33)
    expect(progressPercent(10_000, 10_000)).toBe(100)
    expect(progressPercent(0, 0)).toBe(100)
  })

  it('names an export by the Buenos Aires day', () => {
    expect(exportFileName('csv', new Date('2026-11-24T02:00:00Z'))).toBe('catalogo-2026-11-23.csv')
    expect(exportFileName('json', new Date('2026-11-24T12:00:00Z'))).toBe('catalogo-2026-11-24.json')
  })
})

describe('what staff can do with an import run', () => {
  it('offers to continue or undo an interrupted apply, and to finish an interrupted undo', () => {
    expect(importRunActions({ status: 'applied', stalled: false })).toEqual({ resume: false, undo: 'start' })
    expect(importRunActions({ status: 'applying', stalled: false })).toEqual({ resume: false, undo: null })
    expect(importRunActions({ status: 'applying', stalled: true })).toEqual({ resume: true, undo: 'start' })
    expect(importRunActions({ status: 'undoing', stalled: false })).toEqual({ resume: false, undo: null })
    expect(importRunActions({ status: 'undoing', stalled: true })).toEqual({ resume: false, undo: 'finish' })
    for (const status of ['preview', 'failed', 'undone'] as const)
      expect(importRunActions({ status, stalled: false })).toEqual({ resume: false, undo: null })
  })

  it('names an interrupted apply and an interrupted undo apart', () => {
    expect(importStatusLabel({ status: 'applying', stalled: true })).toBe('Interrumpida')
    expect(importStatusLabel({ status: 'undoing', stalled: true })).toBe('Deshacer interrumpido')
    expect(importStatusLabel({ status: 'undoing', stalled: false })).toBe('Deshaciendo')
  })
})
