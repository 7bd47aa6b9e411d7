import { preload } from 'react-dom'
import { Link } from 'react-router'
import { bannerHref, MOBILE_BANNER_MAX_WIDTH, visibleBanners } from '#domain/banner-target.ts'
import type { Banner } from '#domain/product.ts'
import { Carousel } from '../carousel/carousel.tsx'

/** The image the other shape's first slide shows at the widths where this shape is hidden. */
interface Alternate {
  media: string
  src: string
}

function BannerSlide({
  banner,
  width,
  height,
  alternate,
}: {
  banner: Banner
  width: number
  height: number
  /** only on a first slide: it loads eagerly, so it must not fetch an image nobody sees */
  alternate?: Alternate | undefined
}) {
  const target = bannerHref(banner.path_to)
  const first = alternate !== undefined
  const img = (
    <img
      src={banner.path}
      alt={banner.name.replace(/[-_]/g, ' ')}
      width={width}
      height={height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      className="block h-auto w-full"
    />
  )
  const image = first ? (
    <picture>
      <source media={alternate.media} srcSet={alternate.src} />
      {img}
    </picture>
  ) : (
    img
  )
  // An http(s) target navigates to that address, in the same tab like any link.
  return target.external ? <a href={target.href}>{image}</a> : <Link to={target.href}>{image}</Link>
}

/**
 * Mobile banners under 830 px, desktop banners otherwise. Both carousels are
 * rendered and CSS shows one, so the server's HTML is right at any width before any script
 * runs. Lazy images inside the hidden one are never fetched; the two eager first slides are
 * <picture>s that resolve to the same address at every width (the visible shape's first
 * banner), so a phone downloads one banner, not also the 1920 px one.
 */
const MOBILE_MEDIA = `(max-width: ${MOBILE_BANNER_MAX_WIDTH - 0.02}px)`
const DESKTOP_MEDIA = `(min-width: ${MOBILE_BANNER_MAX_WIDTH}px)`

const SHAPES = [
  { kind: 'mobile', otherMedia: DESKTOP_MEDIA, className: 'min-[830px]:hidden', width: 800, height: 800, arrows: false },
  { kind: 'desktop', otherMedia: MOBILE_MEDIA, className: 'hidden min-[830px]:block', width: 1920, height: 500, arrows: true },
] as const

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const shown = { mobile: visibleBanners(banners, 'mobile'), desktop: visibleBanners(banners, 'desktop') }
  // The first banner is the page's largest image: fetched from the <head>, one shape per width
  // (React does not preload an <img> inside a <picture> by itself).
  const [firstMobile] = shown.mobile
  const [firstDesktop] = shown.desktop
  if (firstMobile) preload(firstMobile.path, { as: 'image', fetchPriority: 'high', media: MOBILE_MEDIA })
  if (firstDesktop) preload(firstDesktop.path, { as: 'image', fetchPriority: 'high', media: DESKTOP_MEDIA })
  return (
    <>
      {SHAPES.map((shape) => {
        const own = shown[shape.kind]
        const otherFirst = shown[shape.kind === 'mobile' ? 'desktop' : 'mobile'][0]
        // With no banner of the other shape, this one is the only image there is: keep it.
        const alternate = { media: shape.otherMedia, src: otherFirst?.path ?? own[0]?.path ?? '' }
        return own.length === 0 ? null : (
          <Carousel
            key={shape.kind}
            label="Promociones"
            className={shape.className}
            slides={own.map((b, i) => (
              <BannerSlide
                key={b.id}
                banner={b}
                width={shape.width}
                height={shape.height}
                alternate={i === 0 ? alternate : undefined}
              />
            ))}
            slideClassName="basis-full"
            autoplayMs={5000}
            arrows={shape.arrows}
            duration={30}
          />
        )
      })}
    </>
  )
}
