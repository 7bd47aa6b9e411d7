/**
 * The shape of the seller's identity (config/store.ts) and of the legal texts it carries: apart
 * from both config files so that config/store-identity.ts, which config/store.ts builds on, can
 * name these types without importing config/store.ts back.
 */
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
  /**
   * the manufacturer whose products fill the home page's first carousel, until staff set another
   * in the back office (Portada → Grupos de productos; server/home-content/home-group-settings.ts)
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
