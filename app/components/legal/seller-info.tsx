import { ExternalLink } from '../icons.tsx'
import { identity as store } from '#config/store-identity.ts'

/**
 * Who sells (Argentine consumer law asks online sellers to publish it): legal
 * name, CUIT, physical address and e-mail, from config/store.ts. `dark` is the footer's look.
 */
type Tone = 'light' | 'dark'

const LINK: Record<Tone, string> = {
  light:
    'font-semibold text-brand underline decoration-brand/40 underline-offset-2 hover:decoration-brand focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
  // like the footer's other links: underlined on hover
  dark: 'underline-offset-2 hover:text-white hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
}

export function SellerDetails({ tone = 'light', className = '' }: { tone?: Tone; className?: string }) {
  const term = tone === 'dark' ? 'text-gray-400' : 'text-gray-600'
  const value = tone === 'dark' ? 'text-gray-200' : 'font-semibold text-gray-900'
  const rows = [
    { term: 'Razón social', value: <span className={value}>{store.legalName}</span> },
    { term: 'CUIT', value: <span className={value}>{store.cuit}</span> },
    { term: 'Domicilio', value: <span className={value}>{store.legal.address}</span> },
    {
      term: 'Correo electrónico',
      value: (
        <a href={`mailto:${store.legal.email}`} className={`break-all ${LINK[tone]}`}>
          {store.legal.email}
        </a>
      ),
    },
  ]
  return (
    <dl data-testid="seller-details" className={`grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] ${className}`}>
      {rows.map((row) => (
        <div key={row.term} className="contents">
          <dt className={term}>{row.term}</dt>
          <dd className="mb-1 sm:mb-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The national and Buenos Aires consumer-defence sites and the online complaints book. */
export function ConsumerDefenceLinks({ tone = 'light', className = '' }: { tone?: Tone; className?: string }) {
  const { national, city, complaintsBook } = store.legal.consumerDefence
  return (
    <ul data-testid="consumer-defence-links" className={`space-y-2 text-sm ${className}`}>
      {[national, city, complaintsBook].map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-start gap-1.5 ${LINK[tone]}`}
          >
            <ExternalLink aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            <span>
              {link.label}
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** AFIP/ARCA form 960 'Data Fiscal' badge: the seller sets its link in config/store.ts. */
export function DataFiscalBadge({ tone = 'light' }: { tone?: Tone }) {
  const look =
    tone === 'dark'
      ? 'border-white/30 text-white hover:bg-white/10 focus-visible:outline-white'
      : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50 focus-visible:outline-brand'
  const { href, label, imageUrl } = store.taxAuthority
  if (imageUrl !== null) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-block rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <img src={imageUrl} alt={`${label} (AFIP/ARCA, se abre en una pestaña nueva)`} width={54} height={75} loading="lazy" />
      </a>
    )
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center rounded border px-2 py-1 text-xs font-bold focus-visible:outline-2 focus-visible:outline-offset-2 ${look}`}
    >
      {label}
      <span className="sr-only"> (AFIP/ARCA, se abre en una pestaña nueva)</span>
    </a>
  )
}
