/**
 * The back office's Productos: the list's filters and sort (read from the address, so a filtered
 * list can be linked and paged), the quick edit of price and stock, the product form's fields
 * with their Spanish labels, and the image upload's limits. The rules of a product's fields
 * themselves are the import's (server/catalogue/import/catalogue-row-validation.ts): one home.
 */
import { z } from 'zod'
import { hasControlCharacter } from '../control-characters.ts'
import { CATALOGUE_FIELDS, type CatalogueField, type ProductField } from '../product.ts'
import { MAX_PAGE_NUMBER, MAX_SEARCH_LENGTH } from './admin-forms.ts'
import { IMAGE_TOO_WIDE_MESSAGE } from './image-limits.ts'

export const PRODUCT_PAGE_SIZE = 25
/** The list counts its matches up to this many ("más de 10.000"): past it, a filter finds faster than paging. */
export const PRODUCT_COUNT_CAP = 10_000
/** At most this many rows are saved by one quick edit (a page is 25). */
export const MAX_QUICK_EDIT_ROWS = 100
/** A few units left: the list's 'Stock bajo' band (the storefront's 'Bajo' starts below 5 too). */
export const LOW_STOCK_MAX = 4

export const STOCK_BANDS = ['none', 'low', 'available'] as const
export type StockBand = (typeof STOCK_BANDS)[number]
export const STOCK_BAND_LABELS: Record<StockBand, string> = {
  none: 'Sin stock',
  low: `Stock bajo (1 a ${LOW_STOCK_MAX})`,
  available: 'Con stock',
}

export const VISIBILITIES = ['visible', 'hidden'] as const
export type Visibility = (typeof VISIBILITIES)[number]
export const VISIBILITY_LABELS: Record<Visibility, string> = { visible: 'Visibles en la tienda', hidden: 'Ocultos' }

export const PRODUCT_SORTS = [
  'updated_desc',
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
  'sku_asc',
] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  updated_desc: 'Modificados recientemente',
  name_asc: 'Nombre (A-Z)',
  name_desc: 'Nombre (Z-A)',
  price_asc: 'Precio (menor a mayor)',
  price_desc: 'Precio (mayor a menor)',
  stock_asc: 'Stock (menor a mayor)',
  stock_desc: 'Stock (mayor a menor)',
  sku_asc: 'SKU',
}

export interface ProductListQuery {
  q: string
  category: string
  brand: string
  stock: StockBand | ''
  noImage: boolean
  noDescription: boolean
  visibility: Visibility | ''
  sort: ProductSort
  page: number
  /** a refused filter, said in red; the list then shows everything */
  invalid?: string
}

export const PRODUCT_LIST_MESSAGES = {
  invalidFilter: 'Un filtro no es válido.',
} as const

const listSchema = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH)
    .refine((v) => !hasControlCharacter(v))
    .default(''),
  category: z
    .string()
    .trim()
    .max(200)
    .refine((v) => !hasControlCharacter(v))
    .default(''),
  brand: z
    .string()
    .trim()
    .max(200)
    .refine((v) => !hasControlCharacter(v))
    .default(''),
  stock: z.union([z.enum(STOCK_BANDS), z.literal('')]).default(''),
  noImage: z
    .enum(['1', ''])
    .default('')
    .transform((v) => v === '1'),
  noDescription: z
    .enum(['1', ''])
    .default('')
    .transform((v) => v === '1'),
  visibility: z.union([z.enum(VISIBILITIES), z.literal('')]).default(''),
  sort: z.enum(PRODUCT_SORTS).default('updated_desc'),
  page: z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER).default(1),
})

/** The list unfiltered, newest change first: the page's default. */
export const EMPTY_PRODUCT_QUERY: ProductListQuery = {
  q: '',
  category: '',
  brand: '',
  stock: '',
  noImage: false,
  noDescription: false,
  visibility: '',
  sort: 'updated_desc',
  page: 1,
}

/** The list's query from the page's address; a wrong value shows everything and says so. */
export function productListQueryFrom(url: URL): ProductListQuery {
  const raw: Record<string, string> = {}
  for (const key of Object.keys(listSchema.shape)) {
    const value = url.searchParams.get(key)
    if (value !== null && value !== '') raw[key] = value
  }
  const parsed = listSchema.safeParse(raw)
  if (!parsed.success) return { ...EMPTY_PRODUCT_QUERY, invalid: PRODUCT_LIST_MESSAGES.invalidFilter }
  return parsed.data
}

/** The list's address with these filters, on page `page` (defaults are left out). */
export function productListHref(query: ProductListQuery, page = 1): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.category) params.set('category', query.category)
  if (query.brand) params.set('brand', query.brand)
  if (query.stock) params.set('stock', query.stock)
  if (query.noImage) params.set('noImage', '1')
  if (query.noDescription) params.set('noDescription', '1')
  if (query.visibility) params.set('visibility', query.visibility)
  if (query.sort !== 'updated_desc') params.set('sort', query.sort)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `/admin/products?${search}` : '/admin/products'
}

export function isFiltered(query: ProductListQuery): boolean {
  return Boolean(
    query.q || query.category || query.brand || query.stock || query.noImage || query.noDescription || query.visibility,
  )
}

export const adminProductPath = (id: number | 'new') => `/admin/products/${id}`

/** The form's fields, in its order, with what staff read beside each. */
export const PRODUCT_FIELD_LABELS: Record<CatalogueField, string> = {
  sku: 'SKU',
  name: 'Nombre',
  stock: 'Stock',
  category: 'Categoría',
  sub_category: 'Subcategoría',
  brand: 'Marca',
  white_line: 'Línea blanca',
  img_url: 'Imagen principal',
  img_urls: 'Imágenes',
  price_list_1: 'Lista 1 (precio de lista)',
  price_list_2: 'Lista 2 (oferta contado)',
  price_list_3: 'Lista 3',
  price_list_4: 'Lista 4',
  price_list_5: 'Lista 5',
  price_list_6: 'Lista 6',
  price_wholesale: 'Precio mayorista (sin IVA)',
  tax_percentage: 'IVA (%)',
  week_views: 'Visitas de la semana',
  descriptions: 'Descripción (HTML)',
  specifications: 'Especificaciones (HTML)',
  faq: 'Preguntas frecuentes (HTML)',
}

/** What the form sends: every field of the product, as typed (the import's rules check them). */
export const productFormSchema = z.strictObject(
  Object.fromEntries(CATALOGUE_FIELDS.map((field) => [field, z.unknown().optional()])) as Record<
    CatalogueField,
    z.ZodOptional<z.ZodUnknown>
  >,
  { error: 'El formulario trae un campo desconocido.' },
)
export type ProductForm = z.infer<typeof productFormSchema>

/** A save from the product page: the fields, and when the page loaded the product (a later change by someone else is not overwritten). */
export const productSaveSchema = z.object({
  product: productFormSchema,
  loadedAt: z.iso.datetime({ offset: true, error: 'Fecha de carga inválida.' }).optional(),
  /** why the stock changed, when it did (checked by the save: domain/stock-movements.ts) */
  stockReason: z.string({ error: 'El motivo del cambio de stock debe ser un texto.' }).max(2000).optional(),
  /** the prices that move by more than half were seen and confirmed (domain/admin/price-checks.ts) */
  confirmPrices: z.boolean({ error: 'Indique si confirma los precios.' }).optional(),
})

export const productHiddenSchema = z.object({
  hidden: z.boolean({ error: 'Indique si el producto se oculta o se muestra.' }),
})

/** One row of the list's quick edit: the list price, the stock, or both. */
const quickEditRow = z.object({
  id: z.number({ error: 'Identificador inválido.' }).int().min(1),
  price_list_1: z.unknown().optional(),
  stock: z.unknown().optional(),
})
export const quickEditSchema = z.object({
  rows: z
    .array(quickEditRow, { error: 'No hay cambios para guardar.' })
    .min(1, 'No hay cambios para guardar.')
    .max(MAX_QUICK_EDIT_ROWS, `Guarde hasta ${MAX_QUICK_EDIT_ROWS} productos por vez.`),
  confirmPrices: z.boolean({ error: 'Indique si confirma los precios.' }).optional(),
})
export type QuickEdit = z.infer<typeof quickEditSchema>

/** An uploaded product image: checked by its first bytes, whatever its name or type says. */
export const MAX_PRODUCT_IMAGE_BYTES = 5 * 1024 * 1024
export const MAX_PRODUCT_IMAGE_MB = MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024
export const MAX_PRODUCT_IMAGES = 50

export const PRODUCT_IMAGE_MESSAGES = {
  tooLarge: `La imagen supera los ${MAX_PRODUCT_IMAGE_MB} MB.`,
  notImage: 'El archivo no es una imagen JPEG, PNG, WebP, GIF o AVIF.',
  tooWide: IMAGE_TOO_WIDE_MESSAGE,
  missingFile: 'Elija una imagen para subir.',
  tooMany: `El producto ya tiene ${MAX_PRODUCT_IMAGES} imágenes, el máximo.`,
  badUpload: 'No se pudo leer el archivo enviado. Vuelva a intentarlo.',
  uploaded: 'Imagen subida y agregada al producto.',
} as const

export type ImageKind = 'jpg' | 'png' | 'webp' | 'gif' | 'avif'

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/** The image's kind by its magic bytes, or null: an SVG (which may hold script) is not accepted. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif'
  if (startsWith(bytes, ascii('ftyp'), 4) && (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8)))
    return 'avif'
  return null
}

export const PRODUCT_MESSAGES = {
  notFound: 'No existe ese producto.',
  skuTaken: (sku: string) => `Ya existe un producto con el SKU ${sku}.`,
  invalid: 'Revise los campos marcados.',
  created: 'Producto creado.',
  saved: 'Cambios guardados. La tienda ya muestra el producto actualizado.',
  unchanged: 'No había cambios para guardar.',
  hidden: 'Producto oculto: la tienda ya no lo muestra.',
  shown: 'Producto visible otra vez en la tienda.',
  quickSaved: (n: number) => `${n} ${n === 1 ? 'producto actualizado' : 'productos actualizados'}.`,
  quickInvalid: 'Hay valores inválidos: no se guardó ningún cambio.',
  staleEdit:
    'Otra persona modificó este producto mientras lo editaba. Sus cambios siguen en el formulario: recargue la página para ver los de la otra persona.',
} as const

/** The HTML fields of a product (descriptions, specifications, FAQ). */
export const HTML_FIELDS = ['descriptions', 'specifications', 'faq'] as const satisfies readonly ProductField[]

const UNSAFE_HTML: readonly [RegExp, string][] = [
  [/<\s*script\b/i, '<script>'],
  [/<\s*style\b/i, '<style>'],
  [/<\s*(iframe|frame|object|embed)\b/i, 'marcos u objetos incrustados'],
  [/<\s*form\b/i, 'formularios'],
  [/<[^>]*\son[a-z]+\s*=/i, 'atributos de eventos (onclick, onerror…)'],
  [/(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/i, 'direcciones javascript: o data:'],
]

/**
 * What a person typed that the store would silently drop because it could run code: the form
 * refuses it and says what (an import, which nobody watches line by line, cleans it instead).
 */
export function unsafeHtmlReason(html: string): string | null {
  const found = UNSAFE_HTML.filter(([pattern]) => pattern.test(html)).map(([, what]) => what)
  return found.length
    ? `El HTML tiene contenido no permitido (${found.join(', ')}). Quítelo: la tienda solo muestra texto con formato, tablas, enlaces e imágenes.`
    : null
}

/** One row of the back office's product list, as the server reads it and the list's table shows it. */
export interface AdminProductRow {
  id: number
  sku: string
  name: string
  brand: string
  category: string
  sub_category: string
  stock: number
  price_list_1: number
  price_list_2: number
  img_url: string
  hidden: boolean
  updated_at: string
}
