/** The catalogue as the home page and the menu show it: banners, carousels, product groups, categories. */
import type { Banner, CarouselBrand, CarouselCategory } from '#domain/product.ts'
import { HOME_GROUP_LIMIT, homeGroupRules, type HomeGroupView } from '#domain/home-groups.ts'
import { buildCategoryMenu, type MenuCategory } from '#domain/category-menu.ts'
import {
  HOME_GROUPS_META_KEY,
  manufacturerCarouselTitle,
  parseHomeGroupSettings,
  type HomeGroupSettings,
} from '../home-content/home-group-settings.ts'
import { firstDistinctNames } from './first-distinct-names.ts'
import { jsonDocument, type CatalogueReads, type JsonDocument } from './catalogue-reads.ts'

export type { HomeGroupView }

export interface HomeReads {
  banners(): Promise<Banner[]>
  bannersJson(): Promise<JsonDocument>
  carouselCategories(): Promise<CarouselCategory[]>
  carouselBrands(): Promise<CarouselBrand[]>
  categoryPairs(): Promise<{ category: string; sub_category: string }[]>
  /** The product groups' settings in force (home-group-settings.ts), read once per catalogue version. */
  homeGroupSettings(): Promise<HomeGroupSettings>
  /** The five home carousels, in the home page's order, each from its rule in domain/home-groups.ts. */
  homeGroups(): Promise<HomeGroupView[]>
  /** What the groups would pick with these settings (the back office's preview; not cached). */
  homeGroupsFor(settings: HomeGroupSettings, limit?: number): Promise<HomeGroupView[]>
  categoryMenu(): Promise<MenuCategory[]>
}

export function homeReads({ products, page, meta, cache }: CatalogueReads): HomeReads {
  function homeGroupsFor(settings: HomeGroupSettings, limit = HOME_GROUP_LIMIT): Promise<HomeGroupView[]> {
    return Promise.all(
      homeGroupRules({ manufacturer: settings.manufacturer, moreOffersEan: settings.moreOffersEan || undefined }).map(
        async (rule) => ({
          key: rule.key,
          title: rule.key === 'manufacturerWeek' ? manufacturerCarouselTitle(settings) : rule.title,
          products: await firstDistinctNames((size, offset) => products.homeGroup(rule, size, offset), limit),
        }),
      ),
    )
  }
  const homeGroupSettings = () =>
    cache.memo('home-group-settings', async () => parseHomeGroupSettings(await meta.get(HOME_GROUPS_META_KEY)), 'catalogue')
  const categoryPairs = () => cache.memo('category-pairs', () => products.categoryPairs(), 'catalogue')

  return {
    banners() {
      return cache.memo('banners', () => page.banners(), 'catalogue')
    },
    bannersJson() {
      return cache.memo('banners.json', async () => jsonDocument(await page.banners()), 'catalogue')
    },
    carouselCategories() {
      return cache.memo('carousel-categories', () => page.carouselCategories(), 'catalogue')
    },
    carouselBrands() {
      return cache.memo('carousel-brands', () => page.carouselBrands(), 'catalogue')
    },
    categoryPairs,
    homeGroupSettings,
    homeGroups() {
      return cache.memo('home-groups', async () => homeGroupsFor(await homeGroupSettings()), 'catalogue')
    },
    homeGroupsFor,
    categoryMenu() {
      return cache.memo('category-menu', async () => buildCategoryMenu(await categoryPairs()), 'catalogue')
    },
  }
}
