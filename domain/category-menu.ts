/**
 * The header's CATEGORÍAS menu, built from the catalogue's category and
 * sub_category values. Slugs are what /search?category=…&sub_category=… carries: the value
 * lowercased and trimmed, exactly as the listing filter compares it.
 */

export interface CategoryRow {
  category: string | null
  sub_category: string | null
}

export interface MenuSubCategory {
  value: string
  label: string
  slug: string
}

export interface MenuCategory {
  category: string
  label: string
  slug: string
  subCategories: MenuSubCategory[]
}

/** 'Todos los productos', the menu's first entry, goes to the unfiltered listing. */
export const ALL_PRODUCTS_LABEL = 'Todos los productos'
export const CATEGORY_MENU_TITLE = 'CATEGORÍAS'

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true })

export const categorySlug = (value: string): string => value.trim().toLowerCase()

/** The seller's system writes lists in a sub_category with ';'; shoppers read ','. */
export const subCategoryLabel = (value: string): string => value.trim().replaceAll(';', ',')

/** Rows whose category holds 'Cargar' are placeholders in the seller's system ('A cargar'). */
export const isHiddenCategory = (category: string): boolean => category.toLowerCase().includes('cargar')

/**
 * Categories and their subcategories, each sorted alphabetically in Spanish. Values that differ
 * only in case or surrounding spaces are one entry (they land on the same URL); its label is
 * the first spelling seen.
 */
export function buildCategoryMenu(rows: readonly CategoryRow[]): MenuCategory[] {
  const categories = new Map<string, { category: string; subs: Map<string, MenuSubCategory> }>()
  for (const row of rows) {
    const category = row.category?.trim() ?? ''
    if (category === '' || isHiddenCategory(category)) continue
    const slug = categorySlug(category)
    let entry = categories.get(slug)
    if (!entry) {
      entry = { category, subs: new Map() }
      categories.set(slug, entry)
    }
    const sub = row.sub_category?.trim() ?? ''
    const subSlug = categorySlug(sub)
    if (sub !== '' && !entry.subs.has(subSlug))
      entry.subs.set(subSlug, { value: sub, label: subCategoryLabel(sub), slug: subSlug })
  }
  return [...categories.entries()]
    .map(([slug, { category, subs }]) => ({
      category,
      label: category,
      slug,
      subCategories: [...subs.values()].sort((a, b) => collator.compare(a.label, b.label)),
    }))
    .sort((a, b) => collator.compare(a.label, b.label))
}
