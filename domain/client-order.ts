/** One order of the customer's history as the API sends it and the account page shows it (spec section 3). */
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
  }
  order_details: { sku: string; name: string; quantity: number; price: number }[]
  /** every state the order has been in, oldest first (not in the spec: added for the timeline) */
  state_history: { state: string; note: string; set_at: string }[]
}
