import { useEffect } from 'react'
import { useSession } from '../../lib/session-context.tsx'

const loadResellerPrices = () => import('./reseller-prices-dom.ts')
/** Loaded once a shopper has been signed in on this page: a visitor's pages never fetch the module. */
let loaded: ReturnType<typeof loadResellerPrices> | null = null

/**
 * Placed once in the storefront's layout, beside FavouritesBoot: after hydration, for a signed-in
 * shopper, it loads the reseller prices module (reseller-prices-dom.ts, a chunk of its own) and
 * tells it the session, so an approved reseller's prices fill in; at sign-out it puts every slot
 * back to the retail prices.
 */
export function ResellerPricesBoot() {
  const { ready, token } = useSession()
  useEffect(() => {
    if (!ready || (!token && !loaded)) return
    let live = true
    loaded ??= loadResellerPrices()
    void loaded.then((prices) => {
      if (!live) return
      prices.startResellerPrices()
      prices.setResellerSession(token)
    })
    return () => {
      live = false
    }
  }, [ready, token])
  return null
}
