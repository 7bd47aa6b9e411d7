/**
 * How large, in pixels, an uploaded image may be. A file's bytes can be small while its header
 * claims 100,000 × 100,000 px: every browser that shows it (and any tool that resizes it) would
 * try to decode 40 GB. The largest image the store shows is a 1920 px banner; 8,000 px leaves
 * room for any camera's photo.
 */
export const MAX_IMAGE_SIDE_PX = 8000

export const IMAGE_TOO_WIDE_MESSAGE = `La imagen mide más de ${MAX_IMAGE_SIDE_PX.toLocaleString('es-AR')} px de ancho o de alto. Redúzcala y vuelva a subirla.`
