import {
  Banknote,
  CalendarClock,
  Handshake,
  Mail,
  MailOpen,
  MessageCircle,
  PackageCheck,
  ShieldCheck,
  Truck,
  UsersRound,
  Layers,
} from '../components/icons.tsx'
import { store } from '#config/store.ts'
import { PageHeading } from '../components/others/info-ui.tsx'
import { ResellerForm } from '../components/others/reseller-form.tsx'
import { ResellerAccountSection } from '../components/wholesale/reseller-account-section.tsx'
import { sideMenuHandle } from '../components/others/side-menu.tsx'
import { pageMeta } from '../lib/page-meta.ts'

export const handle = sideMenuHandle

export const meta = pageMeta({
  title: 'Revendedores',
  description: `Canal de revendedores de ${store.brandName}: ejecutivos de cuenta, garantía oficial, línea de crédito, cuenta corriente y entregas en un amplio radio.`,
  canonicalPath: '/others/revendedores',
})

/** What the resellers' channel offers. */
const SECTIONS = [
  {
    icon: UsersRound,
    title: 'Atención personalizada',
    text: 'Un equipo de ejecutivos de cuenta y personal técnico especializado te acompaña en cada compra y te asesora sobre los productos.',
  },
  {
    icon: Layers,
    title: 'Amplia variedad de productos',
    text: 'Una gama completa, desde productos de entrada hasta la más alta gama, en tecnología, electrónica y electrodomésticos.',
  },
  {
    icon: ShieldCheck,
    title: 'Garantía oficial',
    text: 'Todos los productos cuentan con la garantía oficial de cada marca.',
  },
  {
    icon: Banknote,
    title: 'Formas de pago',
    text: 'Línea de crédito, cuenta corriente, transferencias bancarias y otros medios de pago a convenir.',
  },
  {
    icon: Truck,
    title: 'Entregas',
    text: 'Entregas con y sin cargo en un amplio radio, para que recibas la mercadería directamente en tu comercio.',
  },
  {
    icon: CalendarClock,
    title: 'Sitio actualizado',
    text: 'Nuestro sitio se actualiza todos los días con precios, stock y novedades.',
  },
  {
    icon: MailOpen,
    title: 'Novedades semanales',
    text: 'Todas las semanas te enviamos por correo nuestro material de marketing con ofertas y lanzamientos.',
  },
]

export default function Resellers() {
  const whatsappHref = `https://wa.me/${store.whatsapp.number}?text=${encodeURIComponent(store.whatsapp.resellerMessage)}`
  return (
    <article>
      <PageHeading
        title="Revendedores"
        icon={Handshake}
        lead="¿Tenés un comercio o vendés tecnología? Sumate a nuestro canal de revendedores y accedé a condiciones comerciales exclusivas."
      />
      <div className="space-y-6">
        <section aria-labelledby="resellers-benefits">
          <h2 id="resellers-benefits" className="mb-3 text-lg font-extrabold tracking-tight text-gray-900">
            Por qué elegirnos
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {SECTIONS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200">
                <h3 className="flex items-center gap-2 font-bold text-gray-900">
                  <Icon aria-hidden className="size-5 shrink-0 text-brand" />
                  {title}
                </h3>
                <p className="mt-2 text-sm text-gray-700">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="resellers-contact" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
          <h2 id="resellers-contact" className="text-lg font-extrabold tracking-tight text-gray-900">
            Contactate con un ejecutivo
          </h2>
          <p className="mt-2 text-gray-700">Escribinos por correo o por WhatsApp y te enviamos precios y condiciones.</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a
              href={`mailto:${store.emails.resellers}`}
              className="inline-flex min-w-0 items-center gap-2 rounded-md bg-brand px-4 py-2.5 font-bold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <Mail aria-hidden className="size-5 shrink-0" />
              <span className="flex min-w-0 flex-col">
                <span>Escribinos por correo</span>
                <span className="break-all text-sm font-normal text-blue-100">{store.emails.resellers}</span>
              </span>
            </a>
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-md bg-offer px-4 py-2.5 font-bold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-offer"
            >
              <MessageCircle aria-hidden className="size-5 shrink-0" />
              Escribinos por WhatsApp
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          </div>
        </section>

        <ResellerAccountSection />

        <section aria-labelledby="reseller-form-title" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
          <h2 id="reseller-form-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-gray-900">
            <PackageCheck aria-hidden className="size-5 text-brand" />
            Quiero ser revendedor
          </h2>
          <p className="mb-4 mt-2 text-gray-700">Dejanos tus datos y un agente se comunicará con vos a la brevedad.</p>
          <ResellerForm />
        </section>
      </div>
    </article>
  )
}
