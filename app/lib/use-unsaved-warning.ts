/**
 * Unsaved changes are not lost by a slip: leaving the page inside the app asks first (React
 * Router's blocker, shown with the back office's own dialog), and closing or reloading the tab
 * gets the browser's own question.
 */
import { useCallback, useEffect, useRef } from 'react'
import { useBlocker, type Blocker } from 'react-router'

export function useUnsavedWarning(dirty: boolean): { blocker: Blocker; allowNextNavigation: () => void } {
  // A save that then navigates (a new product to its own page) is not a slip.
  const allowed = useRef(false)
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false
      return false
    }
    return dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search)
  })
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  const allowNextNavigation = useCallback(() => {
    allowed.current = true
  }, [])
  return { blocker, allowNextNavigation }
}
