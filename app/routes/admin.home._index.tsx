/**
 * Portada → Banners: the slides of the home page's banner carousel, in their order (drag, or
 * Subir / Bajar), each with its desktop and mobile image, link and visibility; add, edit, delete.
 * A save is on the shop's home page at once, on every instance (home-content-service.ts).
 */
import { useCallback, useMemo, useState } from 'react'
import { useRevalidator } from 'react-router'
import type { BannerForm } from '#domain/admin/home-content-forms.ts'
import type { Route } from './+types/admin.home._index'
import { Empty, Notice, buttonPrimary, buttonSecondary } from '../components/admin/admin-ui.tsx'
import { ConfirmDialog } from '../components/admin/confirm-dialog.tsx'
import { BannerEditor, EMPTY_BANNER, sameBanner } from '../components/admin/home/banner-editor.tsx'
import { OrderedList } from '../components/admin/home/ordered-list.tsx'
import { UnsavedChangesGuard } from '../components/admin/home/unsaved-changes.tsx'
import { adminApi } from '../lib/admin-api.ts'
import { requireStaff, useAdmin } from '../lib/admin-session.ts'
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

/** Whether the home page shows it: switched off, or on but without an image to show, say so. */
function BannerState({ banner }: { banner: Banner }) {
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

export default function HomeBanners({ loaderData }: Route.ComponentProps) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  const [editing, setEditing] = useState<{ id: number | null; initial: BannerForm } | null>(null)
  const [editorDirty, setEditorDirty] = useState(false)
  const [orderDirty, setOrderDirty] = useState(false)
  const [deleting, setDeleting] = useState<Banner | null>(null)
  const [busy, setBusy] = useState(false)
  const items = useMemo(() => loaderData.banners.map((b) => ({ ...b, label: `el banner «${b.name}»` })), [loaderData.banners])
  const onOrderDirty = useCallback((dirty: boolean) => setOrderDirty(dirty), [])

  const say = (text: string, ok: boolean) => {
    setNotice({ text, ok })
    if (ok) void revalidator.revalidate()
  }

  async function saveOrder(ids: number[]): Promise<boolean> {
    const result = await adminApi('/api/admin/home/banners/order', { method: 'PUT', body: { ids }, csrf: staff.csrf })
    say(result.message, result.ok)
    return result.ok
  }

  async function saveBanner(form: BannerForm): Promise<Record<string, string> | null> {
    const id = editing?.id ?? null
    const result = await adminApi(id === null ? '/api/admin/home/banners' : `/api/admin/home/banners/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: form,
      csrf: staff.csrf,
    })
    say(result.message, result.ok)
    if (!result.ok) return {}
    setEditing(null)
    setEditorDirty(false)
    return null
  }

  async function remove(banner: Banner) {
    setBusy(true)
    const result = await adminApi(`/api/admin/home/banners/${banner.id}`, { method: 'DELETE', csrf: staff.csrf })
    setBusy(false)
    setDeleting(null)
    if (editing?.id === banner.id) setEditing(null)
    say(result.message, result.ok)
  }

  return (
    <>
      <UnsavedChangesGuard dirty={editorDirty || orderDirty} />
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
            onClick={() => setEditing({ id: null, initial: EMPTY_BANNER })}
          >
            Agregar banner
          </button>
        </div>
        {editing && (
          <BannerEditor
            key={editing.id ?? 'new'}
            title={editing.id === null ? 'Nuevo banner' : `Editar «${editing.initial.name}»`}
            initial={editing.initial}
            onSave={saveBanner}
            onChange={(values) => setEditorDirty(!sameBanner(values, editing.initial))}
            onCancel={() => {
              setEditing(null)
              setEditorDirty(false)
            }}
          />
        )}
        {items.length === 0 ? (
          <Empty>No hay banners. La portada se muestra sin el carrusel de banners.</Empty>
        ) : (
          <OrderedList
            items={items}
            caption="Banners en el orden de la portada"
            onSave={saveOrder}
            onDirty={onOrderDirty}
            render={(b) => (
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
                <div className="flex gap-1">
                  <button
                    type="button"
                    className={buttonSecondary}
                    disabled={!hydrated}
                    onClick={() => setEditing({ id: b.id, initial: formOf(b) })}
                  >
                    Editar<span className="sr-only"> {b.label}</span>
                  </button>
                  <button type="button" className={buttonSecondary} disabled={!hydrated} onClick={() => setDeleting(b)}>
                    Eliminar<span className="sr-only"> {b.label}</span>
                  </button>
                </div>
              </div>
            )}
          />
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar el banner"
        confirmLabel="Eliminar"
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        <p>«{deleting?.name}» dejará de verse en la portada. Para ocultarlo sin perderlo, edítelo y quite «Visible».</p>
      </ConfirmDialog>
    </>
  )
}
