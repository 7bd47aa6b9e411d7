/**
 * One of the home page's two small carousels (categories, brands) as Portada edits it: the items
 * in order (drag, or Subir / Bajar), each with its name, image and the link the name makes (a
 * category opens its sub_category's listing, a brand its brand's); add, edit, delete.
 */
import { useMemo } from 'react'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { Empty, buttonPrimary } from '../admin-ui.tsx'
import { ConfirmDialog } from '../confirm-dialog.tsx'
import { CarouselItemForm } from './carousel-item-form.tsx'
import { CAROUSEL_KINDS, type CarouselItem, type CarouselKind } from './carousel-kinds.ts'
import { ItemActions } from './item-actions.tsx'
import { OrderedList } from './ordered-list.tsx'
import { useCarouselEditor } from './use-carousel-editor.ts'

export function CarouselSection({
  kind,
  items,
  onNotice,
  onDirty,
}: {
  kind: CarouselKind
  items: readonly CarouselItem[]
  onNotice: (text: string, ok: boolean) => void
  onDirty: (kind: string, dirty: boolean) => void
}) {
  const k = CAROUSEL_KINDS[kind]
  const hydrated = useHydrated()
  const editor = useCarouselEditor(kind, onNotice, onDirty)
  const { editing, deleting } = editor
  const listed = useMemo(() => items.map((i) => ({ ...i, label: `la ${k.noun} «${i.name}»` })), [items, k.noun])

  return (
    <section aria-labelledby={`${kind}-title`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${kind}-title`} className="text-lg font-bold">
          {k.title}
        </h2>
        <button
          type="button"
          className={buttonPrimary}
          disabled={!hydrated || editing !== null}
          onClick={() => editor.edit({ id: 0, name: '', imagePath: '' })}
        >
          Agregar {k.noun}
        </button>
      </div>
      {editing && <CarouselItemForm kind={kind} editor={{ ...editor, editing }} />}
      {listed.length === 0 ? (
        <Empty>Sin elementos: la portada no muestra este carrusel.</Empty>
      ) : (
        <OrderedList
          items={listed}
          caption={`${k.title}, en orden`}
          onSave={editor.saveOrder}
          onDirty={editor.onOrderDirty}
          render={(item) => (
            <div className="flex flex-wrap items-center gap-3">
              <img
                src={item.imagePath}
                alt=""
                className="size-12 shrink-0 rounded bg-white object-contain ring-1 ring-gray-200"
              />
              <div className="min-w-32 flex-1">
                <p className="truncate font-semibold">{item.name}</p>
                <p className="truncate font-mono text-xs text-gray-600">{k.linkOf(item.name)}</p>
              </div>
              <ItemActions
                label={item.label}
                disabled={!hydrated}
                onEdit={() => editor.edit(item)}
                onDelete={() => editor.setDeleting(item)}
              />
            </div>
          )}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Eliminar la ${k.noun}`}
        confirmLabel="Eliminar"
        busy={editor.busy}
        onCancel={() => editor.setDeleting(null)}
        onConfirm={() => deleting && void editor.remove(deleting)}
      >
        <p>«{deleting?.name}» dejará de verse en el carrusel de la portada.</p>
      </ConfirmDialog>
    </section>
  )
}
