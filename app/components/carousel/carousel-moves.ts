import type { EmblaCarouselType } from 'embla-carousel'

/** A step asked of the carousel; it runs once Embla is there. */
export type Move = (embla: EmblaCarouselType) => void

/** A carousel hidden by CSS (the banner shape of the other screen width) does not tick. */
export const isHidden = (node: HTMLElement | null) => (node?.getClientRects().length ?? 0) === 0

// Page moves wrap both ways: from the last page "next" goes to the first, and back.
export const previous: Move = (embla) => {
  if (!embla.canScrollPrev()) embla.scrollTo(embla.scrollSnapList().length - 1)
  else embla.scrollPrev()
}
export const next: Move = (embla) => {
  if (!embla.canScrollNext()) embla.scrollTo(0)
  else embla.scrollNext()
}
