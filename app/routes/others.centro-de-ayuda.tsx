import { Clock, FileText, Headset, Mail, MessageCircle, Phone, type LucideIcon } from '../components/icons.tsx'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { store } from '#config/store.ts'
import { InfoCard, LINK_CLASS, PageHeading } from '../components/others/info-ui.tsx'
import { sideMenuHandle } from '../components/others/side-menu.tsx'
import { pageMeta } from '../lib/page-meta.ts'

export const handle = sideMenuHandle

export const meta = pageMeta({
  title: 'Centro de ayuda',
  description: `Atención al cliente de ${store.brandName}: llamanos al ${store.phones.main.display}, ${store.hours.helpCenter}.`,
  canonicalPath: '/others/centro_de_ayuda',
})

const TOPICS = [
  { to: '/others/garantia', label: 'Garantía de los productos' },
  { to: '/others/politicas_de_devolucion', label: 'Cambios y devoluciones' },
  { to: '/shipments', label: 'Zonas de envío' },
  { to: '/others/sucursales', label: 'Sucursales y retiro en el local' },
]

/** One way to reach the store: its icon and name, then the number or address (`children`, a <dd>). */
function ContactEntry({
  icon: Icon,
  term,
  className,
  children,
}: {
  icon: LucideIcon
  term: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <dt className="flex items-center gap-2 text-sm text-gray-600">
        <Icon aria-hidden className="size-5 shrink-0 text-brand" />
        {term}
      </dt>
      {children}
    </div>
  )
}

/** Phone, hours, e-mail and WhatsApp, and what to have at hand before calling. */
function ContactSection() {
  return (
    <section aria-labelledby="help-contact" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h2 id="help-contact" className="text-lg font-extrabold tracking-tight text-gray-900">
        Comunicate con nosotros
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <ContactEntry icon={Phone} term="Teléfono">
          <dd className="pl-7">
            <a href={store.phones.main.tel} className={`${LINK_CLASS} text-xl`}>
              {store.phones.main.display}
            </a>
          </dd>
        </ContactEntry>
        <ContactEntry icon={Clock} term="Horario de atención">
          <dd className="pl-7 font-semibold text-gray-900">{store.hours.helpCenter}</dd>
        </ContactEntry>
        <ContactEntry icon={Mail} term="Correo electrónico" className="min-w-0">
          <dd className="pl-7">
            <a href={`mailto:${store.emails.contact}`} className={`${LINK_CLASS} break-all`}>
              {store.emails.contact}
            </a>
          </dd>
        </ContactEntry>
        <ContactEntry icon={MessageCircle} term="WhatsApp">
          <dd className="pl-7">
            <a href={`https://wa.me/${store.whatsapp.number}`} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
              {store.whatsapp.display}
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          </dd>
        </ContactEntry>
      </dl>
      <p className="mt-5 flex gap-3 rounded-md bg-amber-50 p-4 text-gray-900 ring-1 ring-amber-200">
        <FileText aria-hidden className="size-5 shrink-0 text-amber-700" />
        <span>
          <strong>Antes de comunicarte, tené a mano la factura de compra.</strong> Nos permite encontrar tu pedido y resolver tu
          consulta más rápido.
        </span>
      </p>
    </section>
  )
}

export default function HelpCentre() {
  return (
    <article>
      <PageHeading
        title="Centro de ayuda"
        icon={Headset}
        lead="¿Tenés una consulta sobre tu compra, un envío o un producto? Estamos para ayudarte."
      />
      <div className="space-y-6">
        <ContactSection />

        <InfoCard title="Temas frecuentes">
          <ul className="grid gap-2 sm:grid-cols-2">
            {TOPICS.map((topic) => (
              <li key={topic.to}>
                <Link to={topic.to} className={LINK_CLASS}>
                  {topic.label}
                </Link>
              </li>
            ))}
          </ul>
        </InfoCard>
      </div>
    </article>
  )
}
