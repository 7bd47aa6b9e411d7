import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { EngineOptions, StartedCarousel } from './carousel-engine.ts'
import type { Move } from './carousel-moves.ts'

const loadEngine = () => import('./carousel-engine.ts')
type Engine = Awaited<ReturnType<typeof loadEngine>>

/** before Embla: whether it is being loaded, the move asked for meanwhile, the autoplay timer */
export interface Waiting {
  started: boolean
  move?: Move | undefined
  timer?: number | undefined
}

/**
 * Embla on demand: `activate` loads it once (carousel-engine.ts) and makes a move as soon as it is
 * there; the move asked for while it loads waits in `waiting` for the carousel's events to be
 * listened to (use-carousel-snaps.ts).
 */
export function useCarouselEngine(viewport: RefObject<HTMLDivElement | null>, options: EngineOptions) {
  const { loop, duration, pageMoves, autoplayMs } = options
  const [carousel, setCarousel] = useState<StartedCarousel>()
  const waiting = useRef<Waiting>({ started: false })
  const [engine, setEngine] = useState<Engine>()

  /** Loads Embla once; `move` is made as soon as it is there (at once if it is). */
  const activate = useCallback(
    (move?: Move) => {
      if (carousel) {
        if (move !== undefined) carousel.move(move)
        return
      }
      if (move !== undefined) waiting.current.move = move
      if (waiting.current.started) return
      waiting.current.started = true
      void loadEngine().then(setEngine)
    },
    [carousel],
  )

  useEffect(() => {
    const node = viewport.current
    if (!engine || !node) return
    const started = engine.startCarousel(node, { loop, duration, pageMoves, autoplayMs })
    setCarousel(started)
    return () => {
      started.destroy()
      setCarousel(undefined)
    }
  }, [engine, viewport, loop, duration, pageMoves, autoplayMs])

  return { carousel, waiting, activate }
}
