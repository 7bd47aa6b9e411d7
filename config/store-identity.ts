/**
 * Who the seller is, as every page shows it (header, footer, prices, the personal-data notice):
 * names, contact channels, branches, hours, links. Part of config/store.ts, which a seller edits
 * with this file: kept apart so that what every storefront page's script carries (this module
 * is in the browser's shell chunk, scripts/vite/client-chunks.ts) leaves out the texts only a
 * few pages use, the withdrawal page's (decision 034; the shipping zones' localities now live in the
 * database, server/shipping/).
 */
import type { LegalTexts, StoreIdentity } from './store-types.ts'

/** The store's identity without the long texts of config/store.ts */
export type StoreShellIdentity = Omit<StoreIdentity, 'legal'> & {
  readonly legal: Omit<LegalTexts, 'withdrawal'> & {
    readonly withdrawal: Pick<LegalTexts['withdrawal'], 'linkLabel' | 'termDays'>
  }
}

export const identity: StoreShellIdentity = {
  brandName: 'TecnoHogar',
  legalName: 'TecnoHogar S.R.L.',
  cuit: '30-71555432-8',
  phones: {
    main: { display: '(011) 4902-5500', tel: 'tel:+541149025500' },
  },
  whatsapp: {
    number: '5491155550000',
    display: '+54 9 11 5555-0000',
    resellerMessage:
      'Hola! Me interesa el canal de revendedores de TecnoHogar. ¿Me podrían enviar información sobre precios y condiciones?',
  },
  emails: {
    contact: 'contacto@tecnohogar.example',
    sales: 'ventas@tecnohogar.example',
    resellers: 'revendedores@tecnohogar.example',
  },
  branches: {
    caballito: {
      name: 'Sucursal Caballito',
      address: 'Av. Rivadavia 5040, C1424CEP Caballito, CABA',
      phone: { display: '(011) 4902-5501', tel: 'tel:+541149025501' },
      email: 'caballito@tecnohogar.example',
      lat: -34.6188,
      lng: -58.4386,
    },
    villaUrquiza: {
      name: 'Sucursal Villa Urquiza',
      address: 'Av. Triunvirato 4650, C1431FBQ Villa Urquiza, CABA',
      phone: { display: '(011) 4521-7800', tel: 'tel:+541145217800' },
      email: 'villaurquiza@tecnohogar.example',
      lat: -34.5736,
      lng: -58.4874,
    },
  },
  hours: {
    footer: 'Lunes a viernes de 09:00 a 18:30',
    pickup: 'Lunes a viernes de 09:00 a 18:00',
    helpCenter: 'Lunes a viernes de 9 a 17 hs, excepto feriados',
  },
  promotedManufacturer: { name: 'BGH', carouselTitle: 'SEMANA BGH' },
  moreOffersEan: '7790123456787',
  social: { instagram: 'https://www.instagram.com/tecnohogar.demo/' },
  taxAuthority: {
    label: 'Data Fiscal',
    href: 'https://qr.afip.gob.ar/?qr=DEMO-REEMPLAZAR-CON-EL-CODIGO-DEL-F960',
    // A drawing served by the store (public/), so the page loads no third-party image; AFIP's
    // own, https://www.afip.gob.ar/images/f960/DATAWEB.jpg, may replace it.
    imageUrl: '/data-fiscal.svg',
  },
  copyrightYear: 2024,
  mapTiles: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
  },
  topBannerText: 'Envíos a todo el país. ¡Precio promocional de envío a CABA y localidades seleccionadas del GBA!',
  footerNote: 'Las imagenes son a modo ilustrativo. Los precios pueden cambiar sin previo aviso.',
  legal: {
    address: 'Av. Rivadavia 5040, C1424CEP, Ciudad Autónoma de Buenos Aires',
    email: 'contacto@tecnohogar.example',
    priceWithoutTaxesLabel: 'Precio sin impuestos nacionales',
    consumerDefence: {
      national: {
        label: 'Defensa de las y los Consumidores (Nación)',
        href: 'https://www.argentina.gob.ar/produccion/defensadelconsumidor',
      },
      city: {
        label: 'Defensa del Consumidor (Ciudad de Buenos Aires)',
        href: 'https://buenosaires.gob.ar/defensaconsumidor',
      },
      complaintsBook: {
        label: 'Libro de quejas online',
        href: 'https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario',
      },
    },
    personalData: {
      purpose:
        'Los datos que ingreses serán tratados por {legalName} solo para responder a tu solicitud y prestarte nuestros servicios, conforme a la Ley N° 25.326 de Protección de los Datos Personales. Podés pedir su acceso, rectificación o supresión escribiendo a {email}.',
      accessRights:
        'El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley N° 25.326.',
      authority:
        'La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.',
      authorityUrl: 'https://www.argentina.gob.ar/aaip',
      privacyLinkLabel: 'Política de privacidad',
    },
    withdrawal: { linkLabel: 'Botón de arrepentimiento', termDays: 10 },
    terms: { linkLabel: 'Términos y condiciones' },
    privacy: { linkLabel: 'Política de privacidad' },
  },
}
