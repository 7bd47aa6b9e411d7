/**
 * An uploaded image's width and height, read from its header (image-size reads PNG, JPEG, WebP,
 * GIF and AVIF headers without decoding a pixel), checked against the store's limit.
 */
import { imageSize } from 'image-size'
import { MAX_IMAGE_SIDE_PX } from '#domain/admin/image-limits.ts'

/** 'ok', 'too-wide' (a side over the limit), or 'unreadable' (no size in the header: not an image we show). */
export function checkImageDimensions(bytes: Uint8Array): 'ok' | 'too-wide' | 'unreadable' {
  let size: { width?: number; height?: number }
  try {
    size = imageSize(bytes)
  } catch {
    return 'unreadable'
  }
  const { width, height } = size
  if (!width || !height) return 'unreadable'
  return width > MAX_IMAGE_SIDE_PX || height > MAX_IMAGE_SIDE_PX ? 'too-wide' : 'ok'
}
