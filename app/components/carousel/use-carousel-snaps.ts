import { useEffect, useState, type RefObject } from 'react'
import type { StartedCarousel } from './carousel-engine.ts'
import type { Hold } from './use-autoplay.ts'
import type { Waiting } from './use-carousel-engine.ts'

interface SnapsInput {
  carousel: StartedCarousel | undefined
  /** the dots the server can draw before Embla (0: they wait for it) */
  initialCount: number
  waiting: RefObject<Waiting>
  hold(state: Hold, on: boolean): void
  sync(): void
}

/**
 * The selected snap and how many there are, kept from Embla's events once it is there; a drag
 * holds the autoplay, and the move asked for while Embla was loading is made once it is listened to.
 */
export function useCarouselSnaps({ carousel, initialCount, waiting, hold, sync }: SnapsInput) {
  const [selected, setSelected] = useState(0)
  const [snapCount, setSnapCount] = useState(initialCount)

  useEffect(() => {
    if (!carousel) return
    // A press (or autoplay's first step) made while Embla was loading, once listened to.
    const pending = waiting.current.move
    waiting.current.move = undefined
    const stop = carousel.follow(
      {
        snaps(selected, count) {
          setSelected(selected)
          setSnapCount(count)
        },
        resized: sync,
        dragging: (on) => hold('dragging', on),
      },
      pending,
    )
    sync()
    return stop
  }, [carousel, hold, sync, waiting])

  return { selected, snapCount }
}
