/**
 * A product image's upload: checked here first (a file chosen, its size, its first bytes an
 * image's) and then by the server, which saves it with the product at once. While it is on its
 * way the form is not saved (both write the product's images).
 */
import { useRef, useState } from 'react'
import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_MESSAGES, imageKindOf } from '#domain/admin/product-admin.ts'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'

export interface UploadedImage {
  url: string
  updatedAt: string | undefined
  message: string
}

export function useImageUpload(
  productId: number | null,
  onUploaded: (image: UploadedImage) => void,
  onUploading: (uploading: boolean) => void,
) {
  const { staff } = useAdmin()
  const fileInput = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const [imageError, setImageError] = useState<string | undefined>()

  async function upload(file: File | undefined) {
    if (productId === null) return
    setImageError(undefined)
    if (!file) return setImageError(PRODUCT_IMAGE_MESSAGES.missingFile)
    if (file.size > MAX_PRODUCT_IMAGE_BYTES) return setImageError(PRODUCT_IMAGE_MESSAGES.tooLarge)
    if (!imageKindOf(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) return setImageError(PRODUCT_IMAGE_MESSAGES.notImage)
    const body = new FormData()
    body.set('image', file)
    setUploading(true)
    onUploading(true)
    const result = await adminApi(`/api/admin/products/${productId}/images`, { method: 'POST', body, csrf: staff.csrf })
    setUploading(false)
    onUploading(false)
    if (fileInput.current) fileInput.current.value = ''
    if (!result.ok) return setImageError(result.message)
    const url = result.data?.url
    if (typeof url === 'string')
      onUploaded({
        url,
        updatedAt: typeof result.data?.updatedAt === 'string' ? result.data.updatedAt : undefined,
        message: result.message,
      })
  }

  return { fileInput, uploading, imageError, upload: () => upload(fileInput.current?.files?.[0]) }
}
