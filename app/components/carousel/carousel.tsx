/**
 * One carousel for the whole store, on Embla (touch drag, loop, page moves) with its autoplay
 * plugin: pauses on hover and on keyboard focus, and offers a visible pause control when it
 * plays by itself. Slide widths are CSS (per breakpoint), so the server render already has the
 * final layout and nothing shifts on hydration.
 *
 * Embla comes on demand (carousel-engine.ts, decision "carousels load Embla on demand"): until
 * a carousel is pointed at, touched or focused, or its first autoplay step is due, it is the
 * server's HTML at its first slide, with a plain timer standing in for the autoplay plugin. An
 * arrow or dot pressed before Embla has come moves the carousel as soon as it has.
 *
 * The plugin's own hover and focus handling restarts autoplay on mouse-leave, focus-out and
 * pointer-up whatever the shopper chose, so a paused carousel would start again. Here the
 * plugin only ticks; whether it runs is decided by one rule over the spec's states (paused,
 * hovered, focused, being dragged): it plays when none holds.
 */
import type { EmblaCarouselType } from 'embla-carousel'
import { ChevronLeft, ChevronRight, Pause, Play } from '../icons.tsx'
import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react'

export interface CarouselProps {
  label: string
  slides: ReactNode[]
  /** Tailwind basis classes giving the slides per view at each breakpoint */
  slideClassName: string
  autoplayMs?: number | undefined
  loop?: boolean
  /** move a whole page of visible slides per step */
  pageMoves?: boolean
  arrows?: boolean
  /**
   * 'gutter' (cards): the arrows sit in a margin of their own beside the slides, so they never
   * cover a card's brand or price at any width. 'overlay' (banners): over the slide's edge.
   */
  arrowPlacement?: 'gutter' | 'overlay'
  dots?: boolean | 'desktop'
  /** Embla's scroll speed: 25 is its default; higher is slower */
  duration?: number
  className?: string
}

const ARROWS = [
  { label: 'Anterior', overlay: 'left-1', gutter: 'sm:left-0', icon: ChevronLeft, forward: false },
  { label: 'Siguiente', overlay: 'right-1', gutter: 'sm:right-0', icon: ChevronRight, forward: true },
] as const

type Move = (embla: EmblaCarouselType) => void

const loadEngine = () => import('./carousel-engine.ts')
type Engine = Awaited<ReturnType<typeof loadEngine>>

/** A carousel hidden by CSS (the banner shape of the other screen width) does not tick. */
const isHidden = (node: HTMLElement | null) => (node?.getClientRects().length ?? 0) === 0

// Page moves wrap both ways: from the last page "next" goes to the first, and back.
const previous: Move = (embla) => {
  if (!embla.canScrollPrev()) embla.scrollTo(embla.scrollSnapList().length - 1)
  else embla.scrollPrev()
}
const next: Move = (embla) => {
  if (!embla.canScrollNext()) embla.scrollTo(0)
  else embla.scrollNext()
}

export function Carousel({
  label,
  slides,
  slideClassName,
  autoplayMs,
  loop = true,
  pageMoves = false,
  arrows = true,
  arrowPlacement = 'gutter',
  dots = false,
  duration = 25,
  className = '',
}: CarouselProps) {
  const autoplay = autoplayMs !== undefined && slides.length > 1
  const viewport = useRef<HTMLDivElement>(null)
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  const [selected, setSelected] = useState(0)
  // Looping one slide a step, Embla has a snap per slide: the dots can be drawn by the server.
  // Page moves depend on how many slides the width shows: their snaps wait for Embla.
  const [snapCount, setSnapCount] = useState(loop && !pageMoves ? slides.length : 0)
  const [paused, setPaused] = useState(false)
  const holds = useRef({ paused: false, hovered: false, focused: false, dragging: false })
  /** before Embla: whether it is being loaded, the move asked for meanwhile, the autoplay timer */
  const waiting = useRef<{ started: boolean; move?: Move | undefined; timer?: number | undefined }>({ started: false })

  const [engine, setEngine] = useState<Engine>()

  /** Loads Embla once; `move` runs as soon as it is there (at once if it is). */
  const activate = useCallback(
    (move?: Move) => {
      if (embla) {
        move?.(embla)
        return
      }
      if (move) waiting.current.move = move
      if (waiting.current.started) return
      waiting.current.started = true
      void loadEngine().then(setEngine)
    },
    [embla],
  )

  useEffect(() => {
    const node = viewport.current
    if (!engine || !node) return
    const api = engine.startCarousel(
      node,
      { loop, duration, align: 'start', slidesToScroll: pageMoves ? 'auto' : 1, containScroll: loop ? false : 'trimSnaps' },
      autoplay ? autoplayMs : undefined,
    )
    setEmbla(api)
    return () => {
      api.destroy()
      setEmbla(undefined)
    }
  }, [engine, loop, duration, pageMoves, autoplay, autoplayMs])

  /** Plays exactly when nothing holds the carousel still. */
  const sync = useCallback(() => {
    if (!autoplay) return
    const { paused, hovered, focused, dragging } = holds.current
    const held = paused || hovered || focused || dragging
    const plugin = embla?.plugins().autoplay
    if (!plugin) {
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
          else activate(next)
        }, autoplayMs)
      }
      return
    }
    const shouldPlay = !held && !isHidden(viewport.current)
    if (shouldPlay && !plugin.isPlaying()) plugin.play()
    else if (!shouldPlay && plugin.isPlaying()) plugin.stop()
  }, [autoplay, autoplayMs, embla, activate])

  const hold = useCallback(
    (state: 'paused' | 'hovered' | 'focused' | 'dragging', on: boolean) => {
      holds.current[state] = on
      sync()
    },
    [sync],
  )

  useEffect(() => {
    if (embla) return
    sync()
    const wait = waiting.current
    return () => {
      window.clearTimeout(wait.timer)
      wait.timer = undefined
    }
  }, [embla, sync])

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
  }, [embla, hold, sync])

  const togglePause = useCallback(() => {
    hold('paused', !paused)
    setPaused(!paused)
  }, [hold, paused])

  // Focus on the pause control itself does not hold the carousel: 'Reanudar' must resume it.
  const focusIn = (event: FocusEvent<HTMLElement>) => {
    activate()
    hold('focused', !(event.target instanceof Element && event.target.closest('[data-autoplay-control]')))
  }
  const focusOut = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hold('focused', false)
  }

  const showControls = slides.length > 1
  const inGutter = showControls && arrows && arrowPlacement === 'gutter'
  const arrowButton = ({ label, overlay, gutter, icon: Icon, forward }: (typeof ARROWS)[number]) => (
    <button
      key={label}
      type="button"
      onClick={() => activate(forward ? next : previous)}
      aria-label={label}
      className={`rounded-full bg-white/90 text-gray-800 shadow ring-1 ring-black/10 hover:bg-white ${
        inGutter
          ? // Below the slides on phones; from 640 px in the gutter, level with the cards' middle
            // (the row of controls below them is 2rem high).
            `p-1 sm:absolute sm:top-[calc(50%-1rem)] sm:z-10 sm:-translate-y-1/2 ${gutter}`
          : `absolute top-1/2 z-10 -translate-y-1/2 p-1.5 ${overlay}`
      }`}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  )
  const [previousArrow, nextArrow] = ARROWS
  return (
    <section
      aria-roledescription="carrusel"
      aria-label={label}
      // Card carousels keep their arrows off the cards: a 2rem gutter each side from 640 px (an
      // arrow is 1.75rem), and on phones a place in the row of controls under the slides.
      className={`relative ${inGutter ? 'sm:px-8' : ''} ${className}`}
      onMouseEnter={() => {
        activate()
        hold('hovered', true)
      }}
      onMouseLeave={() => hold('hovered', false)}
      // A touch or a press (a drag about to start) brings Embla; the first drag may be lost.
      onPointerDown={() => activate()}
      onFocus={focusIn}
      onBlur={focusOut}
    >
      <div ref={viewport} className="overflow-hidden">
        <ul className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <li
              key={index}
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {showControls && arrows && !inGutter && ARROWS.map(arrowButton)}
      {showControls && (dots || autoplay || inGutter) && (
        <div className="mt-2 flex items-center justify-center gap-2">
          {inGutter && arrowButton(previousArrow)}
          {autoplay && (
            <button
              type="button"
              onClick={togglePause}
              data-autoplay-control
              aria-label={paused ? 'Reanudar carrusel' : 'Pausar carrusel'}
              className="rounded-full p-1 text-gray-600 hover:bg-gray-200"
            >
              {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            </button>
          )}
          {dots && snapCount > 1 && (
            <div className={`items-center gap-1 ${dots === 'desktop' ? 'hidden min-[525px]:flex' : 'flex'}`}>
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  onClick={() => activate((api) => api.scrollTo(index))}
                  aria-label={`Ir a la página ${index + 1}`}
                  aria-current={index === selected ? 'true' : undefined}
                  className="flex size-6 items-center justify-center"
                >
                  <span
                    className={`block h-2 rounded-full transition-all ${index === selected ? 'w-5 bg-brand' : 'w-2 bg-gray-300'}`}
                  />
                </button>
              ))}
            </div>
          )}
          {inGutter && arrowButton(nextArrow)}
        </div>
      )}
    </section>
  )
}
