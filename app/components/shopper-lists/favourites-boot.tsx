import { useEffect } from 'react'
import { useSession } from '../../lib/session-context.tsx'

const loadFavourites = () => import('./favourites-dom.ts')

/**
 * Placed once in the storefront's layout: after hydration it loads the favourites module
 * (favourites-dom.ts, a chunk of its own) and tells it who is signed in, so the hearts fill in.
 */
export function FavouritesBoot() {
  const { ready, token } = useSession()
  useEffect(() => {
    if (!ready) return
    let live = true
    void loadFavourites().then((favourites) => {
      if (!live) return
      favourites.startFavourites()
      void favourites.setFavouritesSession(token)
    })
    return () => {
      live = false
    }
  }, [ready, token])
  return null
}
