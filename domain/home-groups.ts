/**
 * The five product carousels of the home page. Each rule is data as
 * well as a predicate, so the server can turn the very same rule into SQL: a product is in a
 * group when ANY include list matches and NO exclude entry does. Every value is already
 * normalised (lowercase, no accents; see text-search.ts), so SQL compares against
 * lower(unaccent(column)): `contains` is LIKE '%v%', `equals` is = v after trimming.
 */
import type { Product } from './product.ts'
import { distinctDisplayNames } from './display-name.ts'
import { inStockFirst } from './stock.ts'
import { normalizeText } from './text-search.ts'

export type HomeGroupKey = 'manufacturerWeek' | 'climate' | 'technology' | 'home' | 'moreOffers'

/** One home carousel as the page shows it: its title and its products, in order. */
export interface HomeGroupView {
  key: HomeGroupKey
  title: string
  products: Product[]
}

export interface HomeGroupRule {
  key: HomeGroupKey
  title: string
  brandContains: readonly string[]
  subCategoryContains: readonly string[]
  subCategoryEquals: readonly string[]
  nameContains: readonly string[]
  nameExcludes: readonly string[]
  /** descending after the products in stock, ties by id ascending */
  orderBy: 'price_list_1' | 'price_list_3'
}

export type HomeGroupProduct = Pick<Product, 'id' | 'name' | 'brand' | 'sub_category' | 'stock' | 'price_list_1' | 'price_list_3'>

export const HOME_GROUP_LIMIT = 12

// An empty value would be contained in every text and put the whole catalogue in the group.
const clean = (values: readonly string[] = []) => values.map(normalizeText).filter((v) => v !== '')

function rule(partial: Partial<HomeGroupRule> & Pick<HomeGroupRule, 'key' | 'title'>): HomeGroupRule {
  return {
    key: partial.key,
    title: partial.title,
    brandContains: clean(partial.brandContains),
    subCategoryContains: clean(partial.subCategoryContains),
    subCategoryEquals: clean(partial.subCategoryEquals),
    nameContains: clean(partial.nameContains),
    nameExcludes: clean(partial.nameExcludes),
    // The spec orders only the climate group; the others use the listing's default order.
    orderBy: partial.orderBy ?? 'price_list_1',
  }
}

/**
 * The fixed rules. The manufacturer-week rule and the EAN of 'MAS OFERTAS' come from the
 * store's configuration: build those with manufacturerWeekRule / moreOffersRule, or take all
 * five in order from homeGroupRules.
 */
export const HOME_GROUP_RULES = {
  climate: rule({ key: 'climate', title: 'OFERTAS CLIMATIZACION', subCategoryContains: ['aires'], orderBy: 'price_list_3' }),
  technology: rule({
    key: 'technology',
    title: 'OFERTAS TECNOLOGIA',
    subCategoryContains: ['celular', 'tv', 'televisores'],
    nameExcludes: ['control'],
  }),
  home: rule({
    key: 'home',
    title: 'OFERTAS PARA HOGAR',
    subCategoryContains: ['cocina', 'coccion', 'electrodomesticos'],
    nameExcludes: ['ventilador', 'control'],
  }),
  moreOffers: rule({ key: 'moreOffers', title: 'MAS OFERTAS', subCategoryEquals: ['consolas', 'tablet', 'celular', 'parlante'] }),
} as const satisfies Record<Exclude<HomeGroupKey, 'manufacturerWeek'>, HomeGroupRule>

export function manufacturerWeekTitle(manufacturer: string): string {
  return `SEMANA ${manufacturer.trim().toUpperCase()}`
}

export function manufacturerWeekRule(manufacturer: string): HomeGroupRule {
  return rule({ key: 'manufacturerWeek', title: manufacturerWeekTitle(manufacturer), brandContains: [manufacturer] })
}

export function moreOffersRule(ean: string | undefined): HomeGroupRule {
  return { ...HOME_GROUP_RULES.moreOffers, nameContains: clean(ean === undefined ? [] : [ean]) }
}

export interface HomeGroupsOptions {
  manufacturer: string
  moreOffersEan?: string | undefined
  /** products per group */
  limit?: number | undefined
}

/** The five rules in the order the home page shows them. */
export function homeGroupRules(options: Pick<HomeGroupsOptions, 'manufacturer' | 'moreOffersEan'>): HomeGroupRule[] {
  return [
    manufacturerWeekRule(options.manufacturer),
    HOME_GROUP_RULES.climate,
    HOME_GROUP_RULES.technology,
    HOME_GROUP_RULES.home,
    moreOffersRule(options.moreOffersEan),
  ]
}

export function matchesHomeGroupRule(r: HomeGroupRule, p: Pick<Product, 'name' | 'brand' | 'sub_category'>): boolean {
  const name = normalizeText(p.name)
  const brand = normalizeText(p.brand)
  const subCategory = normalizeText(p.sub_category)
  const included =
    r.brandContains.some((v) => brand.includes(v)) ||
    r.subCategoryContains.some((v) => subCategory.includes(v)) ||
    r.subCategoryEquals.some((v) => subCategory === v) ||
    r.nameContains.some((v) => name.includes(v))
  return included && !r.nameExcludes.some((v) => name.includes(v))
}

/** A carousel's order: products in stock first, then the rule's price descending, ties by id. */
export function compareForHomeGroup(r: HomeGroupRule): (a: HomeGroupProduct, b: HomeGroupProduct) => number {
  const field = r.orderBy
  return inStockFirst((a: HomeGroupProduct, b: HomeGroupProduct) => b[field] - a[field] || a.id - b.id)
}

/**
 * The products of a carousel: those of the rule, in its order, one card per displayed name
 * (display-name.ts: two skus whose names differ only by the EAN read as the same product).
 */
export function applyHomeGroupRule<T extends HomeGroupProduct>(r: HomeGroupRule, products: readonly T[], limit?: number): T[] {
  const sorted = products.filter((p) => matchesHomeGroupRule(r, p)).sort(compareForHomeGroup(r))
  return distinctDisplayNames(sorted, [], limit === undefined ? undefined : Math.max(0, limit))
}

type Describable = Pick<Product, 'name' | 'brand' | 'sub_category'>

export const isManufacturerWeekProduct = (p: Describable, manufacturer: string) =>
  matchesHomeGroupRule(manufacturerWeekRule(manufacturer), p)
export const isClimateProduct = (p: Describable) => matchesHomeGroupRule(HOME_GROUP_RULES.climate, p)
export const isTechnologyProduct = (p: Describable) => matchesHomeGroupRule(HOME_GROUP_RULES.technology, p)
export const isHomeProduct = (p: Describable) => matchesHomeGroupRule(HOME_GROUP_RULES.home, p)
export const isMoreOffersProduct = (p: Describable, ean?: string) => matchesHomeGroupRule(moreOffersRule(ean), p)

export function manufacturerWeek<T extends HomeGroupProduct>(products: readonly T[], manufacturer: string, limit?: number): T[] {
  return applyHomeGroupRule(manufacturerWeekRule(manufacturer), products, limit)
}

export function climateOffers<T extends HomeGroupProduct>(products: readonly T[], limit?: number): T[] {
  return applyHomeGroupRule(HOME_GROUP_RULES.climate, products, limit)
}

export function technologyOffers<T extends HomeGroupProduct>(products: readonly T[], limit?: number): T[] {
  return applyHomeGroupRule(HOME_GROUP_RULES.technology, products, limit)
}

export function homeOffers<T extends HomeGroupProduct>(products: readonly T[], limit?: number): T[] {
  return applyHomeGroupRule(HOME_GROUP_RULES.home, products, limit)
}

export function moreOffers<T extends HomeGroupProduct>(products: readonly T[], ean?: string, limit?: number): T[] {
  return applyHomeGroupRule(moreOffersRule(ean), products, limit)
}

export interface HomeGroup<T> {
  key: HomeGroupKey
  title: string
  products: T[]
}

/** The five carousels in order. A product may sit in more than one; the spec does not dedupe. */
export function homeGroups<T extends HomeGroupProduct>(products: readonly T[], options: HomeGroupsOptions): HomeGroup<T>[] {
  const limit = options.limit ?? HOME_GROUP_LIMIT
  return homeGroupRules(options).map((r) => ({ key: r.key, title: r.title, products: applyHomeGroupRule(r, products, limit) }))
}
