import { data, Link } from 'react-router'
import { identity as store } from '#config/store-identity.ts'
import { toProductCard } from '#domain/financing-view.ts'
import { categoryLabel } from '#domain/spanish-case.ts'
import { Carousel } from '../components/carousel/carousel.tsx'
import { BannerCarousel } from '../components/home/banner-carousel.tsx'
import { HomeTiles } from '../components/home/home-tiles.tsx'
import { ProductCard } from '../components/product-card.tsx'
import { brandImageSrc, searchHrefFor } from '../lib/paths.ts'
import { seoMeta, siteOrigin } from '../lib/seo.ts'
import type { Route } from './+types/home'

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    title: 'Home',
    description: `${store.brandName}: tecnología, electrónica y electrodomésticos con envíos a todo el país y hasta 12 cuotas. Sucursales en Caballito y Villa Urquiza.`,
    canonicalPath: '/',
    origin: siteOrigin(matches),
  })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue } = context.services
  // A carousel whose data fails to load is logged and stays empty; the rest of
  // the home page still shows. Such a page is not kept in the shared page cache.
  let degraded = false
  const orEmpty = <T,>(what: string, load: Promise<T[]>) =>
    load.catch((error: unknown) => {
      console.error(what, error)
      degraded = true
      return [] as T[]
    })
  const [banners, categories, brands, groups] = await Promise.all([
    orEmpty('Error fetching banners', catalogue.banners()),
    orEmpty('Error al cargar las categorías del carrusel', catalogue.carouselCategories()),
    orEmpty('Error al cargar las marcas del carrusel', catalogue.carouselBrands()),
    orEmpty('Error al cargar los productos de la página de inicio', catalogue.homeGroups()),
  ])
  // Cards need a product's card fields only (descriptions and FAQ would multiply the page's data),
  // and their financing figures, computed here so that the rate search stays off the page's script.
  const cardGroups = groups.map((group) => ({ ...group, products: group.products.map(toProductCard) }))
  return data(
    { banners, categories, brands, groups: cardGroups },
    degraded ? { headers: { 'Cache-Control': 'no-store' } } : undefined,
  )
}

/**
 * The product carousels and the brands are below the first screen: the browser skips their
 * layout and paint until they come near the viewport (their last size is remembered), so the
 * first paint of a page with some sixty cards waits only for what is seen.
 */
const BELOW_THE_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_560px]'

type HomeData = Route.ComponentProps['loaderData']

/** The categories' carousel, a page of them a step. */
function CategoryCarousel({ categories }: { categories: HomeData['categories'] }) {
  return (
    <Carousel
      label="Categorías"
      pageMoves
      slideClassName="basis-1/3 px-1.5 sm:basis-1/4 md:basis-1/5 lg:basis-[14.2857%]"
      slides={categories.map((c) => (
        <Link
          key={c.id}
          to={searchHrefFor('sub_category', c.category.trim().toLowerCase())}
          className="flex h-full flex-col items-center gap-2 rounded-lg bg-white p-2 text-center text-xs font-semibold shadow-sm ring-1 ring-gray-200 hover:ring-brand sm:text-sm"
        >
          <img
            src={c.img_url}
            alt=""
            width={120}
            height={120}
            loading="lazy"
            className="aspect-square w-full max-w-28 object-contain"
          />
          <span>{categoryLabel(c.category)}</span>
        </Link>
      ))}
    />
  )
}

/** One of the home's product groups: its title and a carousel of its cards. */
function ProductGroup({ group }: { group: HomeData['groups'][number] }) {
  return (
    <section aria-labelledby={`group-${group.key}`} className={BELOW_THE_FOLD}>
      <h2 id={`group-${group.key}`} className="mb-3 border-l-4 border-accent pl-3 text-xl font-extrabold tracking-tight">
        {group.title}
      </h2>
      <Carousel
        label={group.title}
        autoplayMs={3000}
        dots="desktop"
        slideClassName="basis-1/2 px-1.5 min-[975px]:basis-1/3 xl:basis-1/4"
        slides={group.products.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      />
    </section>
  )
}

/** The brands' logos, each a link to its listing. */
function BrandCarousel({ brands }: { brands: HomeData['brands'] }) {
  return (
    <section aria-labelledby="brands-title" className={BELOW_THE_FOLD}>
      <h2 id="brands-title" className="mb-3 border-l-4 border-accent pl-3 text-xl font-extrabold tracking-tight">
        Conoce nuestras marcas
      </h2>
      <Carousel
        label="Conoce nuestras marcas"
        autoplayMs={3000}
        slideClassName="basis-1/3 px-1.5 sm:basis-1/4 md:basis-1/5 lg:basis-[14.2857%]"
        slides={brands.map((b) => (
          <Link
            key={b.brand_name}
            to={`/search?brand=${encodeURIComponent(b.brand_name)}`}
            className="flex h-20 items-center justify-center rounded-lg bg-white p-3 shadow-sm ring-1 ring-gray-200 hover:ring-brand"
          >
            <img
              src={brandImageSrc(b.image_path)}
              alt={b.brand_name}
              width={160}
              height={64}
              loading="lazy"
              className="max-h-14 w-auto object-contain"
            />
          </Link>
        ))}
      />
    </section>
  )
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, categories, brands, groups } = loaderData
  return (
    <main>
      <h1 className="sr-only">{store.brandName}: tecnología, electrónica y electrodomésticos</h1>
      <BannerCarousel banners={banners} />
      <div className="mx-auto max-w-7xl space-y-10 px-3 py-6">
        {categories.length > 0 && <CategoryCarousel categories={categories} />}
        <HomeTiles />
        {groups.map((group) => (group.products.length === 0 ? null : <ProductGroup key={group.key} group={group} />))}
        {brands.length > 0 && <BrandCarousel brands={brands} />}
      </div>
    </main>
  )
}
