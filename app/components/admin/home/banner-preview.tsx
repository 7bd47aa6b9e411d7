/** A banner's slide at both widths as the home page will show it (mobile under 830 px), and where a tap leads. */
import type { BannerForm } from '#domain/admin/home-content-forms.ts'
import { bannerHref } from '#domain/banner-target.ts'

export function BannerPreview({ values }: { values: BannerForm }) {
  const target = values.link ? bannerHref(values.link) : null
  return (
    <section aria-labelledby="banner-preview" className="space-y-3">
      <h3 id="banner-preview" className="text-sm font-bold text-gray-800">
        Vista previa
      </h3>
      <div className="grid gap-4 lg:grid-cols-[3fr_1fr]">
        <figure>
          <div className="aspect-[1920/500] w-full overflow-hidden rounded bg-gray-100 ring-1 ring-gray-200">
            {values.desktopPath && <img src={values.desktopPath} alt="" className="size-full object-cover" />}
          </div>
          <figcaption className="mt-1 text-xs text-gray-600">Computadoras (830 px o más)</figcaption>
        </figure>
        <figure className="max-w-48">
          <div className="aspect-square w-full overflow-hidden rounded bg-gray-100 ring-1 ring-gray-200">
            {values.mobilePath && <img src={values.mobilePath} alt="" className="size-full object-cover" />}
          </div>
          <figcaption className="mt-1 text-xs text-gray-600">Celulares (menos de 830 px)</figcaption>
        </figure>
      </div>
      <p className="text-xs text-gray-700">
        {target === null
          ? 'Sin enlace: el banner lleva a la portada.'
          : target.external
            ? `Al tocarlo se abre ${target.href} (fuera de la tienda).`
            : `Al tocarlo se abre ${target.href} en la tienda.`}
      </p>
    </section>
  )
}
