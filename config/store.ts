/**
 * Who the seller is: names, contact channels, branches, hours and the few fixed texts the pages
 * show. A seller adapts the store by editing this file and config/store-identity.ts (what every
 * page shows, kept apart so that every page's script need not carry the long texts below);
 * everything here is demo data (the `.example` domain keeps demo e-mails from ever reaching a
 * real mailbox).
 */
import { identity } from './store-identity.ts'

export interface Phone {
  /** as printed on the page */
  readonly display: string
  /** the href of a click-to-call link */
  readonly tel: string
}

export interface Branch {
  readonly name: string
  readonly address: string
  readonly phone: Phone
  readonly email: string
  readonly lat: number
  readonly lng: number
}

export interface LegalLink {
  readonly label: string
  readonly href: string
}

/**
 * A section of a legal text. In `paragraphs`, `[text](/path)` or `[text](https://…)` becomes a
 * link, and `{legalName}`-style placeholders take the store's values (config/legal-text.ts).
 */
export interface LegalSection {
  readonly title: string
  readonly paragraphs: readonly string[]
}

export interface LegalDocument {
  readonly title: string
  /** the page's meta description */
  readonly description: string
  readonly lead: string
  /** 'AAAA-MM-DD': shown as 'Última actualización' */
  readonly updatedAt: string
  readonly sections: readonly LegalSection[]
}

export interface LegalTexts {
  /** the seller's physical (legal) address, published with the name and CUIT */
  readonly address: string
  /** where consumers write about their rights, data and complaints */
  readonly email: string
  /** Ley 27.743 (Régimen de Transparencia Fiscal al Consumidor): the legend under every price */
  readonly priceWithoutTaxesLabel: string
  readonly consumerDefence: {
    readonly national: LegalLink
    readonly city: LegalLink
    /** 'Libro de quejas online' */
    readonly complaintsBook: LegalLink
  }
  /** Ley 25.326: the notice under every form that collects personal data */
  readonly personalData: {
    /** what the data of the form are for and who keeps them (placeholders allowed) */
    readonly purpose: string
    /** Disposición DNPDP 10/2008: the right of access, free every six months */
    readonly accessRights: string
    /** the AAIP legend (Órgano de Control de la Ley 25.326) */
    readonly authority: string
    readonly authorityUrl: string
    readonly privacyLinkLabel: string
  }
  /** 'Botón de arrepentimiento' (Ley 24.240 art. 34, Resolución SCI 424/2020) */
  readonly withdrawal: {
    /** the footer link; the resolution asks for exactly this name */
    readonly linkLabel: string
    /** days the consumer has to revoke the purchase */
    readonly termDays: number
    readonly title: string
    readonly description: string
    readonly lead: string
    /** the page's explanation of the right (placeholders allowed) */
    readonly rights: readonly string[]
    readonly formTitle: string
    readonly successTitle: string
    /** shown with the code of a new request */
    readonly successMessage: string
    /** shown when the same e-mail already asked to revoke the same order */
    readonly duplicateMessage: string
    readonly email: {
      /** the customer's acknowledgement: subject (the code is appended) and paragraphs */
      readonly ackSubject: string
      readonly ackIntro: string
      readonly ackNextSteps: string
      /** the staff notice: subject (code and order are appended) and a reminder */
      readonly staffSubject: string
      readonly staffNote: string
    }
  }
  /** the full documents are `legalDocuments`, below */
  readonly terms: { readonly linkLabel: string }
  readonly privacy: { readonly linkLabel: string }
}

export interface StoreIdentity {
  readonly brandName: string
  readonly legalName: string
  /** 'NN-NNNNNNNN-N' with a valid check digit */
  readonly cuit: string
  readonly phones: { readonly main: Phone }
  readonly whatsapp: {
    /** international digits only, the form wa.me links need */
    readonly number: string
    readonly display: string
    readonly resellerMessage: string
  }
  readonly emails: { readonly contact: string; readonly sales: string; readonly resellers: string }
  readonly branches: { readonly caballito: Branch; readonly villaUrquiza: Branch }
  readonly hours: { readonly footer: string; readonly pickup: string; readonly helpCenter: string }
  /** the shipping-zones page lists these in this (alphabetical) order */
  readonly shippingLocalities: readonly string[]
  /**
   * the manufacturer whose products fill the home page's first carousel, until staff set another
   * in the back office (Portada → Grupos de productos; server/services/home-group-settings.ts)
   */
  readonly promotedManufacturer: { readonly name: string; readonly carouselTitle: string }
  /** a product whose name carries this EAN joins the 'MAS OFERTAS' carousel (editable likewise) */
  readonly moreOffersEan: string
  readonly social: { readonly instagram: string }
  /** AFIP/ARCA form 960 badge: the seller replaces the link with the one AFIP issues */
  /** imageUrl: a path of the store ('/…') or an https address; null shows the label as text */
  readonly taxAuthority: { readonly label: string; readonly href: string; readonly imageUrl: string | null }
  readonly copyrightYear: number
  readonly mapTiles: { readonly url: string; readonly attribution: string }
  readonly topBannerText: string
  readonly footerNote: string
  /** What Argentine consumer law asks the store to publish (docs/legal.md). */
  readonly legal: LegalTexts
}

export const store: StoreIdentity = {
  ...identity,
  shippingLocalities: [
    'Adrogué',
    'Avellaneda',
    'Banfield',
    'Bella Vista',
    'Berazategui',
    'Bernal',
    'Boulogne',
    'Burzaco',
    'Caseros',
    'Castelar',
    'Ciudad Autónoma de Buenos Aires',
    'Ciudadela',
    'Don Torcuato',
    'El Palomar',
    'Ezeiza',
    'Florencio Varela',
    'Florida',
    'Gerli',
    'González Catán',
    'Haedo',
    'Hurlingham',
    'Isidro Casanova',
    'Ituzaingó',
    'José C. Paz',
    'La Tablada',
    'Lanús',
    'Lomas de Zamora',
    'Lomas del Mirador',
    'Longchamps',
    'Martínez',
    'Merlo',
    'Monte Grande',
    'Moreno',
    'Morón',
    'Munro',
    'Olivos',
    'Quilmes',
    'Rafael Castillo',
    'Ramos Mejía',
    'Remedios de Escalada',
    'San Fernando',
    'San Isidro',
    'San Justo',
    'San Martín',
    'San Miguel',
    'Sarandí',
    'Tapiales',
    'Temperley',
    'Tigre',
    'Valentín Alsina',
    'Vicente López',
    'Villa Adelina',
    'Villa Ballester',
    'Villa Domínico',
    'Villa Luzuriaga',
    'Wilde',
  ],
  legal: {
    ...identity.legal,
    withdrawal: {
      ...identity.legal.withdrawal,
      title: 'Botón de arrepentimiento',
      description:
        'Arrepentite de tu compra a distancia dentro de los 10 días corridos, sin costo y sin iniciar sesión: completá el formulario y recibí tu código por e-mail.',
      lead: 'Si compraste por internet, por teléfono o por WhatsApp, podés revocar tu compra completando este formulario. No necesitás iniciar sesión ni explicar el motivo.',
      rights: [
        'Tenés {withdrawalDays} días corridos para revocar la aceptación de tu compra, contados desde que recibiste el producto o desde que celebraste el contrato, lo último que ocurra (artículo 34 de la Ley N° 24.240 de Defensa del Consumidor y artículo 1110 del Código Civil y Comercial).',
        'La revocación no tiene costo ni responsabilidad alguna para vos: los gastos de devolución del producto están a nuestro cargo y te reintegramos lo que hayas pagado.',
        'Al enviar el formulario te mandamos por e-mail un código de identificación de tu solicitud (Resolución N° 424/2020 de la Secretaría de Comercio Interior). Guardalo: con ese código hacés el seguimiento. Nos comunicaremos con vos para coordinar la devolución.',
      ],
      formTitle: 'Solicitud de arrepentimiento',
      successTitle: 'Recibimos tu solicitud',
      successMessage:
        'Te enviamos un e-mail con este código. Guardalo para hacer el seguimiento; nos comunicaremos con vos para coordinar la devolución.',
      duplicateMessage:
        'Ya habíamos recibido esta solicitud para ese pedido: tu código es el mismo y no hace falta enviarla de nuevo.',
      email: {
        ackSubject: 'Recibimos tu solicitud de arrepentimiento',
        ackIntro:
          'Recibimos tu solicitud de revocación de la compra (botón de arrepentimiento). Este es su código de identificación:',
        ackNextSteps:
          'Nuestro equipo revisará tu solicitud y se comunicará con vos para coordinar la devolución del producto y el reintegro de lo abonado. Ejercer este derecho no tiene costo para vos.',
        staffSubject: 'Solicitud de arrepentimiento',
        staffNote:
          'Verificar que el pedido exista y corresponda a este e-mail antes de responder: la página no lo comprueba, para no revelar datos de pedidos a terceros. Contactar al cliente para coordinar la devolución y el reintegro.',
      },
    },
  },
}
