/**
 * Images staff upload for the home page (banners, category and brand carousels): what counts as
 * an image is its first bytes, whatever its name or type says; the size limit; the messages.
 * SVG is not taken: it can hold script, and a photo or a logo needs none of what it adds.
 */
import { IMAGE_TOO_WIDE_MESSAGE } from './image-limits.ts'

export const MAX_HOME_IMAGE_BYTES = 2 * 1024 * 1024
export const MAX_HOME_IMAGE_MB = MAX_HOME_IMAGE_BYTES / 1024 / 1024

export type HomeImageType = 'png' | 'jpg' | 'webp' | 'gif' | 'avif'

export const HOME_IMAGE_CONTENT_TYPES: Readonly<Record<HomeImageType, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
}

/** What the file input offers; the server checks the bytes regardless. */
export const HOME_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif'

export const HOME_IMAGE_MESSAGES = {
  tooLarge: `La imagen supera los ${MAX_HOME_IMAGE_MB} MB. Redúzcala (por ejemplo, guárdela como JPG o WebP) y vuelva a subirla.`,
  notImage: 'El archivo no es una imagen PNG, JPG, WebP, GIF o AVIF. No se guardó nada.',
  tooWide: IMAGE_TOO_WIDE_MESSAGE,
  missingFile: 'Elija una imagen.',
  badUpload: 'No se pudo leer el archivo enviado. Vuelva a intentarlo.',
  uploaded: 'Imagen subida. Guarde para publicarla.',
} as const

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** The image type its first bytes say, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): HomeImageType | null {
  if (bytes.length < 12) return null
  if (bytes[0] === 0x89 && ascii(bytes, 1, 8) === 'PNG\r\n\x1a\n') return 'png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  const gif = ascii(bytes, 0, 6)
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif'
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif'
  return null
}
