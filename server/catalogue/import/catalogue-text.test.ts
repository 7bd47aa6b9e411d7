import { describe, expect, it } from 'vitest'
import { IMPORT_MESSAGES } from '#domain/admin/catalogue-import.ts'
import { ImportFormatError, parseCsv } from './catalogue-files.ts'
import { decodeImportText } from './catalogue-text.ts'

describe('an import file’s bytes as text', () => {
  it('reads UTF-8, with or without a BOM', () => {
    expect(decodeImportText(Buffer.from('sku,name\nA,Climatización'))).toEqual({
      text: 'sku,name\nA,Climatización',
      encoding: 'utf-8',
    })
    const withBom = decodeImportText(Buffer.from('\uFEFFsku,name\nA,Niño', 'utf8'))
    expect(withBom.encoding).toBe('utf-8')
    expect(parseCsv(withBom.text).rows).toEqual([{ sku: 'A', name: 'Niño' }])
  })

  it('reads Latin-1 / Windows-1252 from an old ERP, accents kept', () => {
    const decoded = decodeImportText(Buffer.from('sku;name;price_list_1\nA;Climatización y baño;1234,5', 'latin1'))
    expect(decoded.encoding).toBe('windows-1252')
    expect(parseCsv(decoded.text).rows).toEqual([{ sku: 'A', name: 'Climatización y baño', price_list_1: '1234,5' }])
  })

  it('refuses bytes that are no text (an .xlsx, UTF-16) before parsing', () => {
    expect(() => decodeImportText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toThrow(
      new ImportFormatError(IMPORT_MESSAGES.notText),
    )
    expect(() => decodeImportText(Buffer.from('\uFEFFsku,name', 'utf16le'))).toThrow(ImportFormatError)
  })
})
