import { useEffect, useState } from 'react'

/**
 * false in the server's HTML and until React has taken the page over: a button whose work is
 * JavaScript stays disabled until then, so an early click waits instead of doing nothing.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
