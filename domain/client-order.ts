import type { PlanView } from './financing-view.ts'
import type { OrderShipping } from './shipping/order-shipping.ts'
import type { OrderWholesale } from './wholesale/wholesale-prices.ts'

/** How an order's buyer is invoiced (docs/orders.md), as the history and the staff listing print it. */
export interface OrderBilling {
  /** 'CUIT 20-12345678-6' or 'DNI 30.123.456' */
  tax_id: string
  /** 'Responsable inscripto' */
  vat_condition: string
  /** 'Factura A' */
  invoice: string
}

/** One order of the customer's history as the API sends it and the account page shows it. */
export interface ClientOrder {
  order_header: {
    id: number
    movement: string
    date: string
    total_price: number
    order_state: string
    address: string
    payment: string
    invoice_number: number | null
    /** an addition to the API's original order_header fields */
    billing: OrderBilling
    /** the chosen instalment plan's figures as shown when ordering; null for one payment */
    financing: PlanView | null
    /** the shipping quoted when the order was placed, its cost included in total_price; null for older orders (an addition) */
    shipping?: OrderShipping | null
    /** a reseller's order: the IVA apart and the cuenta corriente's balance (decision 058); absent for retail (an addition) */
    wholesale?: OrderWholesale
  }
  order_details: { sku: string; name: string; quantity: number; price: number }[]
  /** every state the order has been in, oldest first (an addition to the API's original fields, for the timeline) */
  state_history: { state: string; note: string; set_at: string }[]
}
