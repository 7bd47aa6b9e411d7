/** A banner in Portada's ordered list: its two images, name, link, whether the home page shows it, and its actions. */
import type { BannerForm } from '#domain/admin/home-content-forms.ts'
import { ItemActions, type ItemActionHandlers } from './item-actions.tsx'

export interface ListedBanner extends BannerForm {
  id: number
  label: string
}

/** Whether the home page shows it: switched off, or on but without an image to show, say so. */
function BannerState({ banner }: { banner: BannerForm }) {
  const shown = banner.enabled && (banner.desktopPath !== '' || banner.mobilePath !== '')
  const label = !banner.enabled ? 'Oculto' : shown ? 'Visible' : 'Sin imágenes: no se muestra'
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-bold ${shown ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-800'}`}
    >
      {label}
    </span>
  )
}

export function BannerRow({ banner: b, ...actions }: ItemActionHandlers & { banner: ListedBanner }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex shrink-0 gap-2">
        {b.desktopPath ? (
          <img src={b.desktopPath} alt="" className="h-12 w-auto rounded ring-1 ring-gray-200" />
        ) : (
          <span className="rounded bg-gray-100 px-2 py-3 text-xs text-gray-600">sin imagen</span>
        )}
        {b.mobilePath && <img src={b.mobilePath} alt="" className="size-12 rounded ring-1 ring-gray-200" />}
      </div>
      <div className="min-w-32 flex-1">
        <p className="truncate font-semibold">{b.name}</p>
        <p className="truncate text-xs text-gray-600">{b.link || 'sin enlace'}</p>
      </div>
      <BannerState banner={b} />
      <ItemActions label={b.label} {...actions} />
    </div>
  )
}
