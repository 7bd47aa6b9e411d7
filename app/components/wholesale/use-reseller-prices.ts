/**
 * An approved reseller's prices for React (the cart and the checkout): the state of
 * reseller-prices-dom.ts, asking for the given skus once each. The server render, and the browser
 * until the session is known, see no reseller prices (decision 020: the HTML is everyone's).
 */
import { useEffect, useSyncExternalStore } from 'react'
import {
  SIGNED_OUT_SNAPSHOT,
  requestResellerPrices,
  resellerSnapshot,
  subscribeResellerPrices,
  type ResellerSnapshot,
} from './reseller-prices-dom.ts'

const serverSnapshot = () => SIGNED_OUT_SNAPSHOT

export function useResellerPrices(skus: readonly string[]): ResellerSnapshot {
  // one string, so a new array with the same skus asks nothing
  const key = skus.join('\n')
  useEffect(() => {
    if (key) requestResellerPrices(key.split('\n'))
  }, [key])
  return useSyncExternalStore(subscribeResellerPrices, resellerSnapshot, serverSnapshot)
}
