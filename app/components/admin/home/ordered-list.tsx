/**
 * A list of Portada in the order the home page shows it: dragged with the mouse (or a finger's
 * long press where the browser allows), or moved with the Subir / Bajar buttons from the keyboard.
 * The new order is the page's until "Guardar orden"; after saving, "Deshacer" puts the previous
 * one back. The unsaved-changes warning covers an order not yet saved.
 */
import { ArrowDown, ArrowUp, GripVertical } from '../../icons.tsx'
import { useEffect, useState } from 'react'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { buttonPrimary, buttonSecondary } from '../admin-ui.tsx'

export interface OrderedItem {
  id: number
  /** what the Subir / Bajar buttons and the announcements call it */
  label: string
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items]
  const next = [...items]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved!)
  return next
}

export function OrderedList<T extends OrderedItem>({
  items,
  caption,
  render,
  onSave,
  onDirty,
}: {
  items: readonly T[]
  caption: string
  render: (item: T) => React.ReactNode
  /** saves an order; true when it was saved */
  onSave: (ids: number[]) => Promise<boolean>
  onDirty: (dirty: boolean) => void
}) {
  const hydrated = useHydrated()
  const [order, setOrder] = useState<T[]>([...items])
  const [dragging, setDragging] = useState<number | null>(null)
  const [previous, setPrevious] = useState<number[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const saved = items.map((i) => i.id).join()
  const dirty = order.map((i) => i.id).join() !== saved

  // The loader's list after a save or another change: start again from it.
  useEffect(() => setOrder([...items]), [items])
  useEffect(() => onDirty(dirty), [dirty, onDirty])

  function move(from: number, to: number) {
    const next = moveItem(order, from, to)
    setOrder(next)
    const item = order[from]
    if (item && to >= 0 && to < order.length) setAnnouncement(`${item.label}: posición ${to + 1} de ${order.length}`)
  }

  async function save(ids: number[], undo: number[] | null) {
    setBusy(true)
    const ok = await onSave(ids)
    setBusy(false)
    if (ok) setPrevious(undo)
  }

  return (
    <div>
      <ol aria-label={caption} className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
        {order.map((item, index) => (
          <li
            key={item.id}
            data-id={item.id}
            draggable={hydrated}
            onDragStart={(event) => {
              setDragging(index)
              event.dataTransfer.effectAllowed = 'move'
              event.dataTransfer.setData('text/plain', String(item.id))
            }}
            onDragOver={(event) => {
              if (dragging === null) return
              event.preventDefault()
              if (dragging !== index) {
                setOrder((current) => moveItem(current, dragging, index))
                setDragging(index)
              }
            }}
            onDrop={(event) => event.preventDefault()}
            onDragEnd={() => setDragging(null)}
            className={`flex flex-wrap items-center gap-3 px-3 py-3 sm:flex-nowrap ${dragging === index ? 'bg-blue-50' : ''}`}
          >
            <GripVertical aria-hidden className="size-5 shrink-0 cursor-grab text-gray-500" />
            <span className="w-6 shrink-0 text-sm font-bold text-gray-700">{index + 1}</span>
            <div className="min-w-0 flex-1">{render(item)}</div>
            <div className="flex shrink-0 gap-1">
              <button
                type="button"
                className={buttonSecondary}
                disabled={!hydrated || index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp aria-hidden className="size-4" />
                <span className="sr-only">Subir {item.label}</span>
              </button>
              <button
                type="button"
                className={buttonSecondary}
                disabled={!hydrated || index === order.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown aria-hidden className="size-4" />
                <span className="sr-only">Bajar {item.label}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {(dirty || previous) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {dirty && (
            <>
              <button
                type="button"
                className={buttonPrimary}
                disabled={busy}
                onClick={() =>
                  void save(
                    order.map((i) => i.id),
                    items.map((i) => i.id),
                  )
                }
              >
                {busy ? 'Guardando…' : 'Guardar orden'}
              </button>
              <button type="button" className={buttonSecondary} disabled={busy} onClick={() => setOrder([...items])}>
                Descartar el nuevo orden
              </button>
            </>
          )}
          {!dirty && previous && (
            <button type="button" className={buttonSecondary} disabled={busy} onClick={() => void save(previous, null)}>
              Deshacer el cambio de orden
            </button>
          )}
        </div>
      )}
    </div>
  )
}
