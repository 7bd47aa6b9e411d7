/** Beside a product's title: whether the store shows it (or a link to it there), and the button to hide or show it. */
import { Eye, EyeOff } from '../../icons.tsx'
import { productHref } from '../../../lib/paths.ts'
import { buttonSecondary } from '../admin-ui.tsx'

export function ProductHeadingActions({
  product,
  disabled,
  onToggleHidden,
}: {
  product: { sku: string; hidden: boolean }
  disabled: boolean
  onToggleHidden: () => void
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {product.hidden ? (
        <span className="rounded bg-gray-200 px-2 py-1 text-xs font-semibold text-gray-800">Oculto en la tienda</span>
      ) : (
        <a href={productHref(product.sku)} target="_blank" rel="noreferrer" className={buttonSecondary}>
          Ver en la tienda
        </a>
      )}
      <button type="button" className={buttonSecondary} disabled={disabled} onClick={onToggleHidden}>
        {product.hidden ? <Eye aria-hidden className="size-4" /> : <EyeOff aria-hidden className="size-4" />}
        {product.hidden ? 'Mostrar en la tienda' : 'Ocultar de la tienda'}
      </button>
    </div>
  )
}
