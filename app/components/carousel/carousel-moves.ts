/**
 * A step asked of the carousel: a page back or forth (wrapping both ways), or a snap by its index.
 * Data rather than a function on Embla, so it can be asked before Embla has come and made by
 * carousel-engine.ts once it has.
 */
export type Move = 'previous' | 'next' | number

/** A carousel hidden by CSS (the banner shape of the other screen width) does not tick. */
export const isHidden = (node: HTMLElement | null) => (node?.getClientRects().length ?? 0) === 0
