/**
 * Products in two vocabularies: the API's field names, which the domain, the API and
 * the pages use, and the database's columns. This file is the only place that knows both.
 */
import type { Product, ProductInput } from '#domain/product.ts'
import type { products } from '../db/schema/index.ts'

type ProductRow = typeof products.$inferSelect
type NewProductRow = typeof products.$inferInsert

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

/**
 * A product as the staff read it (the import, the export, the product form): the public fields
 * and the wholesale price, which toProduct leaves out on purpose (decision 056).
 */
export function toProductInput(row: ProductRow): ProductInput & { id: number } {
  return { ...toProduct(row), price_wholesale: row.priceWholesale }
}

/**
 * A product's fields as the columns that store them (for insert and update). An input without
 * price_wholesale leaves the column as it is on update (null on insert).
 */
export const toProductColumns = (p: ProductInput): NewProductRow => ({
  sku: p.sku,
  name: p.name,
  stock: p.stock,
  category: p.category,
  subCategory: p.sub_category,
  brand: p.brand,
  whiteLine: p.white_line,
  imgUrl: p.img_url,
  imgUrls: p.img_urls,
  priceList1: p.price_list_1,
  priceList2: p.price_list_2,
  priceList3: p.price_list_3,
  priceList4: p.price_list_4,
  priceList5: p.price_list_5,
  priceList6: p.price_list_6,
  priceWholesale: p.price_wholesale,
  taxPercentage: p.tax_percentage,
  weekViews: p.week_views,
  descriptions: p.descriptions,
  specifications: p.specifications,
  faq: p.faq,
})
