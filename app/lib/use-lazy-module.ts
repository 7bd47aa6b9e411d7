import { useEffect, useState } from 'react'

/**
 * A module loaded once `wanted` first turns true, then kept: undefined until it has come. Not
 * React.lazy with <Suspense>: React holds back the reveal of suspended content on a timer (up to
 * 300 ms), which would delay the very thing the shopper just asked for.
 */
export function useLazyModule<T>(wanted: boolean, load: () => Promise<T>): T | undefined {
  const [module, setModule] = useState<{ value: T }>()
  useEffect(() => {
    if (!wanted || module) return
    let live = true
    void load().then((value) => {
      if (live) setModule({ value })
    })
    return () => {
      live = false
    }
  }, [wanted, module, load])
  return module?.value
}
