/**
 * The catalogue entities with the API's field names (`price_list_1`, `sub_category`, …). These shapes are what the
 * JSON API answers and what pages receive; database rows are mapped to them in repositories.
 * Prices are numbers with at most two decimals (the API's wire format); anything that adds
 * money up converts to integer cents first (see money.ts).
 */
export type WhiteLine = 0 | 1

export interface Product {
  id: number
  sku: string
  name: string
  stock: number
  category: string
  sub_category: string
  brand: string
  white_line: WhiteLine
  img_url: string
  img_urls: string[]
  price_list_1: number
  price_list_2: number
  price_list_3: number
  price_list_4: number
  price_list_5: number
  price_list_6: number
  tax_percentage: number
  week_views: number
  descriptions: string | null
  specifications: string | null
  faq: string | null
}

/**
 * The wholesale price before IVA (decision 056): the seller's, kept in the catalogue for approved
 * resellers. It is deliberately not a field of Product, so nothing built from a Product (the
 * storefront's pages, JSON answers, caches, sitemap, JSON-LD, e-mails) can carry it; only the
 * staff's reads and writes (ProductInput, the import, the export, the product form) do.
 * null: no wholesale price of its own.
 */
export interface WholesalePrice {
  price_wholesale?: number | null
}

/** A product as written by the seed, an import or the back office: everything but the database id, and the wholesale price (optional, null when left out). */
export type ProductInput = Omit<Product, 'id'> & WholesalePrice

/** The six price lists: 1 and 2 paid at once, 3 to 6 the card instalment plans. */
export const PRICE_LIST_FIELDS = [
  'price_list_1',
  'price_list_2',
  'price_list_3',
  'price_list_4',
  'price_list_5',
  'price_list_6',
] as const satisfies readonly (keyof ProductInput)[]

/** The fields of a ProductInput, in the order an export writes them (and a file's columns). */
export const PRODUCT_FIELDS = [
  'sku',
  'name',
  'stock',
  'category',
  'sub_category',
  'brand',
  'white_line',
  'img_url',
  'img_urls',
  ...PRICE_LIST_FIELDS,
  'tax_percentage',
  'week_views',
  'descriptions',
  'specifications',
  'faq',
] as const satisfies readonly (keyof ProductInput)[]

export type ProductField = (typeof PRODUCT_FIELDS)[number]

/** The staff's catalogue fields (import and export files, the product form): a product's and the wholesale price, after the six lists. */
export const CATALOGUE_FIELDS = [
  ...PRODUCT_FIELDS.slice(0, PRODUCT_FIELDS.indexOf('price_list_6') + 1),
  'price_wholesale',
  ...PRODUCT_FIELDS.slice(PRODUCT_FIELDS.indexOf('price_list_6') + 1),
] as readonly (ProductField | 'price_wholesale')[]

export type CatalogueField = ProductField | 'price_wholesale'

// Fails to compile when ProductInput gains a field that CATALOGUE_FIELDS does not list.
const everyFieldListed: Record<Exclude<keyof ProductInput, CatalogueField>, never> = {}
void everyFieldListed

/** A copy of `source` with only `fields`, in their order (the order JSON answers keep). */
export function pickFields<T, K extends keyof T>(source: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, source[field]])) as Pick<T, K>
}

export interface Banner {
  id: number
  /** contains 'mobile' or 'desktop' */
  name: string
  /** the image */
  path: string
  /** the link target: an http(s) address or an internal path */
  path_to: string
  position: number
}

export interface CarouselCategory {
  id: number
  category: string
  img_url: string
}

export interface CarouselBrand {
  brand_name: string
  /** an absolute URL or a file name served from /products-images/ */
  image_path: string
}

/**
 * What a cart line shows beside its quantity, plus the tax rate
 * for the price without national taxes. The cookie keeps only sku and quantity; the page fills
 * these in from the catalogue. Product cards show the same fields.
 */
const NOT_ON_A_CARD = ['white_line', 'img_urls', 'week_views', 'descriptions', 'specifications', 'faq'] as const
type OnACard = Exclude<ProductField, (typeof NOT_ON_A_CARD)[number]>
type CartProductField = 'id' | OnACard
const isOnACard = (field: ProductField): field is OnACard => !(NOT_ON_A_CARD as readonly string[]).includes(field)
const CART_PRODUCT_FIELDS: readonly CartProductField[] = ['id', ...PRODUCT_FIELDS.filter(isOnACard)]

export type CartProduct = Pick<Product, CartProductField>

/** Only a cart line's fields: descriptions and FAQ would multiply a page's data. */
export function toCartProduct(p: CartProduct): CartProduct {
  return pickFields(p, CART_PRODUCT_FIELDS)
}

/** One row of the header's search suggestions: what it shows, and nothing more (phones type into it). */
const SUGGESTION_FIELDS = ['id', 'sku', 'name', 'brand', 'img_url', 'price_list_1', 'price_list_2', 'tax_percentage'] as const
export type Suggestion = Pick<Product, (typeof SUGGESTION_FIELDS)[number]>

export function toSuggestion(p: Suggestion): Suggestion {
  return pickFields(p, SUGGESTION_FIELDS)
}

/** One page of the suggestions: `items` starts at match number `offset` of `total`. */
export interface SuggestionResult {
  items: Suggestion[]
  /** exact, or the count's cap when `capped` (domain/search-cap.ts) */
  total: number
  offset: number
  /** more matches than the cap: `total` is a floor, and `more` says whether a page follows */
  capped?: boolean
  more?: boolean
}
