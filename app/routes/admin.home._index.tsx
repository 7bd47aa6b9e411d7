/**
 * Portada → Banners: the slides of the home page's banner carousel, in their order (drag, or
 * Subir / Bajar), each with its desktop and mobile image, link and visibility; add, edit, delete.
 * A save is on the shop's home page at once, on every instance (home-content-service.ts).
 */
import { useMemo } from 'react'
import type { BannerForm } from '#domain/admin/home-content-forms.ts'
import type { Route } from './+types/admin.home._index'
import { Empty, Notice, buttonPrimary } from '../components/admin/admin-ui.tsx'
import { ConfirmDialog } from '../components/admin/confirm-dialog.tsx'
import { BannerEditor, EMPTY_BANNER, sameBanner } from '../components/admin/home/banner-editor.tsx'
import { BannerRow } from '../components/admin/home/banner-row.tsx'
import { OrderedList } from '../components/admin/home/ordered-list.tsx'
import { UnsavedChangesGuard } from '../components/admin/home/unsaved-changes.tsx'
import { useHomeBanners } from '../components/admin/home/use-home-banners.ts'
import { requireStaff } from '../lib/admin-session.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

export function meta() {
  return [{ title: 'Portada: banners · Panel TecnoHogar' }]
}

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context)
  const { banners } = await context.services.homeContent.content()
  return { banners }
}

type Banner = Route.ComponentProps['loaderData']['banners'][number]

const formOf = (b: Banner): BannerForm => ({
  name: b.name,
  link: b.link,
  desktopPath: b.desktopPath,
  mobilePath: b.mobilePath,
  enabled: b.enabled,
})

export default function HomeBanners({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated()
  const banners = useHomeBanners<Banner>()
  const { notice, editing, deleting } = banners
  const items = useMemo(() => loaderData.banners.map((b) => ({ ...b, label: `el banner «${b.name}»` })), [loaderData.banners])

  return (
    <>
      <UnsavedChangesGuard dirty={banners.dirty} />
      {notice && <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>}
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-2xl text-sm text-gray-700">
            Los banners pasan solos cada 5 segundos, en este orden. Arrástrelos o use las flechas para ordenarlos; en celulares
            (menos de 830 px) se muestra la imagen para celulares.
          </p>
          <button
            type="button"
            className={buttonPrimary}
            disabled={!hydrated || editing !== null}
            onClick={() => banners.setEditing({ id: null, initial: EMPTY_BANNER })}
          >
            Agregar banner
          </button>
        </div>
        {editing && (
          <BannerEditor
            key={editing.id ?? 'new'}
            title={editing.id === null ? 'Nuevo banner' : `Editar «${editing.initial.name}»`}
            initial={editing.initial}
            onSave={banners.saveBanner}
            onChange={(values) => banners.setEditorDirty(!sameBanner(values, editing.initial))}
            onCancel={banners.closeEditor}
          />
        )}
        {items.length === 0 ? (
          <Empty>No hay banners. La portada se muestra sin el carrusel de banners.</Empty>
        ) : (
          <OrderedList
            items={items}
            caption="Banners en el orden de la portada"
            onSave={banners.saveOrder}
            onDirty={banners.onOrderDirty}
            render={(b) => (
              <BannerRow
                banner={b}
                disabled={!hydrated}
                onEdit={() => banners.setEditing({ id: b.id, initial: formOf(b) })}
                onDelete={() => banners.setDeleting(b)}
              />
            )}
          />
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar el banner"
        confirmLabel="Eliminar"
        busy={banners.busy}
        onCancel={() => banners.setDeleting(null)}
        onConfirm={() => deleting && void banners.remove(deleting)}
      >
        <p>«{deleting?.name}» dejará de verse en la portada. Para ocultarlo sin perderlo, edítelo y quite «Visible».</p>
      </ConfirmDialog>
    </>
  )
}
