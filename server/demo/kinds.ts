/** Every kind of demo product, and every brand the catalogue can name. */
import type { ProductKind } from './kind-types.ts'
import { comfortKinds } from './kinds-comfort.ts'
import { computingKinds } from './kinds-computing.ts'
import { electroKinds } from './kinds-electro.ts'
import { smallKinds } from './kinds-small.ts'
import { techKinds } from './kinds-tech.ts'
import { specialKinds, specials } from './specials.ts'
import { slugify } from './text.ts'

export const scheduledKinds: readonly ProductKind[] = [
  ...electroKinds,
  ...comfortKinds,
  ...smallKinds,
  ...techKinds,
  ...computingKinds,
]

export const allKinds: readonly ProductKind[] = [...scheduledKinds, ...specialKinds]

/** display name by slug: image file names carry the slug, the drawing shows the name */
export const brandsBySlug: ReadonlyMap<string, string> = new Map(
  [...allKinds.flatMap((k) => k.brands), ...specials.map((s) => s.brand)].map((brand) => [slugify(brand), brand]),
)
