import type { Product } from '#domain/product.ts'
import type { products } from '../db/schema.ts'

type ProductRow = typeof products.$inferSelect

/** Maps a row to the spec's field names (section 3); the only place that knows both. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    stock: row.stock,
    category: row.category,
    sub_category: row.subCategory,
    brand: row.brand,
    white_line: row.whiteLine === 1 ? 1 : 0,
    img_url: row.imgUrl,
    img_urls: row.imgUrls,
    price_list_1: row.priceList1,
    price_list_2: row.priceList2,
    price_list_3: row.priceList3,
    price_list_4: row.priceList4,
    price_list_5: row.priceList5,
    price_list_6: row.priceList6,
    tax_percentage: row.taxPercentage,
    week_views: row.weekViews,
    descriptions: row.descriptions,
    specifications: row.specifications,
    faq: row.faq,
  }
}
