/**
 * The staff e-mail of an order made again from what the database keeps of it, for the back
 * office's "resend": the lines and amounts as they were charged (order lines, stored total and
 * financing), the customer and delivery as the order's payload recorded them, and the billing
 * identity from the order's own columns. Nothing is read from the catalogue, so a price changed
 * since the order never shows in the resent message.
 */
import type { BillingIdentity } from '#domain/forms/billing-identity.ts'
import { DEFAULT_VAT_CONDITION, parseVatCondition, type InvoiceType } from '#domain/vat-condition.ts'
import type { OrderLineRow, OrderRow } from './orders-repository.ts'
import type { OrderEmailData } from './order-email.ts'

const cents = (amount: number) => Math.round(amount * 100)

function identityOf(order: OrderRow): BillingIdentity {
  const number = order.taxId || order.payload.datos_cliente.dni
  const invoiceType: InvoiceType = order.invoiceType === 'A' || order.invoiceType === 'C' ? order.invoiceType : 'B'
  return {
    taxId: { kind: order.taxIdKind === 'cuit' ? 'cuit' : 'dni', number },
    vatCondition: parseVatCondition(order.vatCondition) ?? DEFAULT_VAT_CONDITION,
    invoiceType,
  }
}

export function staffEmailDataOf(order: OrderRow, lines: readonly OrderLineRow[]): OrderEmailData {
  const { datos_cliente: c, opcion_de_entrega: d } = order.payload
  const billing = identityOf(order)
  return {
    movement: order.movement,
    date: order.date,
    customer: {
      fullname: c.nombre_completo,
      dni: c.dni,
      phone: c.celular,
      email: c.email || order.payload.client_email,
      address: c.direccion,
      location: c.location,
      postal_code: c.cp,
      vat_condition: billing.vatCondition,
    },
    lines: lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      unitPrice: l.price,
      subtotal: cents(l.price * l.quantity) / 100,
    })),
    delivery: { pickup: d.retira_en_local, postal_code: d.cp, address: d.direccion },
    payment: { list: order.paymentList, label: order.payment },
    total: order.totalPrice,
    billing,
    financing: order.financing ?? null,
    shipping: order.shipping,
    // a resent reseller's e-mail keeps its «Revendedor» marks, IVA apart and balance
    wholesale: order.wholesale,
  }
}
