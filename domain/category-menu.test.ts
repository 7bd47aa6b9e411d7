import { describe, expect, it } from 'vitest'
import { buildCategoryMenu, isHiddenCategory, subCategoryLabel } from './category-menu.ts'

describe('buildCategoryMenu', () => {
  it('groups, sorts in Spanish and hides placeholder categories', () => {
    const menu = buildCategoryMenu([
      { category: 'Tecnología', sub_category: 'Televisores' },
      { category: 'Electro y Aires', sub_category: 'Lavarropas;Secarropas' },
      { category: 'A CARGAR', sub_category: 'Varios' },
      { category: 'Tecnología', sub_category: 'Celulares' },
      { category: ' tecnología ', sub_category: ' celulares ' },
      { category: 'Electro y Aires', sub_category: 'Aires Acondicionados' },
      { category: 'Electro y Aires', sub_category: 'Ñoquis' },
      { category: 'Electro y Aires', sub_category: 'Neveras' },
      { category: 'Informática', sub_category: null },
      { category: '', sub_category: 'Huérfana' },
      { category: null, sub_category: 'Huérfana' },
      { category: 'Cargar luego', sub_category: 'x' },
    ])
    expect(menu).toEqual([
      {
        category: 'Electro y Aires',
        label: 'Electro y aires',
        slug: 'electro y aires',
        subCategories: [
          { value: 'Aires Acondicionados', label: 'Aires acondicionados', slug: 'aires acondicionados' },
          { value: 'Lavarropas;Secarropas', label: 'Lavarropas, secarropas', slug: 'lavarropas;secarropas' },
          { value: 'Neveras', label: 'Neveras', slug: 'neveras' },
          { value: 'Ñoquis', label: 'Ñoquis', slug: 'ñoquis' },
        ],
      },
      { category: 'Informática', label: 'Informática', slug: 'informática', subCategories: [] },
      {
        category: 'Tecnología',
        label: 'Tecnología',
        slug: 'tecnología',
        subCategories: [
          { value: 'Celulares', label: 'Celulares', slug: 'celulares' },
          { value: 'Televisores', label: 'Televisores', slug: 'televisores' },
        ],
      },
    ])
  })

  it('answers an empty menu for no rows', () => {
    expect(buildCategoryMenu([])).toEqual([])
  })
})

describe('helpers', () => {
  it.each([
    ['Cargar', true],
    ['A cargar', true],
    ['DESCARGAR', true],
    ['Cargadores', false],
  ])('isHiddenCategory(%s) = %s', (category, hidden) => {
    expect(isHiddenCategory(category)).toBe(hidden)
  })

  it('shows every semicolon as a comma, in sentence case with the accents back', () => {
    expect(subCategoryLabel('Audio;Video;TV')).toBe('Audio, video, TV')
    expect(subCategoryLabel('PAVAS ELECTRICAS')).toBe('Pavas eléctricas')
  })

  it("labels the seller's capitals in sentence case, the slug unchanged", () => {
    const [entry] = buildCategoryMenu([{ category: 'MAS CATEGORIAS', sub_category: 'PEQUEÑOS ELECTRODOMESTICOS' }])
    expect(entry?.label).toBe('Más categorías')
    expect(entry?.slug).toBe('mas categorias')
    expect(entry?.subCategories[0]).toEqual({
      value: 'PEQUEÑOS ELECTRODOMESTICOS',
      label: 'Pequeños electrodomésticos',
      slug: 'pequeños electrodomesticos',
    })
  })
})
