import { Link } from 'react-router'
import { bannerHref, visibleBanners } from '#domain/banner-target.ts'
import type { Banner } from '#domain/product.ts'
import { Carousel } from '../carousel/carousel.tsx'

function BannerSlide({ banner, first, width, height }: { banner: Banner; first: boolean; width: number; height: number }) {
  const target = bannerHref(banner.path_to)
  const image = (
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
  return target.external ? (
    <a href={target.href} target="_blank" rel="noopener noreferrer">
      {image}
    </a>
  ) : (
    <Link to={target.href}>{image}</Link>
  )
}

/**
 * Mobile banners under 830 px, desktop banners otherwise (spec section 4). Both are rendered
 * and CSS shows one, so the server's HTML is right at any width before any script runs.
 */
const SHAPES = [
  { kind: 'mobile', className: 'min-[830px]:hidden', width: 800, height: 800, arrows: false },
  { kind: 'desktop', className: 'hidden min-[830px]:block', width: 1920, height: 500, arrows: true },
] as const

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  return (
    <>
      {SHAPES.map((shape) => {
        const shown = visibleBanners(banners, shape.kind)
        return shown.length === 0 ? null : (
          <Carousel
            key={shape.kind}
            label="Promociones"
            className={shape.className}
            slides={shown.map((b, i) => (
              <BannerSlide key={b.id} banner={b} first={i === 0} width={shape.width} height={shape.height} />
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
