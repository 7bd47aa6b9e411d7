/** What the shipping quote, the order's shipping line and the zone editor say, written once. */
export const SHIPPING_MESSAGES = {
  postalCodeRequired: 'Ingresá tu código postal.',
  badPostalCode: 'Ingresá un código postal válido: 4 números (1414) o el CPA completo (C1414BCL).',
  badSubtotal: 'El subtotal debe ser un importe en pesos, sin signos.',
  rangesRequired: 'Indicá al menos un código postal o un rango (por ejemplo 1000-1499).',
  badRange: (part: string) =>
    `"${part}" no es un código postal ni un rango (escribí 4 números, o dos unidos por un guion: 1000-1499).`,
  reversedRange: (part: string) => `En "${part}" el primer código debe ser menor o igual que el segundo.`,
  repeatedCodes: (codes: string) => `Los códigos ${codes} aparecen dos veces en la zona.`,
  overlap: (codes: string, zone: string) => `Los códigos ${codes} ya están en la zona "${zone}".`,
  nameTaken: (name: string) => `Ya existe una zona llamada "${name}".`,
  zoneNotFound: 'La zona de envío no existe (quizás otra persona la eliminó).',
  /** the order refused because the shipping the shopper saw is no longer what the zones say */
  shippingChanged: (now: string) => `El costo de envío cambió: ${now}. Revisá el total y volvé a generar el pedido.`,
  badBranch: 'Elegí la sucursal donde vas a retirar el pedido.',
} as const

/** What the shopper reads for a code outside every priced zone (the quote box, the cart). */
export const QUOTE_LATER_TEXT = 'Para ese código postal cotizamos el envío después del pedido'
/** The order's shipping line when there is no price: the order is placed and the staff quote it. */
export const SHIPPING_TO_QUOTE_LABEL = 'Envío a cotizar'
export const FREE_SHIPPING_LABEL = 'Envío gratis'
