import { X, ZoomIn } from '../icons.tsx'
import { useRef, useState } from 'react'
import { ProductImage } from '../product-image.tsx'

/** Main picture, thumbnails, and a zoom overlay (a modal <dialog>: focus trap and Escape for free). */
export function ProductGallery({ images, alt }: { images: string[]; alt: string }) {
  const [index, setIndex] = useState(0)
  const dialog = useRef<HTMLDialogElement>(null)
  const list = images.length ? images : ['']
  const current = list[Math.min(index, list.length - 1)]
  // On a phone the thumbnails stand in a column beside a shorter picture: the price and the buy
  // buttons then fit the first screen (tests/e2e/product-buy-fold.spec.ts).
  return (
    <div className="flex gap-2 md:block">
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="group relative block min-w-0 flex-1 overflow-hidden rounded-lg bg-white ring-1 ring-gray-200"
        aria-label="Ampliar imagen"
      >
        <ProductImage
          src={current}
          alt={alt}
          width={600}
          height={600}
          fetchPriority="high"
          className="h-[22svh] w-full object-contain md:aspect-square md:h-auto"
        />
        <span className="absolute bottom-2 right-2 rounded-full bg-white/90 p-2 text-gray-700 shadow ring-1 ring-black/10 group-hover:text-brand">
          <ZoomIn aria-hidden className="size-5" />
        </span>
      </button>
      {list.length > 1 && (
        <ul
          className="flex max-h-[22svh] flex-col gap-2 overflow-y-auto p-0.5 md:mt-3 md:max-h-none md:flex-row md:overflow-visible md:p-0"
          aria-label="Imágenes del producto"
        >
          {list.map((src, i) => (
            <li key={src + i}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Ver imagen ${i + 1}`}
                aria-pressed={i === index}
                className={`block size-10 overflow-hidden rounded-md md:size-16 bg-white ring-2 ${i === index ? 'ring-brand' : 'ring-gray-200'}`}
              >
                <ProductImage src={src} alt="" width={64} height={64} loading="lazy" className="size-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={dialog}
        aria-label="Imagen ampliada"
        className="m-auto max-h-[95vh] w-[min(95vw,1000px)] rounded-lg bg-white p-0 backdrop:bg-black/70"
        onClick={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.close()
        }}
      >
        <div className="relative">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="absolute right-2 top-2 z-10 rounded-full bg-white p-2 text-gray-800 shadow ring-1 ring-black/10"
            aria-label="Cerrar"
          >
            <X aria-hidden className="size-5" />
          </button>
          <ProductImage src={current} alt={alt} width={1000} height={1000} className="max-h-[90vh] w-full object-contain" />
        </div>
      </dialog>
    </div>
  )
}
