/**
 * One of the home page's two small carousels (categories, brands) as Portada edits it: the items
 * in order (drag, or Subir / Bajar), each with its name, image and the link the name makes (spec
 * section 2: a category opens its sub_category's listing, a brand its brand's); add, edit, delete.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import { carouselBrandFormSchema, carouselCategoryFormSchema } from '#domain/admin/home-content-forms.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { AdminField } from '../admin-field.tsx'
import { Card, Empty, buttonPrimary, buttonSecondary } from '../admin-ui.tsx'
import { ConfirmDialog } from '../confirm-dialog.tsx'
import { ImageField } from './image-field.tsx'
import { OrderedList } from './ordered-list.tsx'

export interface CarouselItem {
  id: number
  name: string
  imagePath: string
}

const KINDS = {
  categories: {
    title: 'Carrusel de categorías',
    noun: 'categoría',
    nameLabel: 'Categoría (como la sub_category del catálogo)',
    linkOf: (name: string) => `/search/?sub_category=${name.trim().toLowerCase()}`,
    check: (name: string, imagePath: string) => {
      const parsed = carouselCategoryFormSchema.safeParse({ category: name, imagePath })
      return parsed.success ? null : renameKey(fieldErrors(parsed.error), 'category')
    },
    body: (name: string, imagePath: string) => ({ category: name, imagePath }),
  },
  brands: {
    title: 'Carrusel de marcas («Conoce nuestras marcas»)',
    noun: 'marca',
    nameLabel: 'Marca',
    linkOf: (name: string) => `/search?brand=${encodeURIComponent(name)}`,
    check: (name: string, imagePath: string) => {
      const parsed = carouselBrandFormSchema.safeParse({ brand: name, imagePath })
      return parsed.success ? null : renameKey(fieldErrors(parsed.error), 'brand')
    },
    body: (name: string, imagePath: string) => ({ brand: name, imagePath }),
  },
} as const

function renameKey(errors: Record<string, string>, key: string): Record<string, string> {
  const { [key]: name, ...rest } = errors
  return name === undefined ? rest : { ...rest, name }
}

export function CarouselSection({
  kind,
  items,
  onNotice,
  onDirty,
}: {
  kind: keyof typeof KINDS
  items: readonly CarouselItem[]
  onNotice: (text: string, ok: boolean) => void
  onDirty: (kind: string, dirty: boolean) => void
}) {
  const k = KINDS[kind]
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const [editing, setEditing] = useState<CarouselItem | null>(null)
  const [name, setName] = useState('')
  const [imagePath, setImagePath] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [deleting, setDeleting] = useState<CarouselItem | null>(null)
  const [orderDirty, setOrderDirty] = useState(false)
  const listed = useMemo(() => items.map((i) => ({ ...i, label: `la ${k.noun} «${i.name}»` })), [items, k.noun])
  const editorDirty = editing !== null && (name !== editing.name || imagePath !== editing.imagePath)
  const onOrderDirty = useCallback((dirty: boolean) => setOrderDirty(dirty), [])
  useEffect(() => onDirty(kind, editorDirty || orderDirty), [kind, editorDirty, orderDirty, onDirty])

  function edit(item: CarouselItem) {
    setEditing(item)
    setName(item.name)
    setImagePath(item.imagePath)
    setErrors({})
  }

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!editing) return
    const found = k.check(name, imagePath)
    if (found) {
      setErrors(found)
      document.getElementById(`${kind}-${Object.keys(found)[0] === 'imagePath' ? 'imagePath' : 'name'}`)?.focus()
      return
    }
    setBusy(true)
    const result = await adminApi(editing.id === 0 ? `/api/admin/home/${kind}` : `/api/admin/home/${kind}/${editing.id}`, {
      method: editing.id === 0 ? 'POST' : 'PUT',
      body: k.body(name, imagePath),
      csrf: staff.csrf,
    })
    setBusy(false)
    onNotice(result.message, result.ok)
    if (result.ok) setEditing(null)
  }

  async function saveOrder(ids: number[]): Promise<boolean> {
    const result = await adminApi(`/api/admin/home/${kind}/order`, { method: 'PUT', body: { ids }, csrf: staff.csrf })
    onNotice(result.message, result.ok)
    return result.ok
  }

  async function remove(item: CarouselItem) {
    setBusy(true)
    const result = await adminApi(`/api/admin/home/${kind}/${item.id}`, { method: 'DELETE', csrf: staff.csrf })
    setBusy(false)
    setDeleting(null)
    if (editing?.id === item.id) setEditing(null)
    onNotice(result.message, result.ok)
  }

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
          onClick={() => edit({ id: 0, name: '', imagePath: '' })}
        >
          Agregar {k.noun}
        </button>
      </div>
      {editing && (
        <Card>
          <form noValidate onSubmit={(e) => void save(e)} className="space-y-4" aria-labelledby={`${kind}-form-title`}>
            <h3 id={`${kind}-form-title`} className="font-bold">
              {editing.id === 0 ? `Nueva ${k.noun}` : `Editar «${editing.name}»`}
            </h3>
            <AdminField
              formId={kind}
              name="name"
              label={k.nameLabel}
              maxLength={60}
              autoComplete="off"
              value={name}
              onValue={(v) => {
                setName(v)
                if (errors.name) setErrors(k.check(v, imagePath) ?? {})
              }}
              error={errors.name}
            />
            <p className="text-xs text-gray-700">
              Enlace: <span className="font-mono">{name.trim() ? k.linkOf(name) : '—'}</span>
            </p>
            <ImageField
              id={`${kind}-imagePath`}
              label="Imagen"
              hint={kind === 'categories' ? 'cuadrada, 240 × 240 px' : 'logo, 320 × 128 px'}
              value={imagePath}
              error={errors.imagePath}
              onValue={(path) => {
                setImagePath(path)
                setErrors((e) => ({ ...e, imagePath: '' }))
              }}
              previewClassName="h-16 w-auto"
            />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={buttonPrimary} disabled={busy}>
                {busy ? 'Guardando…' : 'Guardar'}
              </button>
              <button type="button" className={buttonSecondary} disabled={busy} onClick={() => setEditing(null)}>
                Cancelar
              </button>
            </div>
          </form>
        </Card>
      )}
      {listed.length === 0 ? (
        <Empty>Sin elementos: la portada no muestra este carrusel.</Empty>
      ) : (
        <OrderedList
          items={listed}
          caption={`${k.title}, en orden`}
          onSave={saveOrder}
          onDirty={onOrderDirty}
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
              <div className="flex gap-1">
                <button type="button" className={buttonSecondary} disabled={!hydrated} onClick={() => edit(item)}>
                  Editar<span className="sr-only"> {item.label}</span>
                </button>
                <button type="button" className={buttonSecondary} disabled={!hydrated} onClick={() => setDeleting(item)}>
                  Eliminar<span className="sr-only"> {item.label}</span>
                </button>
              </div>
            </div>
          )}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Eliminar la ${k.noun}`}
        confirmLabel="Eliminar"
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        <p>«{deleting?.name}» dejará de verse en el carrusel de la portada.</p>
      </ConfirmDialog>
    </section>
  )
}
