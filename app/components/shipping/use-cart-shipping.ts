/**
 * The cart's shipping: quoted from the delivery's postal code as the shopper types it (or the
 * billing one, option 1), nothing for a pick-up, and quoted once more right before the order is
 * sent, so a zone changed while the cart was open shows its new figure before anything is placed.
 * The server quotes again whatever the page says (server/shipping/); `seen` is only compared.
 */
import { useEffect, useRef, useState } from 'react'
import { NATIONAL_HOLIDAYS, SHIPPING_CALENDAR } from '#config/shipping-calendar.ts'
import type { Delivery } from '#domain/checkout.ts'
import { addBusinessDays, countStart, holidaySet } from '#domain/shipping/business-days.ts'
import { parsePostalCode } from '#domain/shipping/postal-code.ts'
import type { ShippingQuote } from '#domain/shipping/quote.ts'
import { quoteText } from '#domain/shipping/quote-text.ts'
import { SHIPPING_MESSAGES } from '#domain/shipping/shipping-messages.ts'
import { fetchQuote } from './fetch-quote.ts'
import { rememberPostalCode } from './remembered-postal-code.ts'

export type CartShipping =
  | { kind: 'none' }
  | { kind: 'pickup'; readyFrom: string }
  | { kind: 'loading' }
  | { kind: 'quoted'; quote: ShippingQuote }
  | { kind: 'refused'; message: string }

const calendar = { holidays: holidaySet(NATIONAL_HOLIDAYS), cutoffHour: SHIPPING_CALENDAR.cutoffHour }

/** The cost the cart adds and shows: a number, null for "a cotizar", undefined while not known. */
export function shownCost(state: CartShipping): number | null | undefined {
  if (state.kind === 'pickup') return 0
  if (state.kind !== 'quoted') return undefined
  return state.quote.quoted ? state.quote.price : null
}

const sameQuote = (a: ShippingQuote, b: ShippingQuote) =>
  a.quoted === b.quoted && (!a.quoted || !b.quoted || (a.price === b.price && a.zone === b.zone))

export function useCartShipping(delivery: Delivery, subtotal: number) {
  const [state, setState] = useState<CartShipping>({ kind: 'none' })
  const asked = useRef(0)
  const pickup = delivery.option === 3
  const code = delivery.postal_code.trim()

  useEffect(() => {
    const ask = ++asked.current
    if (pickup) {
      setState({
        kind: 'pickup',
        readyFrom: addBusinessDays(countStart(new Date(), calendar), SHIPPING_CALENDAR.pickupReadyDays, calendar),
      })
      return
    }
    if (code === '') return setState({ kind: 'none' })
    if (parsePostalCode(code) === null) return setState({ kind: 'refused', message: SHIPPING_MESSAGES.badPostalCode })
    setState({ kind: 'loading' })
    // Typing settles before asking: one request per code, not per key.
    const timer = setTimeout(() => {
      void fetchQuote(code, subtotal).then((answer) => {
        if (ask !== asked.current) return
        if (!answer.ok) return setState({ kind: 'refused', message: answer.message })
        rememberPostalCode(code)
        setState({ kind: 'quoted', quote: answer.quote })
      })
    }, 350)
    return () => clearTimeout(timer)
  }, [pickup, code, subtotal])

  /**
   * Quoted once more before sending: `ok` with the cost to send as the one shown, or the sentence
   * to show when the figure on screen is no longer the server's (the screen then shows the new
   * one and the order waits for the next click). A quote still on its way when the shopper
   * clicks is not a change: it is shown and sent as it comes.
   */
  async function recheck(): Promise<{ ok: true; cost: number | null | undefined } | { ok: false; message: string }> {
    if (pickup || code === '' || parsePostalCode(code) === null) return { ok: true, cost: shownCost(state) }
    const answer = await fetchQuote(code, subtotal)
    if (!answer.ok) return { ok: false, message: answer.message }
    const before = state.kind === 'quoted' ? state.quote : null
    asked.current++
    setState({ kind: 'quoted', quote: answer.quote })
    const cost = shownCost({ kind: 'quoted', quote: answer.quote })
    if (!before || sameQuote(before, answer.quote)) return { ok: true, cost }
    return { ok: false, message: SHIPPING_MESSAGES.shippingChanged(quoteText(answer.quote)) }
  }

  return { state, cost: shownCost(state), recheck }
}

export type CartShippingState = ReturnType<typeof useCartShipping>
