/**
 * The product form's images: the first is the card's image; arrows reorder, the bin removes
 * (both saved with the form), and an upload is checked here first (size, the file's first bytes)
 * and then by the server, which saves it with the product at once.
 */
import { useRef, useState } from 'react'
import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_MESSAGES, imageKindOf } from '#domain/admin/product-admin.ts'
import { Card, buttonSecondary } from '../admin-ui.tsx'
import { FieldError } from '../../forms/field-error.tsx'
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from '../../icons.tsx'
import { ProductImage } from '../../product-image.tsx'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'
import { movedImage } from './product-form-state.ts'

export interface UploadedImage {
  url: string
  updatedAt: string | undefined
  message: string
}

export function ProductImagesCard({
  productId,
  images,
  error,
  disabled,
  onImages,
  onUploaded,
  onUploading,
}: {
  /** null while the product is not saved yet: uploads need it */
  productId: number | null
  images: readonly string[]
  error: string | undefined
  disabled: boolean
  onImages: (images: string[]) => void
  onUploaded: (image: UploadedImage) => void
  /** the form is not saved while an upload is on its way (both write the product's images) */
  onUploading: (uploading: boolean) => void
}) {
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

  return (
    <Card>
      <h2 className="mb-1 text-lg font-bold">Imágenes</h2>
      <p className="mb-4 text-sm text-gray-600">
        La primera es la imagen principal (la de las tarjetas). Use las flechas para cambiar el orden y guarde.
      </p>
      {images.length === 0 ? <p className="mb-4 text-sm text-gray-700">El producto no tiene imágenes.</p> : null}
      <ol className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {images.map((url, index) => (
          <li key={`${url}-${index}`} className="rounded-lg p-2 ring-1 ring-gray-200">
            <ProductImage
              src={url}
              alt={`Imagen ${index + 1}`}
              width={160}
              height={160}
              className="mx-auto size-32 object-contain"
            />
            <p className="mt-1 truncate text-xs text-gray-600" title={url}>
              {index === 0 ? 'Principal · ' : ''}
              {url}
            </p>
            <div className="mt-2 flex gap-1">
              <button
                type="button"
                className={buttonSecondary}
                disabled={index === 0}
                onClick={() => onImages(movedImage(images, index, -1))}
                aria-label={`Subir la imagen ${index + 1}`}
              >
                <ArrowUp aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                className={buttonSecondary}
                disabled={index === images.length - 1}
                onClick={() => onImages(movedImage(images, index, 1))}
                aria-label={`Bajar la imagen ${index + 1}`}
              >
                <ArrowDown aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                className={buttonSecondary}
                onClick={() => onImages(images.filter((_, i) => i !== index))}
                aria-label={`Quitar la imagen ${index + 1}`}
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <FieldError id="product-img_urls-error" message={error} />
      {productId !== null ? (
        <div>
          <label htmlFor="product-image" className="block text-sm font-semibold text-gray-800">
            Subir imagen (JPEG, PNG, WebP, GIF o AVIF, hasta {MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024} MB)
          </label>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <input
              ref={fileInput}
              id="product-image"
              name="image"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              aria-invalid={imageError ? true : undefined}
              aria-describedby={imageError ? 'product-image-error' : undefined}
              className="block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:font-semibold file:text-gray-800"
            />
            <button
              type="button"
              className={buttonSecondary}
              disabled={disabled || uploading}
              onClick={() => void upload(fileInput.current?.files?.[0])}
            >
              <ImagePlus aria-hidden className="size-4" /> {uploading ? 'Subiendo…' : 'Subir'}
            </button>
          </div>
          <FieldError id="product-image-error" message={imageError} />
        </div>
      ) : (
        <p className="text-sm text-gray-700">Guarde el producto para poder subir imágenes.</p>
      )}
    </Card>
  )
}
