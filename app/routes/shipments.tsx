import { Mail, MapPin, MessageCircle, Phone, Truck } from '../components/icons.tsx'
import { store } from '#config/store.ts'
import { LINK_CLASS, PageHeading, TitledSection } from '../components/others/info-ui.tsx'
import { pageMeta } from '../lib/page-meta.ts'
import type { Route } from './+types/shipments'

export const meta = pageMeta({
  title: 'Zonas de Envío',
  description: `Localidades de CABA y GBA con envío a domicilio de ${store.brandName} a precio promocional. Para otras ciudades, consultanos.`,
  canonicalPath: '/shipments',
})

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

/** The localities of the seller's priced shipping zones (Envíos in the back office), alphabetical by Spanish rules. */
export async function loader({ context }: Route.LoaderArgs) {
  return { localities: await context.services.shipping.promotionalLocalities() }
}

export default function Shipments({ loaderData }: Route.ComponentProps) {
  const { localities } = loaderData
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading
        title="Zonas de Envío"
        icon={Truck}
        lead="Hacemos envíos a todo el país. Estas son las localidades con precio promocional de envío a domicilio:"
      />
      <TitledSection id="shipments-list" title={<>{localities.length} localidades</>}>
        <ul data-testid="shipping-localities" className="columns-2 gap-x-4 sm:gap-x-8 md:columns-3 lg:columns-4">
          {localities.map((locality) => (
            <li key={locality} className="flex break-inside-avoid items-start gap-2 py-1.5 text-sm text-gray-800 sm:text-base">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
              <span>{locality}</span>
            </li>
          ))}
        </ul>
      </TitledSection>
      <section aria-labelledby="shipments-other" className="mt-6 rounded-lg bg-blue-50 p-5 ring-1 ring-blue-100 sm:p-6">
        <h2 id="shipments-other" className="text-lg font-extrabold tracking-tight text-gray-900">
          ¿Tu ciudad no está en la lista?
        </h2>
        <p className="mt-2 text-gray-800">Para envíos a otras ciudades, comunicate con nosotros y te cotizamos el envío.</p>
        <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6">
          <li className="flex items-center gap-2">
            <Phone aria-hidden className="size-5 shrink-0 text-brand" />
            <a href={store.phones.main.tel} className={LINK_CLASS}>
              {store.phones.main.display}
            </a>
          </li>
          <li className="flex min-w-0 items-center gap-2">
            <Mail aria-hidden className="size-5 shrink-0 text-brand" />
            <a href={`mailto:${store.emails.sales}`} className={`${LINK_CLASS} break-all`}>
              {store.emails.sales}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <MessageCircle aria-hidden className="size-5 shrink-0 text-brand" />
            <a href={`https://wa.me/${store.whatsapp.number}`} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
              WhatsApp {store.whatsapp.display}
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          </li>
        </ul>
      </section>
    </main>
  )
}
