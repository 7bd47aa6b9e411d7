import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useState, type RefObject } from 'react'
import type { Hold } from './use-autoplay.ts'
import type { Waiting } from './use-carousel-engine.ts'

interface SnapsInput {
  embla: EmblaCarouselType | undefined
  /** the dots the server can draw before Embla (0: they wait for it) */
  initialCount: number
  waiting: RefObject<Waiting>
  hold(state: Hold, on: boolean): void
  sync(): void
}

/**
 * The selected snap and how many there are, kept from Embla's events once it is there; a drag
 * holds the autoplay, and the move asked for while Embla was loading runs once it is listened to.
 */
export function useCarouselSnaps({ embla, initialCount, waiting, hold, sync }: SnapsInput) {
  const [selected, setSelected] = useState(0)
  const [snapCount, setSnapCount] = useState(initialCount)

  useEffect(() => {
    if (!embla) return
    const update = () => {
      setSelected(embla.selectedScrollSnap())
      setSnapCount(embla.scrollSnapList().length)
    }
    // Embla re-initialises when its size changes, as when a media query shows or hides it.
    const resized = () => {
      update()
      sync()
    }
    const dragStart = () => hold('dragging', true)
    const dragEnd = () => hold('dragging', false)
    embla.on('select', update).on('reInit', resized).on('pointerDown', dragStart).on('pointerUp', dragEnd)
    update()
    // A press (or autoplay's first step) made while Embla was loading, once listened to.
    const move = waiting.current.move
    waiting.current.move = undefined
    move?.(embla)
    sync()
    return () => {
      embla.off('select', update).off('reInit', resized).off('pointerDown', dragStart).off('pointerUp', dragEnd)
    }
  }, [embla, hold, sync, waiting])

  return { selected, snapCount }
}
