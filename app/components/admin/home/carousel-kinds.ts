/**
 * The home page's two small carousels as Portada edits them: each one's title and words, the
 * link an item's name makes (a category opens its sub_category's listing, a brand its brand's),
 * its check and the body its API takes.
 */
import { carouselBrandFormSchema, carouselCategoryFormSchema } from '#domain/admin/home-content-forms.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'

export interface CarouselItem {
  id: number
  name: string
  imagePath: string
}

function renameKey(errors: Record<string, string>, key: string): Record<string, string> {
  const { [key]: name, ...rest } = errors
  return name === undefined ? rest : { ...rest, name }
}

export const CAROUSEL_KINDS = {
  categories: {
    title: 'Carrusel de categorías',
    noun: 'categoría',
    nameLabel: 'Categoría (como la sub_category del catálogo)',
    imageHint: 'cuadrada, 240 × 240 px',
    linkOf: (name: string) => `/search/?sub_category=${name.trim().toLowerCase()}`,
    check: (name: string, imagePath: string) => {
      const parsed = carouselCategoryFormSchema.safeParse({ category: name, imagePath })
      return parsed.success ? null : renameKey(fieldErrors(parsed.error), 'category')
    },
    body: (name: string, imagePath: string) => ({ category: name, imagePath }),
  },
  brands: {
    title: 'Carrusel de marcas («Conoce nuestras marcas»)',
    noun: 'marca',
    nameLabel: 'Marca',
    imageHint: 'logo, 320 × 128 px',
    linkOf: (name: string) => `/search?brand=${encodeURIComponent(name)}`,
    check: (name: string, imagePath: string) => {
      const parsed = carouselBrandFormSchema.safeParse({ brand: name, imagePath })
      return parsed.success ? null : renameKey(fieldErrors(parsed.error), 'brand')
    },
    body: (name: string, imagePath: string) => ({ brand: name, imagePath }),
  },
} as const

export type CarouselKind = keyof typeof CAROUSEL_KINDS
