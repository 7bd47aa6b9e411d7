/** A customer's phone as kept, with the links to call and to write on WhatsApp (domain/admin/contact-links.ts). */
import { store } from '#config/store.ts'
import { contactLinks, customerWhatsappMessage, orderWhatsappMessage } from '#domain/admin/contact-links.ts'

const link =
  'inline-flex min-h-9 items-center rounded-md border border-gray-300 px-3 text-sm font-semibold text-brand hover:bg-gray-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand'

export function CustomerContact({ phone, name, movement }: { phone: string; name: string; movement?: number }) {
  const message =
    movement === undefined
      ? customerWhatsappMessage(store.brandName, name)
      : orderWhatsappMessage(store.brandName, name, movement)
  const links = contactLinks(phone, message)
  if (!links) return <>{phone}</>
  return (
    <span className="block">
      <span className="block whitespace-nowrap">{phone}</span>
      <span className="mt-1 flex flex-wrap gap-2">
        <a href={links.tel} className={link} aria-label={`Llamar al ${phone}`}>
          Llamar
        </a>
        <a
          href={links.whatsapp}
          className={link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Escribir por WhatsApp al ${phone}`}
        >
          WhatsApp
        </a>
      </span>
    </span>
  )
}
