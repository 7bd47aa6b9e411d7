/**
 * The catalogue entities with the field names of spec section 3. These shapes are what the
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

/** A product as written by the seed or an import: everything but the database id. */
export type ProductInput = Omit<Product, 'id'>

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
 * What a cart line shows beside its quantity (spec section 3, 'Cart line'), plus the tax rate
 * for the price without national taxes. The cookie keeps only sku and quantity; the page fills
 * these in from the catalogue.
 */
export type CartProduct = Pick<
  Product,
  | 'id'
  | 'sku'
  | 'name'
  | 'stock'
  | 'category'
  | 'sub_category'
  | 'brand'
  | 'img_url'
  | 'price_list_1'
  | 'price_list_2'
  | 'price_list_3'
  | 'price_list_4'
  | 'price_list_5'
  | 'price_list_6'
  | 'tax_percentage'
>

export function toCartProduct(p: CartProduct): CartProduct {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    stock: p.stock,
    category: p.category,
    sub_category: p.sub_category,
    brand: p.brand,
    img_url: p.img_url,
    price_list_1: p.price_list_1,
    price_list_2: p.price_list_2,
    price_list_3: p.price_list_3,
    price_list_4: p.price_list_4,
    price_list_5: p.price_list_5,
    price_list_6: p.price_list_6,
    tax_percentage: p.tax_percentage,
  }
}
