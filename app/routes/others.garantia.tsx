import { BadgeCheck, ClipboardList, FileText, ShieldAlert } from '../components/icons.tsx'
import { Link } from 'react-router'
import { store } from '#config/store.ts'
import { InfoCard, LINK_CLASS, PageHeading } from '../components/others/info-ui.tsx'
import { sideMenuHandle } from '../components/others/side-menu.tsx'
import { pageMeta } from '../lib/page-meta.ts'

export const handle = sideMenuHandle

export const meta = pageMeta({
  title: 'Garantía',
  description: `Todos los productos de ${store.brandName} cuentan con garantía oficial de la marca. Conocé cómo hacer un reclamo de garantía.`,
  canonicalPath: '/others/garantia',
})

export default function Warranty() {
  return (
    <article>
      <PageHeading
        title="Garantía"
        icon={BadgeCheck}
        lead="Todos los productos que vendemos son nuevos, originales y cuentan con la garantía oficial de su fabricante en la República Argentina."
      />
      <div className="space-y-6">
        <InfoCard title="Garantía oficial de la marca" icon={BadgeCheck}>
          <p>
            El plazo y las condiciones de la garantía son los que fija cada fabricante y figuran en el certificado de garantía o
            en el manual que acompaña al producto. La garantía se presta a través de los servicios técnicos oficiales de cada
            marca, además de la garantía legal establecida por la Ley 24.240 de Defensa del Consumidor.
          </p>
        </InfoCard>

        <InfoCard title="Cómo hacer un reclamo" icon={ClipboardList}>
          <ol className="list-decimal space-y-2 pl-5">
            <li>Tené a mano la factura de compra: es el comprobante que acredita la fecha de compra y la garantía.</li>
            <li>
              Comunicate con nuestro{' '}
              <Link to="/others/centro_de_ayuda" className={LINK_CLASS}>
                Centro de ayuda
              </Link>{' '}
              al{' '}
              <a href={store.phones.main.tel} className={LINK_CLASS}>
                {store.phones.main.display}
              </a>{' '}
              ({store.hours.helpCenter}) y contanos qué le sucede al producto.
            </li>
            <li>Te indicaremos el servicio técnico oficial más cercano o cómo hacernos llegar el producto.</li>
            <li>Entregá el producto completo, con sus accesorios y, si es posible, en su embalaje original.</li>
          </ol>
        </InfoCard>

        <InfoCard title="La garantía no cubre" icon={ShieldAlert}>
          <ul className="list-disc space-y-2 pl-5">
            <li>Daños causados por golpes, caídas, humedad, líquidos o un uso distinto del indicado por el fabricante.</li>
            <li>Fallas provocadas por variaciones de tensión, descargas eléctricas o una instalación incorrecta.</li>
            <li>Productos abiertos, reparados o modificados por personas ajenas al servicio técnico oficial.</li>
            <li>El desgaste normal de piezas y accesorios consumibles.</li>
          </ul>
        </InfoCard>

        <InfoCard title="Documentación" icon={FileText}>
          <p>
            Si compraste con tu cuenta, podés descargar tus facturas desde{' '}
            <Link to="/myaccount/orders" className={LINK_CLASS}>
              Mis pedidos
            </Link>
            . Para cambios y devoluciones, consultá nuestras{' '}
            <Link to="/others/politicas_de_devolucion" className={LINK_CLASS}>
              políticas de devolución
            </Link>
            .
          </p>
        </InfoCard>
      </div>
    </article>
  )
}
