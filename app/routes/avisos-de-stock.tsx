import { StockAlertLinkPage } from '../components/shopper-lists/stock-alert-link-page.tsx'
import { pageTitle } from '../lib/seo.ts'

export function meta() {
  return [
    { title: pageTitle('Avisos de stock') },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ]
}

/** Where the back-in-stock e-mails' links lead: confirm a request, or end it (server/shopper-lists/stock-alert-email.ts). */
export default function StockAlertLinks() {
  return (
    <main className="mx-auto max-w-lg px-3 py-10">
      <h1 className="text-2xl font-extrabold">Avisos de stock</h1>
      <StockAlertLinkPage />
    </main>
  )
}
