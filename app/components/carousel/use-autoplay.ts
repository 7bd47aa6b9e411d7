import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { StartedCarousel } from './carousel-engine.ts'
import { isHidden, type Move } from './carousel-moves.ts'
import type { Waiting } from './use-carousel-engine.ts'

export type Hold = 'paused' | 'hovered' | 'focused' | 'dragging'

interface AutoplayInput {
  autoplay: boolean
  autoplayMs: number | undefined
  viewport: RefObject<HTMLDivElement | null>
  carousel: StartedCarousel | undefined
  waiting: RefObject<Waiting>
  activate(move?: Move): void
}

/**
 * Whether the carousel plays: one rule over the four holds (paused, hovered, focused, being
 * dragged), it plays when none holds. Before Embla a plain timer takes the first step.
 */
export function useAutoplay({ autoplay, autoplayMs, viewport, carousel, waiting, activate }: AutoplayInput) {
  const [paused, setPaused] = useState(false)
  const holds = useRef({ paused: false, hovered: false, focused: false, dragging: false })

  /** Plays exactly when nothing holds the carousel still. */
  const sync = useCallback(() => {
    if (!autoplay) return
    const held = Object.values(holds.current).some(Boolean)
    if (!carousel) {
      // Before Embla: a timer for the first step, which brings Embla and takes that step; a
      // hidden carousel waits another round.
      const wait = waiting.current
      if (held) {
        window.clearTimeout(wait.timer)
        wait.timer = undefined
      } else if (wait.timer === undefined && !wait.started) {
        wait.timer = window.setTimeout(() => {
          wait.timer = undefined
          if (isHidden(viewport.current)) sync()
          else activate('next')
        }, autoplayMs)
      }
      return
    }
    carousel.play(!held && !isHidden(viewport.current))
  }, [autoplay, autoplayMs, carousel, activate, viewport, waiting])

  const hold = useCallback(
    (state: Hold, on: boolean) => {
      holds.current[state] = on
      sync()
    },
    [sync],
  )

  useEffect(() => {
    if (carousel) return
    sync()
    const wait = waiting.current
    return () => {
      window.clearTimeout(wait.timer)
      wait.timer = undefined
    }
  }, [carousel, sync, waiting])

  const togglePause = useCallback(() => {
    hold('paused', !paused)
    setPaused(!paused)
  }, [hold, paused])

  return { paused, sync, hold, togglePause }
}
