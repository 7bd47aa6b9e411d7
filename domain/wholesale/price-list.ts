/**
 * The reseller's wholesale price list (issue 33, item 4; decision 057): the spreadsheet an approved
 * reseller downloads from Mi cuenta. Its columns, one product's row and the file's name; the
 * server streams the rows (server/wholesale/price-list-file.ts), the page offers the button.
 *
 * A product's price before IVA is its wholesale price; a product without one is sold to resellers
 * at its retail lists, so the list shows list 2 (the cash price, IVA included) and that figure
 * without IVA. Stock is the store's own label (domain/stock.ts), never the units.
 */
import { buenosAiresDay } from '../admin/buenos-aires-day.ts'
import { csvSafeCell } from '../admin/csv-cells.ts'
import { fromCents, toCents } from '../money.ts'
import { amountWithoutNationalTaxes } from '../prices.ts'
import { stockLabel } from '../stock.ts'
import { resellerPriceOf } from './wholesale-prices.ts'

/** The sheet's header row, in column order. */
export const PRICE_LIST_COLUMNS = [
  'SKU',
  'Producto',
  'Marca',
  'Categoría',
  'Stock',
  'Precio sin IVA',
  'IVA %',
  'Precio con IVA',
] as const

/** What one row is made from: the catalogue's columns, the wholesale price included (null: none). */
export interface PriceListProduct {
  sku: string
  name: string
  brand: string
  category: string
  stock: number
  price_list_2: number
  price_wholesale: number | null
  tax_percentage: number
}

/** One product's row, the columns' values in PRICE_LIST_COLUMNS's order. */
export type PriceListRow = readonly [
  sku: string,
  name: string,
  brand: string,
  category: string,
  stock: string,
  net: number,
  vatPercentage: number,
  withVat: number,
]

export function priceListRow(product: PriceListProduct): PriceListRow {
  const text = [product.sku, product.name, product.brand, product.category, stockLabel(product.stock)] as const
  // The checkout's own rule (wholesale-prices.ts): the list never promises a figure the cart will not charge.
  const wholesale = resellerPriceOf(product)
  if (wholesale) return [...text, wholesale.net, wholesale.vat_percentage, wholesale.with_vat]
  // "Where a product has no wholesale price, the retail list applies": the reseller pays list 2,
  // so that is the price with IVA (not list 2 without IVA and back, which may move it a cent).
  const vat = Number.isFinite(product.tax_percentage) && product.tax_percentage > 0 ? product.tax_percentage : 0
  const withVat = fromCents(toCents(product.price_list_2))
  return [...text, amountWithoutNationalTaxes(withVat, vat), vat, withVat]
}

/**
 * Whether a text cell would be read as a formula if the sheet were saved as CSV and opened again
 * (domain/admin/csv-cells.ts's rule): the spreadsheet marks it as text on purpose (quotePrefix).
 */
export const looksLikeFormula = (text: string): boolean => csvSafeCell(text) !== text

/** lista-mayorista-tecnohogar-AAAA-MM-DD.xlsx, the day in Buenos Aires. */
export function priceListFileName(now: Date = new Date()): string {
  return `lista-mayorista-tecnohogar-${buenosAiresDay(now)}.xlsx`
}

export const PRICE_LIST_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The sheet's name (Excel's tab). */
export const PRICE_LIST_SHEET = 'Lista mayorista'

export const PRICE_LIST_MESSAGES = {
  notReseller: 'La lista de precios mayorista es solo para revendedores con la cuenta aprobada.',
  download: 'Descargar lista de precios mayorista',
  preparing: 'Preparando la lista…',
  failed: 'No pudimos preparar la lista de precios. Intentá nuevamente en unos minutos.',
  hint: 'Una planilla con todos los productos de la tienda: precio sin IVA, IVA y precio con IVA.',
} as const
