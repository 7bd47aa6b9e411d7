/**
 * The quote box's state: the postal code typed (the remembered one once hydrated), checked in
 * the browser as the API checks it (domain/shipping/postal-code.ts), then quoted by the API.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { parsePostalCode } from '#domain/shipping/postal-code.ts'
import type { ShippingQuote } from '#domain/shipping/quote.ts'
import { SHIPPING_MESSAGES } from '#domain/shipping/shipping-messages.ts'
import { fetchQuote } from './fetch-quote.ts'
import { rememberPostalCode, rememberedPostalCode } from './remembered-postal-code.ts'

export type QuoteState =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'quoted'; quote: ShippingQuote } | { kind: 'refused'; message: string }

/** The field's message for a code the API would refuse, or null. */
export function postalCodeProblem(code: string): string | null {
  if (code.trim() === '') return SHIPPING_MESSAGES.postalCodeRequired
  return parsePostalCode(code) === null ? SHIPPING_MESSAGES.badPostalCode : null
}

export function useShippingQuote(subtotal: number) {
  const [code, setCode] = useState('')
  const [state, setState] = useState<QuoteState>({ kind: 'idle' })
  const asked = useRef(0)

  const calculate = useCallback(
    async (value: string) => {
      const problem = postalCodeProblem(value)
      if (problem) return setState({ kind: 'refused', message: problem })
      const ask = ++asked.current
      setState({ kind: 'loading' })
      const answer = await fetchQuote(value, subtotal)
      if (ask !== asked.current) return
      if (!answer.ok) return setState({ kind: 'refused', message: answer.message })
      rememberPostalCode(value)
      setState({ kind: 'quoted', quote: answer.quote })
    },
    [subtotal],
  )

  // After hydration: the code this browser quoted last, quoted again for this product.
  useEffect(() => {
    const saved = rememberedPostalCode()
    if (saved && parsePostalCode(saved) !== null) {
      setCode(saved)
      void calculate(saved)
    }
  }, [calculate])

  return { code, setCode, state, calculate }
}
