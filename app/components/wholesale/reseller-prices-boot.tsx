import { useEffect } from 'react'
import { useSession } from '../../lib/session-context.tsx'
import { setResellerSession, startResellerPrices } from './reseller-prices-dom.ts'

/**
 * Placed once in the storefront's layout, beside FavouritesBoot: after hydration, for a signed-in
 * shopper, it starts the reseller prices module (reseller-prices-dom.ts) and tells it the session,
 * so an approved reseller's prices fill in; at sign-out it puts every slot back to the retail
 * prices. The module is in the first script, not a chunk of its own: the cart (cart-context.tsx)
 * reads its state on every page.
 */
let started = false

export function ResellerPricesBoot() {
  const { ready, token } = useSession()
  useEffect(() => {
    // a visitor who never signed in on this page asks nothing
    if (!ready || (!token && !started)) return
    started = true
    startResellerPrices()
    setResellerSession(token)
  }, [ready, token])
  return null
}
