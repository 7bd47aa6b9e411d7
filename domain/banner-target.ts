/** Home banners. */
import type { Banner } from './product.ts'

export const MOBILE_BANNER_MAX_WIDTH = 830

export type BannerKind = 'mobile' | 'desktop'

export type BannerHref = { external: true; href: string } | { external: false; href: string }

/**
 * Where a banner click goes: an http(s) address as it is, anything else as an internal path.
 * Leading slashes and backslashes are collapsed to one because browsers read '//host' and
 * '/\host' as another site, and a banner must not become a way out of the store.
 */
export function bannerHref(pathTo: string): BannerHref {
  const target = pathTo.trim()
  if (/^https?:\/\//i.test(target)) return { external: true, href: urlSafe(target) }
  return { external: false, href: urlSafe(`/${target.replace(/^[/\\]+/, '')}`) }
}

/**
 * The seller types a banner's address by hand ('/search?sub_category=aires acondicionados'): a
 * space, an accented letter or a lone '%' is not allowed in a link, so each is percent-encoded,
 * while what is already encoded ('%20') and the URL's own punctuation stay as they are.
 */
function urlSafe(address: string): string {
  return address
    .replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
    .replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/gu, (c) => encodeURIComponent(c))
}

/** Mobile banners below 830 px, desktop ones from there up. */
export function bannerKindForWidth(width: number): BannerKind {
  return width < MOBILE_BANNER_MAX_WIDTH ? 'mobile' : 'desktop'
}

/** Banners with an image whose name says `kind`, by position (then id, for a stable order). */
export function visibleBanners<T extends Pick<Banner, 'id' | 'name' | 'path' | 'position'>>(
  banners: readonly T[],
  kind: BannerKind,
): T[] {
  return banners
    .filter((b) => b.path.trim() !== '' && b.name.toLowerCase().includes(kind))
    .sort((a, b) => a.position - b.position || a.id - b.id)
}
