import { ArrowUp, Clock, Mail, MapPin, Phone, Undo2 } from '../icons.tsx'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { identity as store } from '#config/store-identity.ts'
import { PRIVACY_PATH, TERMS_PATH, WITHDRAWAL_PATH } from '../legal/legal-paths.ts'
import { ConsumerDefenceLinks, DataFiscalBadge, SellerDetails } from '../legal/seller-info.tsx'
import { NewsletterForm } from '../newsletter-form.tsx'
import { searchHrefFor } from '../../lib/paths.ts'
import { FOOTER_CATEGORIES } from './footer-categories.ts'
import { PaymentCards } from './payment-cards.tsx'

const COMPANY_LINKS = [
  { to: '/others/about_us', label: 'Acerca de nosotros' },
  { to: '/others/revendedores', label: 'Revendedores' },
  { to: '/others/sucursales', label: 'Sucursales' },
  { to: '/others/trabaja_con_nosotros', label: 'Trabajá con nosotros' },
]

const HELP_LINKS = [
  { to: '/others/centro_de_ayuda', label: 'Centro de ayuda' },
  { to: '/others/garantia', label: 'Garantía' },
  { to: '/others/politicas_de_devolucion', label: 'Políticas de devolución' },
  { to: '/shipments', label: 'Zonas de envío' },
]

type FooterLink = { to: string; label: string }

/** A column's title; `id` names it for the landmark that wraps it. */
function ColumnHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-3 text-sm font-bold uppercase tracking-wide text-white">
      {children}
    </h2>
  )
}

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="hover:text-white hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={`Enlaces: ${title}`}>
      <ColumnHeading>{title}</ColumnHeading>
      <LinkList links={links} />
    </nav>
  )
}

/** The newsletter's band, over the rest of the footer. */
function NewsletterBand() {
  return (
    <section className="bg-brand-dark">
      {/* A grid: the newsletter form takes the second column and its data notice the full width below. */}
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-6 md:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] md:items-center">
        <div>
          <h2 className="text-lg font-bold text-white">Suscribite a nuestro newsletter</h2>
          <p className="text-sm text-blue-100">Recibí ofertas y novedades todas las semanas.</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  )
}

/** How to reach the store: phone, e-mail, branches and hours. */
function ContactColumn() {
  return (
    <section aria-labelledby="footer-contact">
      <ColumnHeading id="footer-contact">Contacto</ColumnHeading>
      <ul className="space-y-2 text-sm">
        <li className="flex gap-2">
          <Phone aria-hidden className="size-4 shrink-0" />
          <a href={store.phones.main.tel} className="hover:text-white hover:underline">
            {store.phones.main.display}
          </a>
        </li>
        <li className="flex gap-2">
          <Mail aria-hidden className="size-4 shrink-0" />
          <a href={`mailto:${store.emails.contact}`} className="break-all hover:text-white hover:underline">
            {store.emails.contact}
          </a>
        </li>
        {[store.branches.caballito, store.branches.villaUrquiza].map((branch) => (
          <li key={branch.name} className="flex gap-2">
            <MapPin aria-hidden className="size-4 shrink-0" />
            <span>{branch.address}</span>
          </li>
        ))}
        <li className="flex gap-2">
          <Clock aria-hidden className="size-4 shrink-0" />
          <span>{store.hours.footer}</span>
        </li>
      </ul>
    </section>
  )
}

/** The terms, the privacy policy and the consumer-defence links. */
function LegalColumn() {
  return (
    <nav aria-labelledby="footer-legal">
      <ColumnHeading id="footer-legal">Legales</ColumnHeading>
      <LinkList
        links={[
          { to: TERMS_PATH, label: store.legal.terms.linkLabel },
          { to: PRIVACY_PATH, label: store.legal.privacy.linkLabel },
        ]}
      />
      <ConsumerDefenceLinks tone="dark" className="mt-2" />
    </nav>
  )
}

/** The seller's legal details, and the 'Botón de arrepentimiento' link. */
function SellerBand() {
  return (
    <section
      aria-labelledby="footer-seller"
      className="mx-auto flex max-w-7xl flex-col gap-4 border-t border-white/10 px-4 py-6 md:flex-row md:items-start md:justify-between"
    >
      <div>
        <h2 id="footer-seller" className="mb-2 text-sm font-bold uppercase tracking-wide text-white">
          Datos del vendedor
        </h2>
        <SellerDetails tone="dark" />
      </div>
      <Link
        to={WITHDRAWAL_PATH}
        className="inline-flex shrink-0 items-center justify-center gap-2 self-start rounded-md border-2 border-accent px-4 py-2 text-sm font-bold text-white hover:bg-accent hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <Undo2 aria-hidden className="size-4" />
        {store.legal.withdrawal.linkLabel}
      </Link>
    </section>
  )
}

/** The cards accepted, Instagram, the fiscal-data badge and the way back to the top. */
function PaymentsAndSocial() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 border-t border-white/10 px-4 py-6 md:flex-row md:items-center md:justify-between">
      <PaymentCards />
      <div className="flex items-center gap-4">
        <a
          href={store.social.instagram}
          target="_blank"
          rel="noopener noreferrer"
          className="hover:text-white"
          aria-label="Instagram"
        >
          <svg viewBox="0 0 24 24" aria-hidden className="size-6 fill-none stroke-current" strokeWidth={2}>
            <rect x="3" y="3" width="18" height="18" rx="5" />
            <circle cx="12" cy="12" r="4" />
            <circle cx="17.5" cy="6.5" r="1" className="fill-current" />
          </svg>
        </a>
        <DataFiscalBadge tone="dark" />
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className="rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
          aria-label="Volver arriba"
        >
          <ArrowUp aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  )
}

export function Footer() {
  return (
    <footer className="mt-12 bg-gray-900 text-gray-300">
      <NewsletterBand />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.2fr]">
        <ContactColumn />
        <LinkColumn
          title="Categorías"
          links={FOOTER_CATEGORIES.map(({ value, label }) => ({ to: searchHrefFor('category', value), label }))}
        />
        <LinkColumn title="Empresa" links={COMPANY_LINKS} />
        <LinkColumn title="Ayuda" links={HELP_LINKS} />
        <LegalColumn />
      </div>
      <SellerBand />
      <PaymentsAndSocial />
      <div className="bg-black/40 px-4 py-4 text-center text-xs text-gray-400">
        <p>{store.footerNote}</p>
        <p className="mt-1">
          © {store.copyrightYear} {store.legalName.replace(/\.$/, '')}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  )
}
