import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { pageSizeCookie, pageSizeForWidth } from '#domain/listing-params.ts'

/**
 * The listing's page size depends on the window's width (9, 12 from 1680 px, 15 from 2100 px),
 * which the server cannot see. The browser writes it to a cookie (domain/listing-params.ts); the
 * first render of a wide screen uses 9 and reloads its data once with the right size.
 */

export function useListingPageSize(current: number): void {
  const revalidator = useRevalidator()
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      const wanted = pageSizeForWidth(window.innerWidth)
      if (wanted === current) return
      document.cookie = pageSizeCookie(wanted)
      void revalidator.revalidate()
    }
    check()
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(check, 250)
    }
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
    // The revalidator changes identity on every state change; only the size matters here.
  }, [current])
}
