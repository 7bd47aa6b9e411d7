/**
 * The home product groups' settings staff edit (Portada → Grupos de productos): the promoted
 * manufacturer, its carousel's title and the EAN that puts a product in 'MAS OFERTAS'. Kept as
 * one JSON row of store_meta; a store that never saved them uses config/store.ts, so a fresh
 * store's home page is what the configuration says.
 */
import { store } from '#config/store.ts'
import { homeGroupsFormSchema, type HomeGroupsForm } from '#domain/admin/home-content-forms.ts'
import { manufacturerWeekTitle } from '#domain/home-groups.ts'

export type HomeGroupSettings = HomeGroupsForm

export const HOME_GROUPS_META_KEY = 'home_groups'

export function configuredHomeGroupSettings(): HomeGroupSettings {
  return {
    manufacturer: store.promotedManufacturer.name,
    title: store.promotedManufacturer.carouselTitle,
    moreOffersEan: store.moreOffersEan,
  }
}

/** The stored settings, or the configured ones when none are stored or the row is unreadable. */
export function parseHomeGroupSettings(raw: string | undefined): HomeGroupSettings {
  if (raw === undefined) return configuredHomeGroupSettings()
  try {
    const parsed = homeGroupsFormSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : configuredHomeGroupSettings()
  } catch {
    return configuredHomeGroupSettings()
  }
}

/** The first carousel's title: the one staff typed, or 'SEMANA {MANUFACTURER}'. */
export function manufacturerCarouselTitle(settings: HomeGroupSettings): string {
  return settings.title.trim() || manufacturerWeekTitle(settings.manufacturer)
}
