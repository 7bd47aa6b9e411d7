import { AccountPageHeading } from '../components/account/account-page-heading.tsx'
import { PriceListDownload } from '../components/wholesale/price-list-download.tsx'
import { ResellerApplication } from '../components/wholesale/reseller-application.tsx'
import { pageTitle } from '../lib/seo.ts'

export function meta() {
  return [{ title: pageTitle('Cuenta de revendedor') }, { name: 'robots', content: 'noindex' }]
}

/** 'Cuenta de revendedor': ask for one (razón social, CUIT, condición, actividad, domicilio, teléfono) or see its state. */
export default function ResellerAccountPage() {
  return (
    <main className="mx-auto max-w-3xl px-3 py-8">
      <AccountPageHeading title="Cuenta de revendedor" />
      <p className="mb-4 mt-2 text-gray-700">
        Con una cuenta de revendedor accedés a las condiciones comerciales de nuestro canal mayorista. Necesitás una CUIT como
        Responsable inscripto o Monotributo.
      </p>
      <ResellerApplication />
      <PriceListDownload />
    </main>
  )
}
