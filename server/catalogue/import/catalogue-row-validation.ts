/**
 * One row of a catalogue import, CSV text or JSON values, checked field by field and turned into
 * a ProductInput (HTML not yet sanitised). Every wrong field is named in Spanish, so staff can fix
 * a file without guessing.
 */
import { z } from 'zod'
import { isImageAddress } from '#domain/image-addresses.ts'
import { MAX_SKU_LENGTH } from '#domain/limits.ts'
import { roundMoney } from '#domain/money.ts'
import type { ProductInput } from '#domain/product.ts'
import { KNOWN_COLUMNS, PRODUCT_COLUMNS, type ProductColumn } from './catalogue-columns.ts'

/** The limits of the database columns (numeric(14,2), integer), checked before writing. */
const MAX_PRICE = 999_999_999_999.99
const MAX_INT = 2_147_483_647
const MAX_NAME = 500
const MAX_LABEL = 200
const MAX_HTML = 200_000

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

// PostgreSQL text cannot hold NUL, and other control characters in a name are always a
// spreadsheet accident; tabs and newlines are fine in HTML fields.
function hasControlChars(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true
  }
  return false
}

/** Numbers arrive as text from CSV ('1234.5', or '1234,5' from a spreadsheet in Spanish) and as numbers from JSON. */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const text = value.trim()
  // Only a plain decimal: '1.234,50' is ambiguous and '1e3' is not how anyone writes a price.
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return value
  return Number(text.replace(',', '.'))
}

const hasAtMostTwoDecimals = (n: number): boolean => Number.isInteger(Number((n * 100).toPrecision(15)))

/** Every price's rules and messages, the six lists' and the wholesale price's alike. */
const price = () =>
  z
    .number({ error: 'debe ser un número' })
    .min(0, 'no puede ser negativo')
    .max(MAX_PRICE, 'es demasiado grande')
    .refine(hasAtMostTwoDecimals, 'admite hasta 2 decimales')
    .transform(roundMoney)

function money(defaultValue: number) {
  return z.preprocess((v) => (isBlank(v) ? defaultValue : toNumber(v)), price())
}

/** The wholesale price before IVA (decision 056): a blank cell is null, no wholesale price of its own. */
const wholesaleMoney = z.preprocess((v) => (isBlank(v) ? null : toNumber(v)), price().nullable())

const taxPercentage = z.preprocess(
  (v) => (isBlank(v) ? 21 : toNumber(v)),
  z
    .number({ error: 'debe ser un número (21, 10.5, 27, 0…)' })
    .min(0, 'debe estar entre 0 y 100')
    .max(100, 'debe estar entre 0 y 100')
    .refine(hasAtMostTwoDecimals, 'admite hasta 2 decimales')
    .transform(roundMoney),
)

const wholeNumber = z.preprocess(
  (v) => (isBlank(v) ? 0 : toNumber(v)),
  z
    .number({ error: 'debe ser un número entero' })
    .int('debe ser un número entero')
    .min(0, 'no puede ser negativo')
    .max(MAX_INT, 'es demasiado grande'),
)

const WHITE_LINE_WORDS: Record<string, 0 | 1> = { '0': 0, '1': 1, false: 0, true: 1, no: 0, si: 1, sí: 1 }

const whiteLine = z.preprocess(
  (v) => {
    if (isBlank(v)) return 0
    if (typeof v === 'boolean') return v ? 1 : 0
    if (typeof v === 'string') return WHITE_LINE_WORDS[v.trim().toLowerCase()] ?? v
    return v
  },
  z.union([z.literal(0), z.literal(1)], { error: 'debe ser 0 o 1 (también true/false o si/no)' }),
)

/** A sku typed as a number in JSON (7790001) is still a sku. */
export const textOf = (v: unknown): unknown =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v

function requiredText(max: number) {
  return z.preprocess(
    (v) => (isBlank(v) ? undefined : textOf(v)),
    z
      .string({ error: (issue) => (issue.input === undefined ? 'es obligatorio' : 'debe ser texto') })
      .max(max, `admite hasta ${max} caracteres`)
      .refine((s) => !hasControlChars(s), 'contiene caracteres de control'),
  )
}

/** category, sub_category, brand: not null in the catalogue, '' when missing. */
const label = z.preprocess(
  (v) => (isBlank(v) ? '' : textOf(v)),
  z
    .string({ error: 'debe ser texto' })
    .max(MAX_LABEL, `admite hasta ${MAX_LABEL} caracteres`)
    .refine((s) => !hasControlChars(s), 'contiene caracteres de control'),
)

/** descriptions, specifications, faq: HTML, null when missing (pages then show their "no information" text). */
const html = z.preprocess(
  (v) => (isBlank(v) ? null : v),
  z
    .string({ error: 'debe ser texto' })
    .max(MAX_HTML, `admite hasta ${MAX_HTML} caracteres`)
    .refine((s) => !s.includes('\u0000'), 'contiene caracteres inválidos')
    .nullable(),
)

const imageAddress = z
  .string({ error: 'debe ser texto' })
  .max(2000, 'es demasiado larga')
  .refine(isImageAddress, 'debe ser una dirección http(s) o una ruta que empiece con /')

const imageList = z.preprocess(
  (v) => {
    if (isBlank(v)) return []
    // CSV keeps the list in one cell, separated by '|'.
    if (typeof v === 'string')
      return v
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean)
    if (Array.isArray(v)) return v.map((s: unknown) => (typeof s === 'string' ? s.trim() : s)).filter((s) => s !== '')
    return v
  },
  z
    .array(imageAddress, { error: "debe ser una lista de imágenes ('|' entre direcciones en CSV)" })
    .max(50, 'admite hasta 50 imágenes'),
)

const optionalImage = z.preprocess(
  (v) => (isBlank(v) ? undefined : typeof v === 'string' ? v.trim() : v),
  imageAddress.optional(),
)

/** One row of an import file, CSV text or JSON values, to a ProductInput (HTML not yet sanitised). */
export const productRowSchema = z
  .object({
    sku: requiredText(MAX_SKU_LENGTH),
    name: requiredText(MAX_NAME),
    stock: wholeNumber,
    category: label,
    sub_category: label,
    brand: label,
    white_line: whiteLine,
    img_url: optionalImage,
    img_urls: imageList,
    price_list_1: money(0),
    price_list_2: money(0),
    price_list_3: money(0),
    price_list_4: money(0),
    price_list_5: money(0),
    price_list_6: money(0),
    price_wholesale: wholesaleMoney,
    tax_percentage: taxPercentage,
    week_views: wholeNumber,
    descriptions: html,
    specifications: html,
    faq: html,
  })
  .transform(({ img_url, img_urls, ...rest }): ProductInput => ({
    ...rest,
    img_url: img_url ?? img_urls[0] ?? '',
    img_urls,
  }))

export type RowValidation =
  | {
      ok: true
      /** what the row says, with defaults for the columns it leaves out (what a new product gets) */
      product: ProductInput
      /** the columns the row carries: on an existing product only these change */
      given: ProductColumn[]
    }
  | { ok: false; reason: string }

/** The columns a row carries. A new img_urls list brings its first image as img_url unless img_url is given too. */
function givenColumns(row: object): ProductColumn[] {
  const given = PRODUCT_COLUMNS.filter((column) => Object.hasOwn(row, column))
  return given.includes('img_urls') && !given.includes('img_url')
    ? PRODUCT_COLUMNS.filter((c) => c === 'img_url' || given.includes(c))
    : given
}

/** Validates one row; the reason names every wrong field, in Spanish. */
export function validateRow(row: unknown): RowValidation {
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    return { ok: false, reason: 'no es un objeto con los campos del producto' }
  const reasons: string[] = []
  const unknown = Object.keys(row).filter((key) => !KNOWN_COLUMNS.has(key))
  if (unknown.length) reasons.push(`${unknown.length > 1 ? 'campos desconocidos' : 'campo desconocido'}: ${unknown.join(', ')}`)
  const result = productRowSchema.safeParse(row)
  if (!result.success) reasons.push(...result.error.issues.map((issue) => `${fieldName(issue.path)}: ${issue.message}`))
  if (result.success && reasons.length === 0) return { ok: true, product: result.data, given: givenColumns(row) }
  return { ok: false, reason: [...new Set(reasons)].join('; ') }
}

/** 'img_urls (imagen 2)' reads better to staff than zod's 'img_urls.1'. */
function fieldName(path: readonly PropertyKey[]): string {
  const [field, index] = path
  if (typeof index === 'number') return `${String(field)} (imagen ${index + 1})`
  return field === undefined ? 'fila' : String(field)
}

export type FieldValidation =
  | { ok: true; product: ProductInput }
  | {
      ok: false
      /** per field, its first problem, in Spanish: a form shows each next to its field */
      fields: Partial<Record<ProductColumn, string>>
    }

/**
 * The same rules as an import row, answered per field for the back office's product form: a
 * product saved from the form passes exactly what an imported row passes.
 */
export function validateProductFields(row: Record<string, unknown>): FieldValidation {
  const result = productRowSchema.safeParse(row)
  if (result.success) return { ok: true, product: result.data }
  const fields: Partial<Record<ProductColumn, string>> = {}
  for (const issue of result.error.issues) {
    const [field, index] = issue.path
    if (typeof field !== 'string' || !(PRODUCT_COLUMNS as readonly string[]).includes(field)) continue
    const column = field as ProductColumn
    fields[column] ??= typeof index === 'number' ? `imagen ${index + 1}: ${issue.message}` : issue.message
  }
  return { ok: false, fields }
}
