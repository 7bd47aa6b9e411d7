import { Link } from 'react-router'
import { fillStoreText } from '#config/legal-text.ts'
import { identity as store } from '#config/store-identity.ts'
import { PRIVACY_PATH } from './legal-paths.ts'

/**
 * Ley 25.326 under every form that collects personal data: what the data are for, the right of
 * access (Disposición DNPDP 10/2008), the AAIP legend and a link to the privacy policy.
 * `dark` is for the footer's blue band; both tones keep a contrast ratio well above 4.5:1.
 */
export function PersonalDataNotice({ tone = 'light', className = '' }: { tone?: 'light' | 'dark'; className?: string }) {
  const { purpose, accessRights, authority, privacyLinkLabel } = store.legal.personalData
  const colours =
    tone === 'dark'
      ? { text: 'text-blue-50', link: 'font-semibold text-white underline underline-offset-2 hover:text-accent' }
      : {
          text: 'text-gray-600',
          link: 'font-semibold text-brand underline underline-offset-2 hover:text-brand-dark',
        }
  return (
    <div data-testid="personal-data-notice" className={`space-y-1 text-xs leading-relaxed ${colours.text} ${className}`}>
      <p>
        {fillStoreText(purpose)} Más información:{' '}
        <Link
          to={PRIVACY_PATH}
          className={`${colours.link} focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current`}
        >
          {privacyLinkLabel}
        </Link>
        .
      </p>
      <p>
        {accessRights} {authority}
      </p>
    </div>
  )
}
