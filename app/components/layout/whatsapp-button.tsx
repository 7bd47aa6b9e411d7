import { identity as store } from '#config/store-identity.ts'
// The logo as a hashed file rather than its path in the script every page loads (0.4 KB gzip).
import logoHref from './whatsapp.svg?url&no-inline'

/** The floating chat button of every screen; hidden on small screens. */
export function WhatsAppButton() {
  return (
    <a
      href={`https://wa.me/${store.whatsapp.number}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escribinos por WhatsApp"
      className="fixed bottom-5 right-5 z-30 hidden size-14 items-center justify-center rounded-full bg-[#25d366] shadow-lg hover:scale-105 md:flex"
    >
      {/* Lazy: the button is hidden below 768 px, where the logo is then never fetched. */}
      <img src={logoHref} alt="" width={32} height={32} loading="lazy" className="size-8" />
    </a>
  )
}
