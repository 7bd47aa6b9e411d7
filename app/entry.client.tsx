/**
 * React Router's default browser entry, hydrating one frame late: the server's HTML is the
 * whole page, so the browser paints it first (banner, products, prices) and only then starts
 * the long hydration task. On a mid-range phone that task takes hundreds of milliseconds, and
 * started at once it would hold the first paint back until it ended.
 */
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

// requestAnimationFrame runs just before the next paint; the timeout it sets runs after it.
if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(hydrate, 0))
} else {
  // A background tab paints nothing, and rAF would wait until it is shown.
  hydrate()
}
