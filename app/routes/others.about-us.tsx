import { Building2, Handshake, MapPin, Scale, ShieldCheck, Truck, Users } from '../components/icons.tsx'
import { Link } from 'react-router'
import { store } from '#config/store.ts'
import { PRIVACY_PATH, TERMS_PATH, WITHDRAWAL_PATH } from '../components/legal/legal-paths.ts'
import { ConsumerDefenceLinks, DataFiscalBadge, SellerDetails } from '../components/legal/seller-info.tsx'
import { InfoCard, LINK_CLASS, PageHeading } from '../components/others/info-ui.tsx'
import { sideMenuHandle } from '../components/others/side-menu.tsx'
import { pageMeta } from '../lib/page-meta.ts'

export const handle = sideMenuHandle

export const meta = pageMeta({
  title: 'Acerca de nosotros',
  description: `Conocé ${store.brandName}: tecnología, electrónica y electrodomésticos para clientes minoristas y revendedores, con sucursales en Caballito y Villa Urquiza.`,
  canonicalPath: '/others/about_us',
})

const VALUES = [
  {
    icon: ShieldCheck,
    title: 'Garantía oficial',
    text: 'Todos nuestros productos son nuevos, originales y cuentan con la garantía oficial de cada marca.',
  },
  {
    icon: Truck,
    title: 'Envíos a todo el país',
    text: 'Llegamos a todo el país, con precio promocional en CABA y localidades seleccionadas del GBA.',
  },
  {
    icon: Users,
    title: 'Atención personalizada',
    text: 'Un equipo que te asesora antes, durante y después de tu compra, por teléfono, WhatsApp o en nuestras sucursales.',
  },
]

/** What sets the store apart, three cards under a heading for screen readers. */
function ValuesSection() {
  return (
    <section aria-labelledby="about-values">
      <h2 id="about-values" className="sr-only">
        Lo que nos distingue
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200">
            <Icon aria-hidden className="size-8 text-brand" />
            <h3 className="mt-3 font-bold text-gray-900">{title}</h3>
            <p className="mt-1 text-sm text-gray-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The seller's legal details, the consumer-defence links and the legal pages. */
function SellerCard() {
  return (
    <InfoCard title="Datos del vendedor" icon={Scale} id="datos-del-vendedor">
      <SellerDetails />
      <div className="grid gap-4 border-t border-gray-200 pt-4 sm:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-bold text-gray-900">Defensa del consumidor</h3>
          <ConsumerDefenceLinks />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-bold text-gray-900">Información fiscal y legal</h3>
          <DataFiscalBadge />
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to={TERMS_PATH} className={LINK_CLASS}>
                {store.legal.terms.linkLabel}
              </Link>
            </li>
            <li>
              <Link to={PRIVACY_PATH} className={LINK_CLASS}>
                {store.legal.privacy.linkLabel}
              </Link>
            </li>
            <li>
              <Link to={WITHDRAWAL_PATH} className={LINK_CLASS}>
                {store.legal.withdrawal.linkLabel}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </InfoCard>
  )
}

export default function AboutUs() {
  const branches = [store.branches.caballito, store.branches.villaUrquiza]
  return (
    <article>
      <PageHeading
        title="Acerca de nosotros"
        icon={Building2}
        lead={`${store.brandName} es una empresa argentina dedicada a la venta de tecnología, electrónica y electrodomésticos, para clientes particulares y para revendedores de todo el país.`}
      />
      <div className="space-y-6">
        <InfoCard title="Quiénes somos">
          <p>
            Nacimos con una idea simple: que comprar tecnología sea fácil, seguro y al mejor precio. Trabajamos con las
            principales marcas del mercado en climatización, informática, telefonía, televisores, audio y electrodomésticos para
            el hogar.
          </p>
          <p>
            Además de nuestra tienda online, te esperamos en nuestras dos sucursales de la Ciudad Autónoma de Buenos Aires, donde
            podés ver los productos, recibir asesoramiento y retirar tus compras.
          </p>
        </InfoCard>

        <ValuesSection />

        <InfoCard title="Nuestras sucursales" icon={MapPin}>
          <ul className="space-y-2">
            {branches.map((branch) => (
              <li key={branch.name}>
                <span className="font-semibold text-gray-900">{branch.name}:</span> {branch.address}
              </li>
            ))}
          </ul>
          <p>
            <Link to="/others/sucursales" className={LINK_CLASS}>
              Ver sucursales en el mapa
            </Link>
          </p>
        </InfoCard>

        <InfoCard title="¿Tenés un comercio?" icon={Handshake}>
          <p>
            Contamos con un canal exclusivo para revendedores, con ejecutivos de cuenta, condiciones comerciales especiales y
            entregas en un amplio radio.{' '}
            <Link to="/others/revendedores" className={LINK_CLASS}>
              Conocé el programa de revendedores
            </Link>
            .
          </p>
        </InfoCard>

        <SellerCard />
      </div>
    </article>
  )
}
