/**
 * Embla and its autoplay plugin: about 10 KB of gzip, loaded by carousel.tsx when a carousel first
 * needs them (the shopper points at, touches or focuses it, or its first autoplay step is due),
 * not with the home page's first load. Until then the server's HTML is the carousel at its first
 * slide, already in its final layout.
 */
import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'

export function startCarousel(
  viewport: HTMLElement,
  options: EmblaOptionsType,
  autoplayMs: number | undefined,
): EmblaCarouselType {
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
  return EmblaCarousel(viewport, options, plugins)
}
