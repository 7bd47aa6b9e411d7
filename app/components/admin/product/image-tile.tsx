/** One of the product form's images: the picture, its address (the first is the main one), and up, down and remove. */
import { ArrowDown, ArrowUp, Trash2 } from '../../icons.tsx'
import { ProductImage } from '../../product-image.tsx'
import { buttonSecondary } from '../admin-ui.tsx'
import { movedImage } from './product-form-state.ts'

export function ImageTile({
  url,
  index,
  images,
  onImages,
}: {
  url: string
  index: number
  images: readonly string[]
  onImages: (images: string[]) => void
}) {
  const actions = [
    {
      label: `Subir la imagen ${index + 1}`,
      Icon: ArrowUp,
      disabled: index === 0,
      next: () => movedImage(images, index, -1),
    },
    {
      label: `Bajar la imagen ${index + 1}`,
      Icon: ArrowDown,
      disabled: index === images.length - 1,
      next: () => movedImage(images, index, 1),
    },
    {
      label: `Quitar la imagen ${index + 1}`,
      Icon: Trash2,
      disabled: undefined,
      next: () => images.filter((_, i) => i !== index),
    },
  ]
  return (
    <li className="rounded-lg p-2 ring-1 ring-gray-200">
      <ProductImage src={url} alt={`Imagen ${index + 1}`} width={160} height={160} className="mx-auto size-32 object-contain" />
      <p className="mt-1 truncate text-xs text-gray-600" title={url}>
        {index === 0 ? 'Principal · ' : ''}
        {url}
      </p>
      <div className="mt-2 flex gap-1">
        {actions.map(({ label, Icon, disabled, next }) => (
          <button
            key={label}
            type="button"
            className={buttonSecondary}
            disabled={disabled}
            onClick={() => onImages(next())}
            aria-label={label}
          >
            <Icon aria-hidden className="size-4" />
          </button>
        ))}
      </div>
    </li>
  )
}
