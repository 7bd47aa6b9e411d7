import { describe, expect, it } from 'vitest'
import { MAX_IMAGE_SIDE_PX } from '#domain/admin/image-limits.ts'
import { pngHeader } from '#tests/setup/png-header.ts'
import { checkImageDimensions } from './image-dimensions.ts'

describe('an image header against the size limit', () => {
  it('takes a banner, a square photo and the largest allowed side', () => {
    expect(checkImageDimensions(pngHeader(1920, 500))).toBe('ok')
    expect(checkImageDimensions(pngHeader(800, 800))).toBe('ok')
    expect(checkImageDimensions(pngHeader(MAX_IMAGE_SIDE_PX, 10))).toBe('ok')
  })
  it('refuses a header that claims more than the limit on either side', () => {
    expect(checkImageDimensions(pngHeader(100_000, 100_000))).toBe('too-wide')
    expect(checkImageDimensions(pngHeader(MAX_IMAGE_SIDE_PX + 1, 10))).toBe('too-wide')
    expect(checkImageDimensions(pngHeader(10, MAX_IMAGE_SIDE_PX + 1))).toBe('too-wide')
  })
  it('says unreadable for bytes with no size in them', () => {
    expect(checkImageDimensions(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBe('unreadable')
    expect(checkImageDimensions(Buffer.from('not an image at all'))).toBe('unreadable')
  })
})
