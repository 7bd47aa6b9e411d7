/**
 * The product form's images: the first is the card's image; arrows reorder, the bin removes
 * (both saved with the form), and an upload is checked here first (size, the file's first bytes)
 * and then by the server, which saves it with the product at once.
 */
import { MAX_PRODUCT_IMAGE_BYTES } from '#domain/admin/product-admin.ts'
import { Card, buttonSecondary } from '../admin-ui.tsx'
import { FieldError } from '../../forms/field-error.tsx'
import { ImagePlus } from '../../icons.tsx'
import { ImageTile } from './image-tile.tsx'
import { useImageUpload, type UploadedImage } from './use-image-upload.ts'

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
  const { fileInput, uploading, imageError, upload } = useImageUpload(productId, onUploaded, onUploading)

  return (
    <Card>
      <h2 className="mb-1 text-lg font-bold">Imágenes</h2>
      <p className="mb-4 text-sm text-gray-600">
        La primera es la imagen principal (la de las tarjetas). Use las flechas para cambiar el orden y guarde.
      </p>
      {images.length === 0 ? <p className="mb-4 text-sm text-gray-700">El producto no tiene imágenes.</p> : null}
      <ol className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {images.map((url, index) => (
          <ImageTile key={`${url}-${index}`} url={url} index={index} images={images} onImages={onImages} />
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
            <button type="button" className={buttonSecondary} disabled={disabled || uploading} onClick={() => void upload()}>
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
