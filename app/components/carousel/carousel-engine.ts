/**
 * Embla and its autoplay plugin: about 10 KB of gzip, loaded by carousel.tsx when a carousel first
 * needs them (the shopper points at, touches or focuses it, or its first autoplay step is due),
 * not with the home page's first load. Until then the server's HTML is the carousel at its first
 * slide, already in its final layout. Every call made on Embla is here too: none runs before it.
 */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import type { Move } from './carousel-moves.ts'

/** What the carousel hears from Embla: the snaps after a step or a re-initialisation, and drags. */
export interface CarouselEvents {
  snaps(selected: number, count: number): void
  /** Embla re-initialises when its size changes, as when a media query shows or hides it. */
  resized(): void
  dragging(on: boolean): void
}

export type StartedCarousel = ReturnType<typeof startCarousel>

export interface EngineOptions {
  loop: boolean
  duration: number
  pageMoves: boolean
  /** the autoplay plugin's delay; undefined: no plugin */
  autoplayMs: number | undefined
}

export function startCarousel(viewport: HTMLElement, { loop, duration, pageMoves, autoplayMs }: EngineOptions) {
  // The plugin only ticks: carousel.tsx decides when it plays (playOnInit off), and its own hover
  // and focus handling is off because it would restart a carousel the shopper paused.
  const plugins =
    autoplayMs === undefined
      ? []
      : [
          Autoplay({
            delay: autoplayMs,
            playOnInit: false,
            stopOnInteraction: true,
            stopOnMouseEnter: false,
            stopOnFocusIn: false,
          }),
        ]
  const embla = EmblaCarousel(
    viewport,
    { loop, duration, align: 'start', slidesToScroll: pageMoves ? 'auto' : 1, containScroll: loop ? false : 'trimSnaps' },
    plugins,
  )
  return {
    move: (move: Move) => makeMove(embla, move),
    /**
     * Listens until the returned function is called; tells the current snaps at once, then makes
     * `pending` (a move asked for while Embla was loading), so the snaps follow it.
     */
    follow(events: CarouselEvents, pending: Move | undefined) {
      const stop = follow(embla, events)
      if (pending !== undefined) makeMove(embla, pending)
      return stop
    },
    /** Plays or stops the autoplay plugin (none: nothing to do). */
    play(on: boolean) {
      const plugin = embla.plugins().autoplay
      if (on && plugin && !plugin.isPlaying()) plugin.play()
      else if (!on && plugin?.isPlaying()) plugin.stop()
    },
    destroy: () => embla.destroy(),
  }
}

// Page moves wrap both ways: from the last page "next" goes to the first, and back.
function makeMove(embla: EmblaCarouselType, move: Move) {
  if (move === 'next') {
    if (!embla.canScrollNext()) embla.scrollTo(0)
    else embla.scrollNext()
  } else if (move === 'previous') {
    if (!embla.canScrollPrev()) embla.scrollTo(embla.scrollSnapList().length - 1)
    else embla.scrollPrev()
  } else embla.scrollTo(move)
}

function follow(embla: EmblaCarouselType, events: CarouselEvents) {
  const snaps = () => events.snaps(embla.selectedScrollSnap(), embla.scrollSnapList().length)
  const resized = () => {
    snaps()
    events.resized()
  }
  const dragStart = () => events.dragging(true)
  const dragEnd = () => events.dragging(false)
  embla.on('select', snaps).on('reInit', resized).on('pointerDown', dragStart).on('pointerUp', dragEnd)
  snaps()
  return () => {
    embla.off('select', snaps).off('reInit', resized).off('pointerDown', dragStart).off('pointerUp', dragEnd)
  }
}
