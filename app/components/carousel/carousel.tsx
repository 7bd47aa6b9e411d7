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
 * plugin only ticks; whether it runs is decided by one rule over the carousel's states (paused,
 * hovered, focused, being dragged): it plays when none holds.
 */
import { useRef, type FocusEvent, type ReactNode, type RefObject } from 'react'
import { ArrowButton, ARROWS, Dots, PauseButton } from './carousel-controls.tsx'
import { useAutoplay } from './use-autoplay.ts'
import { useCarouselEngine } from './use-carousel-engine.ts'
import { useCarouselSnaps } from './use-carousel-snaps.ts'

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

function Slides({
  viewport,
  slides,
  slideClassName,
}: {
  viewport: RefObject<HTMLDivElement | null>
  slides: ReactNode[]
  slideClassName: string
}) {
  return (
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
  )
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
  const { carousel, waiting, activate } = useCarouselEngine(viewport, {
    loop,
    duration,
    pageMoves,
    autoplayMs: autoplay ? autoplayMs : undefined,
  })
  const { paused, sync, hold, togglePause } = useAutoplay({ autoplay, autoplayMs, viewport, carousel, waiting, activate })
  // Looping one slide a step, Embla has a snap per slide: the dots can be drawn by the server.
  // Page moves depend on how many slides the width shows: their snaps wait for Embla.
  const initialCount = loop && !pageMoves ? slides.length : 0
  const { selected, snapCount } = useCarouselSnaps({ carousel, initialCount, waiting, hold, sync })

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
      <Slides viewport={viewport} slides={slides} slideClassName={slideClassName} />
      {showControls &&
        arrows &&
        !inGutter &&
        ARROWS.map((arrow) => <ArrowButton key={arrow.label} arrow={arrow} inGutter={inGutter} activate={activate} />)}
      {showControls && (dots || autoplay || inGutter) && (
        <div className="mt-2 flex items-center justify-center gap-2">
          {inGutter && <ArrowButton arrow={previousArrow} inGutter={inGutter} activate={activate} />}
          {autoplay && <PauseButton paused={paused} onToggle={togglePause} />}
          {dots && snapCount > 1 && (
            <Dots count={snapCount} selected={selected} desktopOnly={dots === 'desktop'} activate={activate} />
          )}
          {inGutter && <ArrowButton arrow={nextArrow} inGutter={inGutter} activate={activate} />}
        </div>
      )}
    </section>
  )
}
