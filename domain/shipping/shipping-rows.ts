/**
 * The order's shipping as rows of label and value, for the staff e-mail, the receipt, Mis pedidos
 * and the back office's order page: one wording everywhere. The branches' names, addresses and
 * hours come from the seller's config, handed in by the caller (domain/ imports no config).
 */
import { formatPrice } from '../format.ts'
import { formatDeliveryDay } from './business-days.ts'
import type { OrderShipping, PickupBranch } from './order-shipping.ts'
import { arrivalText } from './quote-text.ts'
import { FREE_SHIPPING_LABEL, SHIPPING_TO_QUOTE_LABEL } from './shipping-messages.ts'

export interface BranchInfo {
  name: string
  address: string
}

export interface PickupPlaces {
  branches: Readonly<Record<PickupBranch, BranchInfo>>
  hours: string
}

/** The shipping line of an order's totals: its label and amount ('Envío a CABA', '$ 6.500,00'). */
export function shippingLine(shipping: OrderShipping): { label: string; amount: string } {
  if (shipping.kind === 'pickup') return { label: 'Retiro en sucursal', amount: 'Sin cargo' }
  if (shipping.kind === 'to_quote') return { label: SHIPPING_TO_QUOTE_LABEL, amount: 'A cotizar' }
  return { label: `Envío a ${shipping.zone}`, amount: shipping.price === 0 ? 'Gratis' : formatPrice(shipping.price) }
}

/** Rows that say where and when: the branch and when the order is ready, or the zone, cost and days. */
export function shippingRows(shipping: OrderShipping, places: PickupPlaces): [string, string][] {
  if (shipping.kind === 'pickup') {
    const branch = shipping.branch ? places.branches[shipping.branch] : null
    // An order from the old page chose no branch: both are named, as its e-mails always did.
    const where: [string, string][] = branch
      ? [
          ['Sucursal de retiro', branch.name],
          ['Dirección de la sucursal', branch.address],
        ]
      : [
          [
            'Sucursales',
            Object.values(places.branches)
              .map((b) => `${b.name}: ${b.address}`)
              .join(' / '),
          ],
        ]
    return [
      ...where,
      ['Horario de retiro', places.hours],
      ['Listo para retirar', `desde el ${formatDeliveryDay(shipping.readyFrom)}`],
      ['Costo de envío', 'Sin cargo'],
    ]
  }
  if (shipping.kind === 'to_quote') return [['Costo de envío', `${SHIPPING_TO_QUOTE_LABEL} (lo cotizamos después del pedido)`]]
  return [
    ['Zona de envío', shipping.zone],
    ['Costo de envío', shipping.free ? FREE_SHIPPING_LABEL : formatPrice(shipping.price)],
    ['Entrega estimada', arrivalText(shipping)],
  ]
}
