/**
 * The footer's fixed category values (the links carry them) and their labels as shoppers read
 * them. The labels are written out rather than computed with categoryLabel
 * (domain/spanish-case.ts), whose table of accents would otherwise come with every page's first
 * load for these four words; footer-categories.test.ts holds them to that rule.
 */
export const FOOTER_CATEGORIES = [
  { value: 'electro y aires', label: 'Electro y aires' },
  { value: 'informatica', label: 'Informática' },
  { value: 'tecnologia', label: 'Tecnología' },
  { value: 'mas categorias', label: 'Más categorías' },
] as const
