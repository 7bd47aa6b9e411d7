/**
 * The back-office product form's state: every field as typed (text, so "1234,5" stays as the
 * clerk wrote it until the server reads it by the import's rules), made from a loaded product
 * and turned into what the API takes.
 */
import { PRICE_LIST_FIELDS, type Product } from '#domain/product.ts'

export const TEXT_FIELDS = ['sku', 'name', 'category', 'sub_category', 'brand'] as const
export const PRICE_FIELDS = PRICE_LIST_FIELDS

export interface ProductFormState {
  sku: string
  name: string
  category: string
  sub_category: string
  brand: string
  white_line: boolean
  stock: string
  price_list_1: string
  price_list_2: string
  price_list_3: string
  price_list_4: string
  price_list_5: string
  price_list_6: string
  /** the wholesale price before IVA (decision 056): blank for none */
  price_wholesale: string
  tax_percentage: string
  img_urls: string[]
  descriptions: string
  specifications: string
  faq: string
}

export type FormProduct = Pick<
  Product,
  | (typeof TEXT_FIELDS)[number]
  | (typeof PRICE_FIELDS)[number]
  | 'white_line'
  | 'stock'
  | 'tax_percentage'
  | 'img_url'
  | 'img_urls'
> & { descriptions: string | null; specifications: string | null; faq: string | null; price_wholesale?: number | null }

export function emptyProductForm(): ProductFormState {
  return {
    sku: '',
    name: '',
    category: '',
    sub_category: '',
    brand: '',
    white_line: false,
    stock: '0',
    price_list_1: '',
    price_list_2: '',
    price_list_3: '',
    price_list_4: '',
    price_list_5: '',
    price_list_6: '',
    price_wholesale: '',
    tax_percentage: '21',
    img_urls: [],
    descriptions: '',
    specifications: '',
    faq: '',
  }
}

export function productFormOf(product: FormProduct | null): ProductFormState {
  if (!product) return emptyProductForm()
  const images = product.img_urls.length ? product.img_urls : product.img_url ? [product.img_url] : []
  return {
    sku: product.sku,
    name: product.name,
    category: product.category,
    sub_category: product.sub_category,
    brand: product.brand,
    white_line: product.white_line === 1,
    stock: String(product.stock),
    price_list_1: String(product.price_list_1),
    price_list_2: String(product.price_list_2),
    price_list_3: String(product.price_list_3),
    price_list_4: String(product.price_list_4),
    price_list_5: String(product.price_list_5),
    price_list_6: String(product.price_list_6),
    price_wholesale: product.price_wholesale == null ? '' : String(product.price_wholesale),
    tax_percentage: String(product.tax_percentage),
    img_urls: images,
    descriptions: product.descriptions ?? '',
    specifications: product.specifications ?? '',
    faq: product.faq ?? '',
  }
}

/** What the form sends: the fields as typed; the server's import rules read '1234,5' too. */
export function productPayloadOf(form: ProductFormState) {
  return {
    ...form,
    white_line: form.white_line ? 1 : 0,
    img_url: form.img_urls[0] ?? '',
  }
}

/** A number as the preview reads it (the server decides what is valid). */
function amount(text: string): number {
  const n = Number(text.trim().replace(',', '.'))
  return Number.isFinite(n) && n >= 0 ? n : 0
}

/** The figures the shopper's price block needs, read from the form as it is typed. */
export function previewProductOf(form: ProductFormState) {
  return {
    price_list_1: amount(form.price_list_1),
    price_list_2: amount(form.price_list_2),
    price_list_3: amount(form.price_list_3),
    price_list_4: amount(form.price_list_4),
    price_list_5: amount(form.price_list_5),
    price_list_6: amount(form.price_list_6),
    tax_percentage: amount(form.tax_percentage),
    stock: Math.floor(amount(form.stock)),
  }
}

/** A list of images with one moved up (-1) or down (1). */
export function movedImage(images: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...images]
  const [moved] = next.splice(index, 1)
  if (moved === undefined) return next
  next.splice(index + by, 0, moved)
  return next
}
