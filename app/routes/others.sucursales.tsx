import { Clock, ExternalLink, Mail, MapPin, Phone, Store } from '../components/icons.tsx'
import { store, type Branch } from '#config/store.ts'
import { BranchMap } from '../components/others/branch-map.tsx'
import { LINK_CLASS, PageHeading } from '../components/others/info-ui.tsx'
import { openStreetMapHref } from '../components/others/map-settings.ts'
import { pageMeta } from '../lib/page-meta.ts'

const { caballito, villaUrquiza } = store.branches

export const meta = pageMeta({
  title: 'Sucursales',
  description: `Visitanos en ${caballito.name} (${caballito.address}) o ${villaUrquiza.name} (${villaUrquiza.address}).`,
  canonicalPath: '/others/sucursales',
})

function BranchCard({ branch, id }: { branch: Branch; id: string }) {
  return (
    <section aria-labelledby={id} className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
      <BranchMap lat={branch.lat} lng={branch.lng} name={branch.name} />
      <div className="p-5">
        <h2 id={id} className="text-xl font-extrabold tracking-tight text-gray-900">
          {branch.name}
        </h2>
        <ul className="mt-3 space-y-2 text-gray-700">
          <li className="flex gap-2">
            <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>
              <span className="sr-only">Dirección: </span>
              {branch.address}
            </span>
          </li>
          <li className="flex gap-2">
            <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
            <a href={branch.phone.tel} className={LINK_CLASS}>
              <span className="sr-only">Teléfono: </span>
              {branch.phone.display}
            </a>
          </li>
          <li className="flex min-w-0 gap-2">
            <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
            <a href={`mailto:${branch.email}`} className={`${LINK_CLASS} min-w-0 break-all text-sm sm:text-base`}>
              <span className="sr-only">Correo electrónico: </span>
              {branch.email}
            </a>
          </li>
          <li className="flex gap-2">
            <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>Retiro en el local: {store.hours.pickup}</span>
          </li>
        </ul>
        <a
          href={openStreetMapHref(branch.lat, branch.lng)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${LINK_CLASS} mt-4 inline-flex items-center gap-1 text-sm`}
        >
          Ver en OpenStreetMap
          <span className="sr-only"> ({branch.name}, se abre en una pestaña nueva)</span>
          <ExternalLink aria-hidden className="size-4" />
        </a>
      </div>
    </section>
  )
}

export default function Branches() {
  return (
    <article>
      <PageHeading
        title="Sucursales"
        icon={Store}
        lead="Te esperamos en nuestras sucursales de la Ciudad Autónoma de Buenos Aires."
      />
      <div className="grid gap-6 md:grid-cols-2">
        <BranchCard branch={store.branches.caballito} id="branch-caballito" />
        <BranchCard branch={store.branches.villaUrquiza} id="branch-villa-urquiza" />
      </div>
    </article>
  )
}
